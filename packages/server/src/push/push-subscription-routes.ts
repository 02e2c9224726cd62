import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { syncOneSignalId } from './one-signal-id.ts'
import { requirePublicPushEndpoint } from './push-endpoint-check.ts'

/** Browsers one account keeps subscribed; a new one beyond this replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10

const EXPIRED = 'Dieses Push-Abo ist bereits abgelaufen. Bitte schalte die Benachrichtigungen noch einmal ein.'

/** docs/push.md: the VAPID public key, and subscribing or unsubscribing this browser. */
export function registerPushSubscriptionRoutes(app: Hono, context: AppContext): void {
  const { db } = context
  const now = context.now ?? Date.now
  const limiter = limiterOf(context)

  registerRoute(app, contract.pushPublicKey, () => ({ data: { public_key: context.config.vapid.publicKey } }))

  registerRoute(app, contract.subscribePush, async ({ body, session }) => {
    const userId = sessionOf(session).user.id
    if (body.expirationTime != null && body.expirationTime <= now())
      throw new HttpError(422, EXPIRED, { expirationTime: [EXPIRED] })
    requirePublicPushEndpoint(context.config, body.endpoint)
    await limiter.consume('pushSubscriptions', userId)
    const createdAt = new Date(now()).toISOString()
    await db.transaction().execute(async (trx) => {
      // One browser, one account: whoever subscribed last on it receives its pushes.
      const row = { user_id: userId, p256dh: body.keys.p256dh, auth: body.keys.auth, created_at: createdAt }
      const previous = await trx
        .selectFrom('push_subscriptions')
        .select('user_id')
        .where('endpoint', '=', body.endpoint)
        .executeTakeFirst()
      await trx
        .insertInto('push_subscriptions')
        .values({ ...row, endpoint: body.endpoint, last_sent_at: null })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...row, last_sent_at: null }))
        .execute()
      const kept = await trx
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_PUSH_SUBSCRIPTIONS)
        .execute()
      await trx
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where(
          'id',
          'not in',
          kept.map((k) => k.id),
        )
        .execute()
      await syncOneSignalId(trx, userId)
      if (previous && previous.user_id !== userId) await syncOneSignalId(trx, previous.user_id)
    })
    return { data: { endpoint: body.endpoint, created_at: createdAt } }
  })

  registerRoute(app, contract.unsubscribePush, async ({ query, session }) => {
    const userId = sessionOf(session).user.id
    await db.transaction().execute(async (trx) => {
      // Only the caller's own row: someone else's endpoint is left alone and the answer is the same.
      await trx
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', query.endpoint)
        .where('user_id', '=', userId)
        .execute()
      await syncOneSignalId(trx, userId)
    })
    return null
  })
}
