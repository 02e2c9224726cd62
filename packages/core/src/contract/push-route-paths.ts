import type { RouteRef } from './define-route.ts'

/** Web Push (issue #13 item 5, docs/push.md): the server's public key and this browser's subscription. */
export const pushRoutePaths = {
  pushPublicKey: { method: 'GET', path: '/api/push/public_key' },
  subscribePush: { method: 'POST', path: '/api/push/subscriptions' },
  unsubscribePush: { method: 'DELETE', path: '/api/push/subscriptions' },
} as const satisfies Record<string, RouteRef>
