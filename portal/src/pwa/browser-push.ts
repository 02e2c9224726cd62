/**
 * This browser's Web Push subscription (docs/push.md): asks for permission, subscribes with the
 * server's VAPID key through the service worker, and tells the server (POST/DELETE /api/push/subscriptions).
 */
import { api } from '../api/api-client.ts'

export type PushState =
  /** The browser cannot do Web Push (no service worker, no PushManager, or not a secure origin). */
  | 'unsupported'
  /** The person blocked notifications for this site; only the browser's site settings undo that. */
  | 'denied'
  | 'off'
  | 'on'

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The worker's registration; waits for /sw.js to be active (main.tsx registers it after load). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/')
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  return navigator.serviceWorker.ready
}

/** base64url → bytes, the form PushManager.subscribe wants the application server key in. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration()).pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

/** Asks for permission (only ever after a click) and subscribes; the resulting state. */
export async function enablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'off'
  const worker = await registration()
  const { data } = await api('pushPublicKey', {})
  const applicationServerKey = keyBytes(data.public_key)
  let subscription = await worker.pushManager.getSubscription()
  // A subscription made with another key (the instance's keys changed) cannot receive our pushes.
  const currentKey = subscription?.options.applicationServerKey
  if (subscription && currentKey && !sameBytes(new Uint8Array(currentKey), applicationServerKey)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
  const json = subscription.toJSON()
  await api('subscribePush', {
    body: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  })
  return 'on'
}

/** Unsubscribes this browser, on the server first (so no push goes to a browser that said no). */
export async function disablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported'
  const subscription = await (await registration()).pushManager.getSubscription()
  if (subscription) {
    await api('unsubscribePush', { query: { endpoint: subscription.endpoint } })
    await subscription.unsubscribe()
  }
  return 'off'
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i])
}

/**
 * Logout: the browser stops receiving this account's pushes (a shared device must not show the next
 * person someone else's messages). Never waits for a worker that is not there.
 */
export async function forgetPushOnLogout(): Promise<void> {
  if (!supported()) return
  const worker = await navigator.serviceWorker.getRegistration('/')
  const subscription = await worker?.pushManager.getSubscription()
  if (!subscription) return
  await api('unsubscribePush', { query: { endpoint: subscription.endpoint } }).catch(() => {})
  await subscription.unsubscribe()
}
