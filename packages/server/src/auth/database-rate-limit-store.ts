import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { RateLimitStore } from './rate-limiter.ts'

/** How often (clock milliseconds) a process deletes the rows of windows that have ended. */
const SWEEP_EVERY_MS = 10 * 60_000

/**
 * Rate-limit counters in the rate_limits table: one row per key holding its current window. A hit
 * is one upsert that either adds to the running window or starts a new one, atomic on SQLite and
 * PostgreSQL alike, so processes sharing the database share the counts and a restart keeps them.
 */
export function createDatabaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  let nextSweep = 0
  return {
    async hit(key, windowMs, now, amount) {
      if (now >= nextSweep) {
        nextSweep = now + SWEEP_EVERY_MS
        await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute()
      }
      const ended = sql<boolean>`rate_limits.reset_at <= ${now}`
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: amount, reset_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when ${ended} then ${amount} else rate_limits.count + ${amount} end`,
            reset_at: sql<number>`case when ${ended} then ${now + windowMs} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), resetAt: Number(row.reset_at) }
    },
    async close() {},
  }
}
