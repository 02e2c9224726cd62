/**
 * @module pusher-clients — the official pusher-js client in Node pointed at a test server, and small
 * waits on its events, so protocol tests read like what a browser does.
 */
import Pusher from 'pusher-js'
import { TEST_APP } from './standalone-realtime.ts'

export type PusherClient = InstanceType<typeof Pusher>
type Bindable = {
  bind(event: string, callback: (data: never) => void): unknown
  unbind(event: string, callback: (data: never) => void): unknown
}

export interface PusherTarget {
  url: string
  port: number
  key?: string
}

/** A pusher-js client of the target, signed in with `token` for private and presence channels. */
export function pusherClient(target: PusherTarget, token?: string): PusherClient {
  return new Pusher(target.key ?? TEST_APP.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: target.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${target.url}/api/broadcasting/auth`,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  })
}

/** The next `event` on a pusher-js emitter (connection, channel or client), or a timeout error. */
export function nextEvent<T = unknown>(emitter: Bindable, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.unbind(event, onEvent)
      reject(new Error(`no ${event} within ${timeoutMs} ms`))
    }, timeoutMs)
    const onEvent = (data: T) => {
      clearTimeout(timer)
      emitter.unbind(event, onEvent as (data: never) => void)
      resolve(data)
    }
    emitter.bind(event, onEvent as (data: never) => void)
  })
}

export async function connected(client: PusherClient): Promise<PusherClient> {
  if (client.connection.state !== 'connected') await nextEvent(client.connection, 'connected')
  return client
}

/** Resolves once the channel is subscribed, also when that happened before the call. */
export async function subscribed<C extends Bindable & { subscribed: boolean }>(channel: C): Promise<C> {
  if (!channel.subscribed) await nextEvent(channel, 'pusher:subscription_succeeded')
  return channel
}

/** Collects every `event` of an emitter, for asserting what arrived (and what did not). */
export function collect<T = unknown>(emitter: Bindable, event: string): T[] {
  const seen: T[] = []
  emitter.bind(event, ((data: T) => seen.push(data)) as (data: never) => void)
  return seen
}

export function disconnected(client: PusherClient): Promise<void> {
  if (client.connection.state === 'disconnected') return Promise.resolve()
  const done = nextEvent<void>(client.connection, 'disconnected')
  client.disconnect()
  return done
}
