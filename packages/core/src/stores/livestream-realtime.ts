/**
 * A viewer's live connection to one livestream (docs/livestreams.md, Realtime): pusher-js on
 * `private-livestream.{id}`, which the server lets guests join without a token. pusher-js is
 * imported only when the connection opens, so a page pays for it only where a stream is watched.
 */

/** SPEC §7 event names on livestream.{id}, and pusher-js's notice of a (re)subscription. */
export type LivestreamRealtimeEvent =
  | 'NewMessage'
  | 'Updated'
  | 'ViewerCountChanged'
  | 'MessageDeleted'
  | 'AllUserMessagesDeleted'
  | 'LivestreamPollUpdated'
  | 'NewLivestreamEvent'
  | 'pusher:subscription_succeeded'

export interface LivestreamRealtimeOptions {
  /** Origin of the API and websocket server ('' = this page's origin). */
  apiBase: string
  /** The Pusher app key (GET /api/chat/realtime). */
  key: string
  livestreamId: number
}

export interface LivestreamRealtime {
  bind(event: LivestreamRealtimeEvent, handler: (data: unknown) => void): () => void
  disconnect(): void
}

/** Opens its own connection: each watched stream counts as one viewer while it is open. */
export async function openLivestreamRealtime(options: LivestreamRealtimeOptions): Promise<LivestreamRealtime> {
  const { default: Pusher } = await import('pusher-js')
  const url = new URL(options.apiBase || globalThis.location.origin, globalThis.location.href)
  const tls = url.protocol === 'https:'
  const port = Number(url.port) || (tls ? 443 : 80)
  const pusher = new Pusher(options.key, {
    cluster: 'oabat',
    wsHost: url.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // No token: the livestream channel is open to guests, and a stale token would only be refused.
    channelAuthorization: { transport: 'ajax', endpoint: `${url.origin}/api/broadcasting/auth` },
  })
  const channel = pusher.subscribe(`private-livestream.${options.livestreamId}`)
  return {
    bind(event, handler) {
      channel.bind(event, handler)
      return () => channel.unbind(event, handler)
    },
    disconnect: () => pusher.disconnect(),
  }
}
