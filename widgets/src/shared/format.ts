/** German display formats of the widgets (distances, dates, initials), built on Intl. */

const DAY_MS = 86_400_000
const shortDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' })
const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' })
const relative = new Intl.RelativeTimeFormat('de-DE', { numeric: 'auto' })
const integer = new Intl.NumberFormat('de-DE')
const kmNear = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })
const kmFar = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 })

/** "1.234" */
export function formatCount(value: number): string {
  return integer.format(value)
}

/** "12 km", "3,4 km" (one decimal below 10 km, where it still means something). */
export function formatDistance(km: number): string {
  return (km < 10 ? kmNear : kmFar).format(km)
}

/** A date-only string ("2027-08-01") is a calendar day, not UTC midnight; read it as local. */
export function parseDay(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/** "ab 1. Aug. 2027"; a start in the past or today is "ab sofort". */
export function formatStartDate(value: string, now = new Date()): string | null {
  const date = parseDay(value)
  if (!date) return null
  return startOfDay(date) <= startOfDay(now) ? 'ab sofort' : `ab ${shortDate.format(date)}`
}

/** "heute", "gestern", "vor 3 Tagen" within a week, else "am 3. März 2026". */
export function formatPublished(value: string, now = new Date()): string | null {
  const date = parseDay(value)
  if (!date) return null
  const days = Math.max(0, Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS))
  return days < 7 ? relative.format(-days, 'day') : `am ${longDate.format(date)}`
}

/** Up to two initials of a name, for a missing or broken logo. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s&+-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
  return letters.join('') || '?'
}
