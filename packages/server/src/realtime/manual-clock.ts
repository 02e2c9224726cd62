import type { Clock } from './clock.ts'

/** A clock that moves only when told to, running due interval callbacks in time order (for tests). */
export interface ManualClock extends Clock {
  advance(ms: number): void
}

export function createManualClock(start = 1_700_000_000_000): ManualClock {
  let now = start
  const timers = new Set<{ every: number; due: number; callback: () => void }>()
  return {
    now: () => now,
    every(ms, callback) {
      const timer = { every: ms, due: now + ms, callback }
      timers.add(timer)
      return () => timers.delete(timer)
    },
    advance(ms) {
      const target = now + ms
      for (;;) {
        let next: { every: number; due: number; callback: () => void } | undefined
        for (const timer of timers) if (timer.due <= target && (!next || timer.due < next.due)) next = timer
        if (!next) break
        now = next.due
        next.due += next.every
        next.callback()
      }
      now = target
    },
  }
}
