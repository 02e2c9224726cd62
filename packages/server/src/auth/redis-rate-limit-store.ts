import { createHash } from 'node:crypto'
import { connectRedis, type RedisClient } from '../realtime/redis-connection.ts'
import type { RateLimitStore } from './rate-limiter.ts'

/**
 * KEYS: the counter. ARGV: amount, window in milliseconds. Adds the amount; the first hit of a
 * window sets its expiry. Returns the count and the milliseconds left in the window. One script,
 * so the increment and the expiry are atomic across processes.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  left = tonumber(ARGV[2])
end
return {count, left}
`

/**
 * The key prefix of one deployment: `oabat:rl:` and a digest of its database, so that two
 * deployments sharing a Redis server (staging and production, or test runs) never share counts.
 */
export function rateLimitPrefix(databaseIdentity: string): string {
  return `oabat:rl:${createHash('sha256').update(databaseIdentity).digest('hex').slice(0, 12)}:`
}

/**
 * Rate-limit counters in Redis (REDIS_URL): expiring keys, so nothing needs sweeping. Windows follow
 * Redis' own clock; the server's clock only turns the time left into Retry-After.
 */
export async function createRedisRateLimitStore(url: string, prefix: string): Promise<RateLimitStore> {
  const redis: RedisClient = await connectRedis(url)
  return {
    async hit(key, windowMs, now, amount) {
      const [count, left] = (await redis.eval(HIT_SCRIPT, {
        keys: [`${prefix}${key}`],
        arguments: [String(amount), String(windowMs)],
      })) as [number, number]
      return { count: Number(count), resetAt: now + Number(left) }
    },
    async close() {
      redis.destroy()
    },
  }
}
