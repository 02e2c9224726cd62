import { canEditAccount } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Updateable } from 'kysely'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import { requireCapability } from '../auth/require-capability.ts'
import type { UsersTable } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { PHONE_TAKEN } from './new-account.ts'
import { loadUser } from './user-payload.ts'

export const OWN_ACCOUNT_ONLY = 'Du kannst nur Dein eigenes Konto ändern.'

/** PUT /api/users/{id} (own account only) and the deactivation request (SPEC §4, §7). */
export function registerAccountRoutes(app: Hono, context: AccountContext): void {
  const { db, now } = context

  registerRoute(app, contract.updateUser, async ({ params, body, session }) => {
    const { user, impersonatorId } = sessionOf(session)
    requireCapability(canEditAccount(user, params.id), OWN_ACCOUNT_ONLY)
    if (body.phone_number) {
      const other = await db
        .selectFrom('users')
        .select('id')
        .where('phone_number', '=', body.phone_number)
        .where('id', '!=', user.id)
        .executeTakeFirst()
      if (other) throw new HttpError(422, PHONE_TAKEN, { phone_number: [PHONE_TAKEN] })
    }
    const changes: Updateable<UsersTable> = {}
    if (body.one_signal_id !== undefined) changes.one_signal_id = body.one_signal_id
    if (body.firstname !== undefined) changes.firstname = body.firstname
    if (body.lastname !== undefined) changes.lastname = body.lastname
    if (body.gender !== undefined) changes.gender = body.gender
    if (body.birthdate !== undefined) changes.birthdate = body.birthdate
    if (body.onboarding_completed !== undefined) changes.onboarding_completed = body.onboarding_completed ? 1 : 0
    if (body.phone_number !== undefined) {
      changes.phone_number = body.phone_number
      // A changed number is not confirmed any more.
      changes.phone_verified_at = null
    }
    if (Object.keys(changes).length) await db.updateTable('users').set(changes).where('id', '=', user.id).execute()
    return { data: await loadUser(context, user.id, impersonatorId) }
  })

  registerRoute(app, contract.requestDeactivation, async ({ body, session }) => {
    const { user } = sessionOf(session)
    const at = new Date(now()).toISOString()
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('deactivation_requests')
        .values({ user_id: user.id, reason: body.reason, created_at: at })
        .execute()
      await trx.updateTable('users').set({ deactivation_requested_at: at }).where('id', '=', user.id).execute()
    })
    return { message: 'Wir haben Deinen Antrag erhalten und deaktivieren Dein Konto in den nächsten Tagen.' }
  })
}
