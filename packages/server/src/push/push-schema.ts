import type { Generated } from 'kysely'

/**
 * One browser's Web Push subscription (migration 0020, docs/push.md): where the push service takes
 * messages for it (`endpoint`) and the keys that encrypt them. A user has one row per browser.
 */
export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  /** The push service's URL for this browser; unique — a browser belongs to the account that subscribed last. */
  endpoint: string
  /** The browser's P-256 public key (base64url), `keys.p256dh` of the PushSubscription. */
  p256dh: string
  /** The browser's authentication secret (base64url), `keys.auth`. */
  auth: string
  created_at: string
  /** When the last push reached the push service; null before the first. */
  last_sent_at: string | null
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable
}
