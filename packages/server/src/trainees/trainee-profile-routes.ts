import type { TraineeUpdate } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Updateable } from 'kysely'
import type { z } from 'zod'
import { PHONE_TAKEN } from '../accounts/new-account.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { UsersTable } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { mediaUrlSigner } from '../media/media-store.ts'
import { requireOwnTrainee } from './trainee-access.ts'
import { locate } from './trainee-location-lookup.ts'
import { loadTrainee, profileRow } from './trainee-profile-store.ts'
import type { TraineeProfilesTable } from './trainee-schema.ts'

type Update = z.output<typeof contract.updateTrainee.body>
export const BIRTHDATE_IN_FUTURE = 'Das Geburtsdatum muss in der Vergangenheit liegen.'

const USER_FIELDS = ['firstname', 'lastname', 'gender', 'birthdate'] as const
const FLAG_FIELDS = [
  'onboarding_completed',
  'allows_chat_notification',
  'allows_newsletter',
  'allows_application_notification',
  'allows_recommendations',
] as const
const PROFILE_FIELDS = [
  'school_base',
  'highest_graduation',
  'interest',
  'about_me',
  'experience',
  'number_trialwork',
  'number_trialwork_missing',
  'referal_code',
] as const satisfies ReadonlyArray<keyof TraineeUpdate & keyof TraineeProfilesTable>

/** GET and PUT /api/trainee/{id} (SPEC §7 Trainee): only the trainee themselves. */
export function registerTraineeProfileRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const signer = mediaUrlSigner(context)

  registerRoute(app, contract.trainee, async ({ session, params }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    return { data: await loadTrainee(db, id, signer) }
  })

  registerRoute(app, contract.updateTrainee, async ({ session, params, body }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    const now = new Date(context.now())
    await checkUpdate(body, id, now)
    const userChanges = userChangesOf(body)
    const profileChanges: Updateable<TraineeProfilesTable> = {}
    for (const field of PROFILE_FIELDS)
      if (body[field] !== undefined) Object.assign(profileChanges, { [field]: body[field] })
    if (body.location !== undefined) Object.assign(profileChanges, body.location, await locate(db, body.location))
    // The account's fields and the profile change together or not at all.
    await db.transaction().execute(async (trx) => {
      if (Object.keys(userChanges).length > 0)
        await trx.updateTable('users').set(userChanges).where('id', '=', id).execute()
      if (Object.keys(profileChanges).length === 0) return
      const current = await profileRow(trx, id)
      const next = { ...current, ...profileChanges, updated_at: now.toISOString() }
      await trx
        .insertInto('trainee_profiles')
        .values(next)
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...profileChanges, updated_at: next.updated_at }),
        )
        .execute()
    })
    return { data: await loadTrainee(db, id, signer) }
  })

  async function checkUpdate(body: Update, id: number, now: Date): Promise<void> {
    if (body.birthdate && body.birthdate > now.toISOString().slice(0, 10)) {
      throw new HttpError(422, BIRTHDATE_IN_FUTURE, { birthdate: [BIRTHDATE_IN_FUTURE] })
    }
    if (body.phone_number) {
      const other = await db
        .selectFrom('users')
        .select('id')
        .where('phone_number', '=', body.phone_number)
        .where('id', '!=', id)
        .executeTakeFirst()
      if (other) throw new HttpError(422, PHONE_TAKEN, { phone_number: [PHONE_TAKEN] })
    }
  }
}

function userChangesOf(body: Update): Updateable<UsersTable> {
  const changes: Updateable<UsersTable> = {}
  for (const field of USER_FIELDS) if (body[field] !== undefined) Object.assign(changes, { [field]: body[field] })
  for (const field of FLAG_FIELDS) if (body[field] !== undefined) changes[field] = body[field] ? 1 : 0
  if (body.phone_number !== undefined) {
    changes.phone_number = body.phone_number
    // A changed number is not confirmed any more.
    changes.phone_verified_at = null
  }
  return changes
}
