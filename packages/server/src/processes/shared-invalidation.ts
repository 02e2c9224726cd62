/**
 * @module shared-invalidation — tells the other server processes that data behind a cache changed,
 * so they drop their copy at once instead of serving it until it expires (ARCHITECTURE decision 12).
 * One process (SQLite, or PostgreSQL without REDIS_URL) has nobody to tell; with REDIS_URL the
 * notes travel over one Redis pub/sub channel, as the realtime bus's events do.
 */
import { randomBytes } from 'node:crypto'
import { connectRedis } from '../realtime/redis-connection.ts'

/** What changed: `search` = jobs or businesses (search caches); `suggestions` = the rebuilt suggestions. */
export type InvalidationTopic = 'search' | 'suggestions'

export interface SharedInvalidation {
  /** Tells the other processes (not this one) that `topic` changed; never fails the caller's write. */
  publish(topic: InvalidationTopic): void
  /** Runs `listener` when another process published `topic`. */
  onRemote(topic: InvalidationTopic, listener: () => void): void
  close(): Promise<void>
}

/** The only process: nothing to tell anyone. */
export function createLocalInvalidation(): SharedInvalidation {
  return { publish() {}, onRemote() {}, close: async () => {} }
}

interface Note {
  /** The publishing process, which skips its own note. */
  o: string
  t: InvalidationTopic
}

/** Processes sharing `redisUrl` and `channel` hear each other's invalidations. */
export async function createRedisInvalidation(
  redisUrl: string,
  channel: string,
  log: (line: string) => void = console.error,
): Promise<SharedInvalidation> {
  const origin = randomBytes(8).toString('hex')
  const listeners = new Map<InvalidationTopic, Array<() => void>>()
  const publisher = await connectRedis(redisUrl, log)
  const subscriber = publisher.duplicate()
  subscriber.on('error', () => {
    // The publisher logs connection trouble; the duplicate reconnects on its own.
  })
  await subscriber.connect()
  await subscriber.subscribe(channel, (raw) => {
    let note: Note
    try {
      note = JSON.parse(raw) as Note
    } catch {
      return
    }
    if (note.o === origin) return
    for (const listener of listeners.get(note.t) ?? []) listener()
  })
  return {
    publish(topic) {
      // A lost note costs freshness, not correctness: the other processes' caches expire within 30 s.
      publisher
        .publish(channel, JSON.stringify({ o: origin, t: topic } satisfies Note))
        .catch((error: Error) => log(`cache invalidation not sent to the other processes: ${error.message}`))
    },
    onRemote(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener])
    },
    async close() {
      listeners.clear()
      await subscriber.unsubscribe(channel)
      subscriber.destroy()
      publisher.destroy()
    },
  }
}
