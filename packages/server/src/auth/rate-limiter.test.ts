import { describe, expect, it } from 'vitest'
import { HttpErrorWithHeaders } from './http-error-with-headers.ts'
import { createRateLimiter, LIMITS_UNAVAILABLE, type RateLimitStore } from './rate-limiter.ts'

describe('createRateLimiter', () => {
  it('answers 503 with Retry-After when its counters cannot be reached, so no write goes through uncounted', async () => {
    const unreachable: RateLimitStore = {
      hit: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
      close: () => Promise.resolve(),
    }
    const limiter = createRateLimiter(() => 0, unreachable)
    const error = await limiter.consume('chatBurst', 7).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpErrorWithHeaders)
    expect(error).toMatchObject({ status: 503, message: LIMITS_UNAVAILABLE, headers: { 'Retry-After': '60' } })
  })
})
