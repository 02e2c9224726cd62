/**
 * @module create-realtime — the realtime server as configured: the in-process bus and presence by
 * default, Redis pub/sub and Redis presence when REDIS_URL is set, so several processes act as one.
 */
import { type Clock, systemClock } from './clock.ts'
import { createLocalBus } from './local-bus.ts'
import { createLocalPresenceStore } from './local-presence-store.ts'
import type { RealtimeApp } from './realtime-app.ts'
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './realtime-server.ts'
import { createRedisBus } from './redis-bus.ts'
import { connectRedis } from './redis-connection.ts'
import { createRedisPresenceStore } from './redis-presence-store.ts'

export interface CreateRealtimeOptions
  extends Omit<RealtimeServerOptions, 'app' | 'bus' | 'presence' | 'clock' | 'log'> {
  app: RealtimeApp
  redisUrl?: string
  /** Keys and the pub/sub channel in Redis start with it; processes of one deployment share it. */
  redisPrefix?: string
  /** Presence heartbeat of this process and how long a silent process counts as alive (Redis only). */
  presenceHeartbeatMs?: number
  presenceTtlMs?: number
  clock?: Clock
  log?: (line: string) => void
}

export async function createRealtime(options: CreateRealtimeOptions): Promise<RealtimeServer> {
  const { app, redisUrl, clock = systemClock, log = console.error } = options
  if (!redisUrl) {
    return createRealtimeServer({ ...options, bus: createLocalBus(), presence: createLocalPresenceStore(), clock, log })
  }
  const prefix = options.redisPrefix ?? `oabat:realtime:${app.id}:`
  const redis = await connectRedis(redisUrl, log)
  const bus = await createRedisBus(redis, prefix)
  const presence = await createRedisPresenceStore(redis, {
    prefix,
    clock,
    heartbeatMs: options.presenceHeartbeatMs,
    ttlMs: options.presenceTtlMs,
    log,
  })
  const server = createRealtimeServer({ ...options, bus, presence, clock, log })
  return {
    ...server,
    async close() {
      await server.close()
      redis.destroy()
    },
  }
}
