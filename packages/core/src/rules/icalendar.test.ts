import { describe, expect, it } from 'vitest'
import { escapeIcsText, eventToIcs, foldIcsLine, icsDateTime, icsFileName } from './icalendar.ts'

const octets = (line: string) => new TextEncoder().encode(line).length

describe('iCalendar (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds lines at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'ä'.repeat(100)}`
    const folded = foldIcsLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(2)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x')
  })

  it('writes date-times in UTC', () => {
    expect(icsDateTime('2026-12-01T18:00:00+01:00')).toBe('20261201T170000Z')
  })

  it('writes one VEVENT with CRLF line ends, optional fields only when present', () => {
    const text = eventToIcs(
      {
        uid: 'event-7@oabat.test',
        title: 'Ausbildungsmesse; Passau, 2026',
        description: 'Zeile 1\nZeile 2',
        startAt: '2026-12-01T09:00:00.000Z',
        endAt: null,
        location: 'Passau',
        url: 'https://oabat.test/event/messe',
      },
      new Date('2026-11-25T01:00:00.000Z'),
    )
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false)
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('UID:event-7@oabat.test')
    expect(lines).toContain('DTSTAMP:20261125T010000Z')
    expect(lines).toContain('DTSTART:20261201T090000Z')
    expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false)
    expect(lines).toContain('SUMMARY:Ausbildungsmesse\\; Passau\\, 2026')
    expect(lines).toContain('DESCRIPTION:Zeile 1\\nZeile 2')
    expect(lines).toContain('LOCATION:Passau')
    expect(lines).toContain('URL:https://oabat.test/event/messe')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
  })

  it('names the file after the slug', () => {
    expect(icsFileName('messe-passau-1a2b3c')).toBe('messe-passau-1a2b3c.ics')
    expect(icsFileName('')).toBe('event.ics')
  })
})
