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

function wallParts(wall: WallClock): [number, number, number, number, number] {
  return [wall.year, wall.month - 1, wall.day, wall.hour, wall.minute]
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
  // Only a candidate that shows this wall clock in Berlin counts (the hour before the spring change
  // once gave an instant an hour early); in the autumn's doubled hour either may be the one.
  const shows = (ms: number) => Date.UTC(...wallParts(berlinWallClock(new Date(ms)))) === guess
  const fitting = [first, second].filter(shows)
  return new Date(fitting.length > 0 ? Math.min(...fitting) : second).toISOString()
}

/**
 * The instant (ISO 8601, UTC) of a `datetime-local` value („2027-03-12T09:00“) meant as Berlin time,
 * whatever the browser's own zone (a form's date and time); null for anything else.
 */
export function berlinLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number]
  return berlinToIso({ year, month, day, hour, minute })
}
