/**
 * The fixed "now" of the demo data: timestamps are spread backwards from here so every seed
 * writes the same rows, whatever day it runs.
 */
export const DEMO_REFERENCE_TIME = Date.UTC(2026, 10, 15, 9, 0, 0)

const DAY_MS = 86_400_000

/** An ISO timestamp between minDays and maxDays before the reference time, to the second. */
export function daysBefore(rng: { next(): number }, minDays: number, maxDays: number): string {
  const offset = (minDays + rng.next() * (maxDays - minDays)) * DAY_MS
  return new Date(Math.floor((DEMO_REFERENCE_TIME - offset) / 1000) * 1000).toISOString()
}

/** An ISO timestamp between from and the reference time. */
export function between(rng: { next(): number }, fromIso: string): string {
  const from = Date.parse(fromIso)
  const at = from + rng.next() * (DEMO_REFERENCE_TIME - from)
  return new Date(Math.floor(at / 1000) * 1000).toISOString()
}

/** An ISO timestamp up to maxDays before the given one. */
export function shortlyBefore(rng: { next(): number }, iso: string, maxDays: number): string {
  const at = Date.parse(iso) - rng.next() * maxDays * DAY_MS
  return new Date(Math.floor(at / 1000) * 1000).toISOString()
}
