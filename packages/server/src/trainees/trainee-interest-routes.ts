import { TRAINEE_LIMITS } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { requireOwnTrainee } from './trainee-access.ts'

export const INTEREST_NOT_FOUND = 'Dieses Hobby gibt es in Deinem Profil nicht.'
export const INTEREST_TWICE = 'Dieses Hobby steht schon in Deinem Profil.'
export const TOO_MANY_INTERESTS = `Du kannst höchstens ${TRAINEE_LIMITS.interests} Hobbys angeben.`

/** Hobbies and interests of the trainee (SPEC §7: POST /api/interests/{traineeId}, PUT …/interests/{interestId}). */
export function registerTraineeInterestRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context

  async function refuseTwice(userId: number, name: string, exceptId: number | null) {
    const rows = await db.selectFrom('trainee_interests').select(['id', 'name']).where('user_id', '=', userId).execute()
    const same = rows.find((row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase())
    if (same) throw new HttpError(422, INTEREST_TWICE, { name: [INTEREST_TWICE] })
    return rows.length
  }

  async function ownInterest(userId: number, interestId: number) {
    const row = await db
      .selectFrom('trainee_interests')
      .select(['id', 'name'])
      .where('id', '=', interestId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!row) throw notFound(INTEREST_NOT_FOUND)
    return row
  }

  registerRoute(app, contract.createTraineeInterest, async ({ session, params, body }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.traineeId)
    const count = await refuseTwice(id, body.name, null)
    if (count >= TRAINEE_LIMITS.interests) throw new HttpError(422, TOO_MANY_INTERESTS, { name: [TOO_MANY_INTERESTS] })
    const row = await db
      .insertInto('trainee_interests')
      .values({ user_id: id, name: body.name, created_at: new Date(context.now()).toISOString() })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow()
    return { data: row }
  })

  registerRoute(app, contract.updateTraineeInterest, async ({ session, params, body }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    const row = await ownInterest(id, params.interestId)
    await refuseTwice(id, body.name, row.id)
    await db.updateTable('trainee_interests').set({ name: body.name }).where('id', '=', row.id).execute()
    return { data: { id: row.id, name: body.name } }
  })

  registerRoute(app, contract.deleteTraineeInterest, async ({ session, params }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    const row = await ownInterest(id, params.interestId)
    await db.deleteFrom('trainee_interests').where('id', '=', row.id).execute()
    return { message: 'Das Hobby wurde entfernt.' }
  })
}
