import { HttpErrorWithHeaders } from './http-error-with-headers.ts'

export interface RateLimitRule {
  /** Requests allowed per window and key. */
  limit: number
  windowMs: number
}

/** The limits of docs/accounts.md: per key, in a fixed window. */
export const RATE_LIMITS = {
  /** Per client address and e-mail address. */
  login: { limit: 10, windowMs: 15 * 60_000 },
  /** Codes sent per recipient (e-mail or phone), so nobody can flood someone's inbox. */
  otpSend: { limit: 5, windowMs: 60 * 60_000 },
  /** Code checks and account look-ups per client address and identifier (each code also allows only 5 wrong tries). */
  otpCheck: { limit: 20, windowMs: 10 * 60_000 },
  /** The same per client address alone: generous, since a whole school class may share one address. */
  otpCheckPerAddress: { limit: 300, windowMs: 10 * 60_000 },
  /** Reset links per e-mail address, counted whether or not the account exists. */
  passwordRequest: { limit: 5, windowMs: 60 * 60_000 },
  /** Reset attempts per client address. */
  passwordReset: { limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitName = keyof typeof RATE_LIMITS

export const TOO_MANY_REQUESTS = 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann noch einmal.'

/** Where the counters live; in-process by default, replaceable by a shared store when several processes serve. */
export interface RateLimitStore {
  /** Counts one hit; returns the count in the current window and when that window ends. */
  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number }
}

/** Fixed-window counters in a Map; expired windows are dropped as the Map is swept. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = 0
  return {
    hit(key, windowMs, now) {
      if (now >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
        nextSweep = now + 60_000
      }
      const current = windows.get(key)
      if (!current || current.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs }
        windows.set(key, fresh)
        return fresh
      }
      current.count += 1
      return current
    },
  }
}

export interface RateLimiter {
  /** Counts a request; throws 429 with Retry-After (seconds) once the limit is passed. */
  consume(name: RateLimitName, key: string): void
}

export function createRateLimiter(
  now: () => number,
  store: RateLimitStore = createMemoryRateLimitStore(),
): RateLimiter {
  return {
    consume(name, key) {
      const rule = RATE_LIMITS[name]
      const at = now()
      const { count, resetAt } = store.hit(`${name}:${key}`, rule.windowMs, at)
      if (count > rule.limit) {
        const seconds = Math.max(1, Math.ceil((resetAt - at) / 1000))
        throw new HttpErrorWithHeaders(429, TOO_MANY_REQUESTS, { 'Retry-After': String(seconds) })
      }
    },
  }
}
