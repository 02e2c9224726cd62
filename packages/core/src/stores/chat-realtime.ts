import { onLogoutReset } from './logout-reset.ts'

/**
 * What the chat listens to on its realtime channel (docs/chat.md). pusher-js fires
 * `pusher:subscription_succeeded` when the channel is subscribed — also again after a reconnect —
 * so a client reloads then what may have arrived while it was not listening.
 */
export type ChatRealtimeEvent =
  | 'MessageSent'
  | 'MessageUpdated'
  | 'UserTyping'
  | 'pusher:subscription_succeeded'
  | 'ConversationUpdated'

export interface ChatRealtimeOptions {
  /** Origin of the API and websocket server, e.g. https://oabat.de ('' = this page's origin). */
  apiBase: string
  key: string
  token: string
  userId: number
}

/** Another channel on the same connection (e.g. `private-livestream.{id}` for the admin's moderation). */
export interface RealtimeChannel {
  bind(event: string, handler: (data: unknown) => void): () => void
  unsubscribe(): void
}

export interface ChatRealtime {
  bind(event: ChatRealtimeEvent, handler: (data: unknown) => void): () => void
  /** Subscribes to another channel over this connection (authorised like the chat channel). */
  subscribe(channelName: string): RealtimeChannel
  /** The connection's socket id, sent as X-Socket-Id so the server skips the sending tab. */
  socketId(): string | undefined
  disconnect(): void
}

let current: { id: string; connection: Promise<ChatRealtime> } | null = null

function endpoint(apiBase: string): URL {
  return new URL(apiBase || globalThis.location.origin, globalThis.location.href)
}

async function open(options: ChatRealtimeOptions): Promise<ChatRealtime> {
  // pusher-js is loaded only when a chat opens: pages without chat never download it.
  const { default: Pusher } = await import('pusher-js')
  const url = endpoint(options.apiBase)
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
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${url.origin}/api/broadcasting/auth`,
      headers: { Authorization: `Bearer ${options.token}` },
    },
  })
  const channel = pusher.subscribe(`private-chatmessage.${options.userId}`)
  return {
    bind(event, handler) {
      channel.bind(event, handler)
      return () => channel.unbind(event, handler)
    },
    subscribe(channelName) {
      const other = pusher.subscribe(channelName)
      return {
        bind(event, handler) {
          other.bind(event, handler)
          return () => other.unbind(event, handler)
        },
        unsubscribe: () => pusher.unsubscribe(channelName),
      }
    },
    socketId: () => pusher.connection.socket_id ?? undefined,
    disconnect: () => pusher.disconnect(),
  }
}

/**
 * The one realtime connection of the signed-in user's chat, opened on first use and shared by every
 * chat view; a new token or user opens a new one. Logout closes it (SPEC §4 Auth).
 */
export function chatRealtime(options: ChatRealtimeOptions): Promise<ChatRealtime> {
  const id = `${options.apiBase}|${options.key}|${options.token}|${options.userId}`
  if (current?.id === id) return current.connection
  closeChatRealtime()
  const connection = open(options)
  current = { id, connection }
  connection.catch(() => {
    if (current?.connection === connection) current = null
  })
  return connection
}

export function closeChatRealtime(): void {
  const previous = current
  current = null
  previous?.connection.then((realtime) => realtime.disconnect()).catch(() => {})
}

onLogoutReset(closeChatRealtime)
