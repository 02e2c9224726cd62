/** oabat's fairs take place in Germany: times in a schedule file are German wall-clock times. */
const ZONE = 'Europe/Berlin'

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** The wall clock in Berlin at an instant. */
export function berlinWallClock(instant: Date): WallClock {
  const found = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  return {
    year: found.year ?? 0,
    month: found.month ?? 0,
    day: found.day ?? 0,
    hour: found.hour ?? 0,
    minute: found.minute ?? 0,
  }
}

/** Milliseconds Berlin is ahead of UTC at an instant (+1 h in winter, +2 h in summer). */
function offsetAt(ms: number): number {
  const wall = berlinWallClock(new Date(ms))
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  return asUtc - Math.floor(ms / 60_000) * 60_000
}

/** The instant (ISO, UTC) of a Berlin wall-clock time (in the autumn's doubled hour one of the two). */
export function berlinToIso(wall: WallClock): string {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  const first = guess - offsetAt(guess)
  const second = guess - offsetAt(first)
  return new Date(Math.min(first, second)).toISOString()
}
