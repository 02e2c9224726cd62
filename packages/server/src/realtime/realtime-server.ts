/**
 * @module realtime-server — the Pusher Channels protocol (version 7) over `ws`, on the HTTP server's
 * upgrade event at /app/{key}: connection, ping/pong, subscriptions to public, private and presence
 * channels, client events, and delivery of every event the bus carries to this process's subscribers.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { verifyChannelAuth } from './auth-signature.ts'
import type { Bus } from './bus.ts'
import { createChannelFanout } from './channel-fanout.ts'
import { channelKind, isValidChannelName } from './channel-name.ts'
import { type Clock, systemClock } from './clock.ts'
import { Connection, type Subscription } from './connection.ts'
import type { PresenceStore } from './presence-store.ts'
import { PresenceTracker } from './presence-tracker.ts'
import { CLIENT_EVENT_REJECTED, CloseCode } from './protocol-codes.ts'
import { type ProtocolMessage, parseMessage, presenceMemberOf } from './protocol-message.ts'
import type { RealtimeApp } from './realtime-app.ts'
import { newSocketId } from './socket-id.ts'
import { upgradeRefusal } from './upgrade-refusal.ts'

/** Pusher's limit for one message, client events and triggered events alike. */
export const MAX_MESSAGE_BYTES = 10 * 1024
/** Frames above this are not even read: ws closes the connection with 1009. */
const HARD_FRAME_LIMIT = 256 * 1024
const MAX_EVENT_NAME = 200
/** Channels one connection may hold; a page needs a handful, so more is a runaway or an attack. */
export const MAX_SUBSCRIPTIONS = 100
const MAX_TRIGGER_CHANNELS = 100

export interface RealtimeServerOptions {
  app: RealtimeApp
  bus: Bus
  presence: PresenceStore
  clock?: Clock
  /** Seconds of client silence before the server pings (sent to clients as activity_timeout). */
  activityTimeoutSeconds?: number
  /** How long a `pusher:ping` may stay unanswered before the connection is closed with 4201. */
  pongTimeoutMs?: number
  /** How often connections are checked for silence. */
  sweepIntervalMs?: number
  /** Connections this process accepts; more are refused with 4100. */
  maxConnections?: number
  log?: (line: string) => void
  /**
   * Channels whose subscribers are counted across all processes (livestream viewers): each
   * subscribing connection is kept in the presence store under `subscriberCountKey(channel)`.
   */
  countsSubscribers?: (channel: string) => boolean
}

/** Where the presence store keeps the subscribing connections of a counted channel. */
export function subscriberCountKey(channel: string): string {
  return `#subscribers:${channel}`
}

export interface TriggerOptions {
  /** The socket that caused the event and already knows it (Pusher's socket_id exclusion). */
  exceptSocketId?: string
}

export interface RealtimeServer {
  readonly app: RealtimeApp
  /** Attach to the HTTP server: `server.on('upgrade', realtime.handleUpgrade)`. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Sends an event to every subscriber of the channels, in every server process. */
  trigger(channels: string | string[], event: string, data: unknown, options?: TriggerOptions): Promise<void>
  connectionCount(): number
  /** Connections subscribed to a counted channel, in every process (see `countsSubscribers`). */
  subscriberCount(channel: string): Promise<number>
  /** Called after a connection of this process entered or left a counted channel. */
  onSubscribersChanged(handler: (channel: string) => void): void
  /** True from the start of close(): work begun for a listener checks it before touching the database. */
  isClosing(): boolean
  /** Closes every connection with 4200 (clients reconnect at once), settles presence, closes bus and store. */
  close(): Promise<void>
}

export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { app, bus, clock = systemClock, log = console.error } = options
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120
  const pongTimeoutMs = options.pongTimeoutMs ?? 30_000
  const maxConnections = options.maxConnections ?? Number.POSITIVE_INFINITY
  const presence = new PresenceTracker(options.presence, bus, log)
  const connections = new Set<Connection>()
  /** Channel → its local subscribers, each with its subscription (read on every delivery). */
  const channels = new Map<string, Map<Connection, Subscription>>()
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: HARD_FRAME_LIMIT,
    perMessageDeflate: false,
    clientTracking: false,
  })
  let closing = false

  bus.subscribe(createChannelFanout(channels))

  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const match = /^\/app\/([^/]+)$/.exec(url.pathname)
    wss.handleUpgrade(request, socket, head, (ws) => {
      const refusal = upgradeRefusal({
        key: match?.[1],
        protocol: url.searchParams.get('protocol'),
        app,
        closing,
        full: connections.size >= maxConnections,
      })
      if (refusal) ws.close(refusal.code, refusal.reason)
      else open(ws)
    })
  }

  function open(ws: WebSocket): void {
    const connection = new Connection(ws, newSocketId(), clock.now())
    connections.add(connection)
    ws.on('message', (data, isBinary) => receive(connection, data, isBinary))
    ws.on('pong', () => heard(connection))
    ws.on('error', () => {
      // A broken socket closes; 'close' below cleans up.
    })
    ws.on('close', () => drop(connection))
    connection.sendEvent(
      'pusher:connection_established',
      JSON.stringify({ socket_id: connection.socketId, activity_timeout: activityTimeoutSeconds }),
    )
  }

  function heard(connection: Connection): void {
    connection.lastSeen = clock.now()
    connection.pingSentAt = 0
  }

  function receive(connection: Connection, data: RawData, isBinary: boolean): void {
    heard(connection)
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
    if (isBinary) {
      connection.sendError(null, 'Binary frames are not supported, send JSON text')
      return
    }
    if (bytes.length > MAX_MESSAGE_BYTES) {
      connection.sendError(CLIENT_EVENT_REJECTED, `Message rejected: larger than ${MAX_MESSAGE_BYTES} bytes`)
      return
    }
    const message = parseMessage(bytes)
    if (typeof message === 'string') connection.sendError(null, message)
    else dispatch(connection, message)
  }

  function dispatch(connection: Connection, message: ProtocolMessage): void {
    const payload = typeof message.data === 'object' && message.data !== null ? message.data : {}
    if (message.event === 'pusher:ping') connection.sendEvent('pusher:pong', '{}')
    else if (message.event === 'pusher:pong') return
    else if (message.event === 'pusher:subscribe') void subscribe(connection, payload as SubscribeData)
    else if (message.event === 'pusher:unsubscribe') unsubscribe(connection, (payload as { channel?: unknown }).channel)
    else if (message.event.startsWith('client-')) clientEvent(connection, message.event, message.channel, message.data)
    else connection.sendError(null, `Unsupported event ${message.event.slice(0, MAX_EVENT_NAME)}`)
  }

  interface SubscribeData {
    channel?: unknown
    auth?: unknown
    channel_data?: unknown
  }

  async function subscribe(connection: Connection, data: SubscribeData): Promise<void> {
    const channel = data.channel
    if (!isValidChannelName(channel)) {
      const name = typeof channel === 'string' ? channel.slice(0, 200) : ''
      return connection.sendSubscriptionError(name, 'InvalidChannel', 'Invalid channel name', 400)
    }
    const kind = channelKind(channel)
    if (kind === 'encrypted')
      return connection.sendSubscriptionError(
        channel,
        'UnsupportedChannel',
        'Encrypted channels are not supported',
        400,
      )
    if (connection.subscriptions.has(channel)) return // Subscribing twice changes nothing.
    if (connection.subscriptions.size >= MAX_SUBSCRIPTIONS)
      return connection.sendSubscriptionError(
        channel,
        'LimitReached',
        `At most ${MAX_SUBSCRIPTIONS} channels per connection`,
        429,
      )
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined
    if (kind !== 'public' && !verifyChannelAuth(app, connection.socketId, channel, data.auth, channelData))
      return connection.sendSubscriptionError(channel, 'AuthError', 'Invalid signature', 401)

    if (kind !== 'presence') {
      addSubscriber(connection, channel, {})
      return connection.sendEvent('pusher_internal:subscription_succeeded', '{}', channel)
    }

    const member = presenceMemberOf(channelData)
    if (!member)
      return connection.sendSubscriptionError(channel, 'InvalidChannelData', 'channel_data needs a user_id', 400)
    const subscription: Subscription = { userId: member.userId, pending: [] }
    addSubscriber(connection, channel, subscription)
    try {
      await presence.enter(channel, member, connection.socketId)
      const members = await presence.members(channel)
      if (connection.subscriptions.get(channel) !== subscription) return
      const hash = Object.fromEntries(members.map((m) => [m.userId, m.info]))
      connection.sendEvent(
        'pusher_internal:subscription_succeeded',
        JSON.stringify({ presence: { ids: Object.keys(hash), hash, count: members.length } }),
        channel,
      )
      const held = subscription.pending ?? []
      subscription.pending = undefined
      for (const frame of held) connection.sendWire(frame)
    } catch (error) {
      log(`presence subscription to ${channel} failed: ${(error as Error).message}`)
      if (connection.subscriptions.get(channel) !== subscription) return
      unsubscribe(connection, channel)
      connection.sendSubscriptionError(channel, 'ServerError', 'Presence is unavailable, try again', 503)
    }
  }

  const subscribersChanged: Array<(channel: string) => void> = []
  const countsSubscribers = options.countsSubscribers ?? (() => false)

  /** Keeps a counted channel's subscribing connections in the presence store, then tells the listeners. */
  function countSubscriber(connection: Connection, channel: string, joined: boolean): void {
    if (!countsSubscribers(channel)) return
    const key = subscriberCountKey(channel)
    const change = joined
      ? options.presence.join(key, { userId: connection.socketId, info: null })
      : options.presence.leave(key, connection.socketId)
    void change.then(
      () => {
        // A closing process tells no one: its listeners' work (a viewer count) would outlive the database.
        if (closing) return
        for (const handler of subscribersChanged) handler(channel)
      },
      (error: Error) => log(`subscriber count of ${channel} failed: ${error.message}`),
    )
  }

  function addSubscriber(connection: Connection, channel: string, subscription: Subscription): void {
    countSubscriber(connection, channel, true)
    connection.subscriptions.set(channel, subscription)
    const subscribers = channels.get(channel)
    if (subscribers) subscribers.set(connection, subscription)
    else channels.set(channel, new Map([[connection, subscription]]))
  }

  function unsubscribe(connection: Connection, channel: unknown): void {
    if (typeof channel !== 'string') return
    const subscription = connection.subscriptions.get(channel)
    if (!subscription) return
    connection.subscriptions.delete(channel)
    const subscribers = channels.get(channel)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) channels.delete(channel)
    countSubscriber(connection, channel, false)
    if (subscription.userId !== undefined) void presence.exit(channel, subscription.userId).catch(() => {})
  }

  function clientEvent(connection: Connection, event: string, channel: unknown, data: unknown): void {
    const refusal = clientEventRefusal(connection, event, channel)
    if (refusal || typeof channel !== 'string') {
      connection.sendError(CLIENT_EVENT_REJECTED, `Client event rejected${refusal}`)
      return
    }
    const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {})
    const userId = connection.subscriptions.get(channel)?.userId
    bus
      .publish({ channel, event, data: payload, userId, exceptSocketId: connection.socketId })
      .catch((error: Error) => log(`client event on ${channel}: ${error.message}`))
  }

  /** Why a client event may not go out (the end of Pusher's message), or '' when it may. */
  function clientEventRefusal(connection: Connection, event: string, channel: unknown): string {
    if (typeof channel !== 'string' || !isValidChannelName(channel)) return ': no valid channel'
    const kind = channelKind(channel)
    if (kind !== 'private' && kind !== 'presence') return ': only private and presence channels accept client events'
    const subscription = connection.subscriptions.get(channel)
    if (!subscription || subscription.pending) return `: not subscribed to ${channel}`
    if (event.length > MAX_EVENT_NAME) return ': event name too long'
    // Taken last, so refused events do not use up the budget.
    if (!connection.clientEvents.tryTake(clock.now())) return ' due to rate limit'
    return ''
  }

  /** Closes from our side and forgets the connection at once, not after the closing handshake. */
  function closeConnection(connection: Connection, code: number, reason: string): void {
    connection.close(code, reason)
    drop(connection)
  }

  function drop(connection: Connection): void {
    if (connection.closed) return
    connection.closed = true
    connections.delete(connection)
    for (const channel of [...connection.subscriptions.keys()]) unsubscribe(connection, channel)
  }

  /** Pings silent clients and closes those that let a ping go unanswered. */
  function sweep(): void {
    const now = clock.now()
    for (const connection of connections) {
      if (connection.pingSentAt > 0) {
        if (now - connection.pingSentAt >= pongTimeoutMs)
          closeConnection(connection, CloseCode.pongNotReceived, 'Pong reply not received')
      } else if (now - connection.lastSeen >= activityTimeoutSeconds * 1000) {
        connection.pingSentAt = now
        connection.sendEvent('pusher:ping', '{}')
      }
    }
  }
  const stopSweeping = clock.every(options.sweepIntervalMs ?? 5000, sweep)

  async function trigger(
    target: string | string[],
    event: string,
    data: unknown,
    triggerOptions: TriggerOptions = {},
  ): Promise<void> {
    const list = Array.isArray(target) ? target : [target]
    if (list.length === 0 || list.length > MAX_TRIGGER_CHANNELS)
      throw new RangeError(`trigger takes 1 to ${MAX_TRIGGER_CHANNELS} channels`)
    for (const channel of list) if (!isValidChannelName(channel)) throw new RangeError(`invalid channel ${channel}`)
    if (event.length === 0 || event.length > MAX_EVENT_NAME) throw new RangeError('invalid event name')
    const payload = typeof data === 'string' ? data : JSON.stringify(data)
    if (Buffer.byteLength(payload) > MAX_MESSAGE_BYTES)
      throw new RangeError(`event data larger than ${MAX_MESSAGE_BYTES} bytes`)
    await Promise.all(
      list.map((channel) =>
        bus.publish({ channel, event, data: payload, exceptSocketId: triggerOptions.exceptSocketId }),
      ),
    )
  }

  return {
    app,
    handleUpgrade,
    trigger,
    connectionCount: () => connections.size,
    subscriberCount: async (channel) => (await options.presence.members(subscriberCountKey(channel))).length,
    onSubscribersChanged: (handler) => {
      subscribersChanged.push(handler)
    },
    isClosing: () => closing,
    async close() {
      if (closing) return
      closing = true
      stopSweeping()
      const sockets = [...connections].map((connection) => connection.socket)
      const closed = Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve))))
      for (const connection of [...connections])
        closeConnection(connection, CloseCode.reconnectNow, 'Server is restarting, reconnect')
      // Clients answer the close frame at once; cut off those that do not within a second.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())])
      for (const socket of sockets) socket.terminate()
      await presence.settled()
      await bus.close()
      await options.presence.close()
    },
  }
}
