import { z } from 'zod'

const ENDPOINT = 'Die Push-Adresse muss eine https-Adresse eines Push-Dienstes sein.'
const KEY = 'Der Schlüssel des Browsers fehlt oder ist ungültig.'

/** A base64url value as browsers send it in PushSubscription.toJSON(). */
function base64UrlKey(min: number, max: number) {
  return z
    .string({ error: KEY })
    .min(min, KEY)
    .max(max, KEY)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, KEY)
}

/** The push service URL of one browser; plain http only on the machine itself (development, tests). */
export const pushEndpointField = z
  .string({ error: ENDPOINT })
  .max(1000, 'Die Push-Adresse darf höchstens 1000 Zeichen lang sein.')
  .refine((value) => {
    if (!URL.canParse(value)) return false
    const url = new URL(value)
    if (url.username || url.password) return false
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    )
  }, ENDPOINT)

/** POST /api/push/subscriptions: PushSubscription.toJSON() of the browser (docs/push.md). */
export const PushSubscriptionBody = z
  .object({
    endpoint: pushEndpointField,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes → 87 characters) and a 16-byte secret (22 characters).
        p256dh: base64UrlKey(86, 90),
        auth: base64UrlKey(21, 26),
      },
      { error: KEY },
    ),
  })
  .meta({ id: 'PushSubscriptionBody' })
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>

/** DELETE /api/push/subscriptions?endpoint=: the browser that no longer wants pushes. */
export const PushUnsubscribeQuery = z.object({ endpoint: pushEndpointField })

/** GET /api/push/public_key: what PushManager.subscribe needs as applicationServerKey. */
export const PushPublicKey = z.object({ public_key: z.string() }).meta({ id: 'PushPublicKey' })
export type PushPublicKey = z.infer<typeof PushPublicKey>

/** A stored subscription as its owner sees it. */
export const PushSubscriptionState = z
  .object({ endpoint: z.string(), created_at: z.string() })
  .meta({ id: 'PushSubscriptionState' })
export type PushSubscriptionState = z.infer<typeof PushSubscriptionState>

/** What the service worker gets in a push message and shows as a notification. */
export interface PushNotificationPayload {
  title: string
  body: string
  /** Portal path opened on click, e.g. /chat?conversation_id=4. */
  url: string
  /** Notifications with the same tag replace each other (one per conversation). */
  tag: string
}
