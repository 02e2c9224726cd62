/** German display formats of the portal pages. */

const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' })

/** A date-only string ("2027-08-01") is a calendar day; read it as local time. */
function parseDay(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "1. August 2027"; a start today or earlier is "ab sofort"; none is "nach Absprache". */
export function formatStart(value: string | null, now = new Date()): string {
  if (!value) return 'nach Absprache'
  const date = parseDay(value)
  if (!date) return 'nach Absprache'
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  return date <= today ? 'ab sofort' : longDate.format(date)
}

/** "3 Jahre", "3,5 Jahre", "6 Monate". */
export function formatDuration(months: number | null): string | null {
  if (!months || months <= 0) return null
  if (months % 12 === 0) return months === 12 ? '1 Jahr' : `${months / 12} Jahre`
  if (months % 6 === 0 && months > 12) return `${String(months / 12).replace('.', ',')} Jahre`
  return months === 1 ? '1 Monat' : `${months} Monate`
}

/** SPEC §3 graduation options as German labels. */
const GRADUATIONS: Record<string, string> = {
  none: 'Kein Abschluss nötig',
  main: 'Mittelschulabschluss',
  quali: 'Qualifizierender Mittelschulabschluss',
  mittel: 'Mittlere Reife',
  fos: 'Fachhochschulreife',
  abi: 'Abitur',
  bachelor: 'Bachelor',
  master: 'Master',
  diploma: 'Diplom',
}

export function graduationLabel(value: string | null): string | null {
  return value ? (GRADUATIONS[value] ?? value) : null
}

export function formatPositions(count: number): string {
  return count === 1 ? '1 freier Platz' : `${count} freie Plätze`
}

/** Up to two initials of a name, shown instead of a missing logo. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&+-]+/).filter((word) => /^[\p{L}\d]/u.test(word))
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

const kmFormat = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })
const dayFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' })
const dayTimeFormat = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
})

/** "3,4 km" */
export function formatKm(km: number): string {
  return kmFormat.format(km)
}

/** "12. November 2026" of a timestamp. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date)
}

/** "Samstag, 5. Dezember 2026 um 09:00" of a timestamp, in German time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dayTimeFormat.format(date).replace(', ', ', ').replace(/ um /, ' um ')
}
