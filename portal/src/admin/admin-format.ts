const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' })
const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' })

/** A stored time as the admin reads it, e.g. „25.11.2026, 14:05“. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso))
}

/** A stored time as a date only, e.g. „25.11.2026“. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso))
}
