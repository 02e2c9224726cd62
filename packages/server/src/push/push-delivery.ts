import webPush from 'web-push'
import type { AppContext } from '../app-context.ts'
import { syncOneSignalId } from './one-signal-id.ts'
import type { PushSubscriptionsTable } from './push-schema.ts'

/** How long the push service keeps a message for a browser that is offline: a chat push is stale after a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60

/** A push service that does not answer within this is given up on (the next message tries again). */
export const PUSH_TIMEOUT_MS = 10_000

export interface PushMessage {
  /** JSON the service worker shows (PushNotificationPayload). */
  payload: unknown
  /** RFC 8030 Topic: a newer message with the same topic replaces an undelivered older one. */
  topic: string
  urgency: 'very-low' | 'low' | 'normal' | 'high'
}

type StoredSubscription = Pick<PushSubscriptionsTable, 'user_id' | 'endpoint' | 'p256dh' | 'auth'> & { id: number }

/** What happened to one push: delivered, the browser is gone (row removed), or the push service failed. */
export type PushOutcome = 'sent' | 'removed' | 'failed'

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with the web-push library and posts the
 * request itself, so the timeout is ours. 404 and 410 mean the browser dropped the subscription: the
 * row goes (docs/push.md). Nothing here throws; a failure is logged and reported.
 */
export async function deliverPush(
  context: AppContext,
  subscription: StoredSubscription,
  message: PushMessage,
): Promise<PushOutcome> {
  const { vapid } = context.config
  let status: number
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message.payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: message.urgency,
        topic: message.topic,
        contentEncoding: 'aes128gcm',
      },
    )
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    })
    status = response.status
    await response.body?.cancel()
  } catch (error) {
    console.error(`push to ${new URL(subscription.endpoint).host} failed:`, (error as Error).message)
    return 'failed'
  }
  const now = new Date((context.now ?? Date.now)()).toISOString()
  if (status === 404 || status === 410) {
    await context.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute()
      await syncOneSignalId(trx, subscription.user_id)
    })
    return 'removed'
  }
  if (status >= 200 && status < 300) {
    await context.db
      .updateTable('push_subscriptions')
      .set({ last_sent_at: now })
      .where('id', '=', subscription.id)
      .execute()
    return 'sent'
  }
  console.error(`push to ${new URL(subscription.endpoint).host} refused with ${status}`)
  return 'failed'
}
