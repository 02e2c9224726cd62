/**
 * @module icalendar — one event as an iCalendar file (RFC 5545), so pupils and teachers put it in
 * their calendars. Written by hand (about 60 lines) instead of a library: text values are escaped
 * (§3.3.11: backslash, semicolon, comma, line breaks), lines are folded at 75 octets of UTF-8
 * without splitting a character (§3.1), and every line ends in CRLF.
 */

export interface CalendarEvent {
  /** Unique and stable for the event, e.g. "event-12@oabat.de". */
  uid: string
  title: string
  description: string
  /** ISO 8601 instants. */
  startAt: string
  endAt: string | null
  location: string | null
  /** The event's public page (absolute). */
  url: string | null
}

/** §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** §3.1: lines longer than 75 octets continue on the next line after CRLF and one space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** §3.3.5 DATE-TIME in UTC: 20261201T170000Z. */
export function icsDateTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** The whole VCALENDAR with one VEVENT; `now` is DTSTAMP. */
export function eventToIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//oabat//Events//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(now.toISOString())}`,
    `DTSTART:${icsDateTime(event.startAt)}`,
    ...(event.endAt ? [`DTEND:${icsDateTime(event.endAt)}`] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}

/** A file name for the download: the event's slug, safe for every file system. */
export function icsFileName(slug: string): string {
  return `${slug.replace(/[^a-z0-9-]/gi, '-').slice(0, 80) || 'event'}.ics`
}
