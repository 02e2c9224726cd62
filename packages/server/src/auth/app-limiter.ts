import type { AppContext } from '../app-context.ts'
import type { RateLimiter } from './rate-limiter.ts'

/**
 * The limiter of a route module's context. createApp always sets one; a module registered without it
 * fails at start, never by letting requests through unlimited.
 */
export function limiterOf(context: AppContext): RateLimiter {
  if (!context.limiter) throw new Error('The app context has no rate limiter (createApp sets one).')
  return context.limiter
}
