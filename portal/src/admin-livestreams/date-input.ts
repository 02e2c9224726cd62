/**
 * `<input type="datetime-local">` works in the browser's time zone without an offset; the API wants
 * a moment with offset. These convert between the two (the browser's zone is the admin's).
 */
const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO moment as the value of a datetime-local input ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value as an ISO moment; '' stays null, an unreadable value is sent as typed (the server names it). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

const shown = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' })
const timeOnly = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' })

/** „04.05.2026, 10:00“, or the given text for none. */
export function formatMoment(iso: string | null | undefined, none = 'nicht geplant'): string {
  return iso ? shown.format(new Date(iso)) : none
}

export function formatTime(iso: string): string {
  return timeOnly.format(new Date(iso))
}
