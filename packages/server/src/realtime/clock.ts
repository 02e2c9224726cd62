/**
 * @module clock — time for the realtime server (activity timeouts, rate limits, presence heartbeats),
 * injectable so tests move time instead of sleeping.
 */
export interface Clock {
  now(): number
  /** Calls `callback` every `ms`; returns a function that stops it. */
  every(ms: number, callback: () => void): () => void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, callback) {
    const timer = setInterval(callback, ms)
    timer.unref()
    return () => clearInterval(timer)
  },
}
