/**
 * Days of the statistics are Berlin calendar days (the platform's visitors live there): a visit at
 * 00:30 belongs to the day it is in Germany. Berlin's offset is a whole hour, so the day of a
 * moment depends on its UTC hour only, which is cached.
 */
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const dayOfHour = new Map<string, string>()

/** The Berlin day (YYYY-MM-DD) of an ISO timestamp in UTC. */
export function berlinDay(iso: string): string {
  const hour = iso.slice(0, 13)
  let day = dayOfHour.get(hour)
  if (day === undefined) {
    day = formatter.format(new Date(`${hour}:00:00Z`))
    if (dayOfHour.size > 100_000) dayOfHour.clear()
    dayOfHour.set(hour, day)
  }
  return day
}

/** The UTC ISO timestamp at which a Berlin day begins (23:00 or 22:00 UTC of the day before). */
export function berlinDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  const twoHoursBefore = new Date(midnightUtc - 2 * 3_600_000).toISOString()
  const offsetHours = berlinDay(twoHoursBefore) === day ? 2 : 1
  return new Date(midnightUtc - offsetHours * 3_600_000).toISOString()
}

/** The day after (or before, with a negative step) a YYYY-MM-DD day. */
export function addDays(day: string, step: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10)
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
