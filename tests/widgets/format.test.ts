/** German display formats of the cards: distance, start date, publication date, initials. */
import { describe, expect, test } from 'vitest'
import { jobListSummary } from '../../widgets/src/job-list/job-list-summary.ts'
import {
  formatDistance,
  formatPublished,
  formatStartDate,
  initialsOf,
  parseDay,
} from '../../widgets/src/shared/format.ts'

const NOW = new Date(2026, 2, 10, 12, 0) // 10 March 2026, local time

describe('card formats', () => {
  test.each([
    [12.3, '12 km'],
    [3.44, '3,4 km'],
    [0.2, '0,2 km'],
    [150, '150 km'],
  ])('distance %d km reads %s', (km, text) => {
    expect(formatDistance(km)).toBe(text)
  })

  test.each([
    ['2027-08-01', 'ab 1. Aug. 2027'],
    ['2026-09-01', 'ab 1. Sept. 2026'],
    ['2026-03-10', 'ab sofort'],
    ['2025-08-01', 'ab sofort'],
  ])('start %s reads %s', (day, text) => {
    expect(formatStartDate(day, NOW)).toBe(text)
  })

  test.each([
    [new Date(2026, 2, 10, 8).toISOString(), 'heute'],
    [new Date(2026, 2, 9, 20).toISOString(), 'gestern'],
    [new Date(2026, 2, 7, 9).toISOString(), 'vor 3 Tagen'],
    ['2026-02-03', 'am 3. Februar 2026'],
  ])('published %s reads %s', (value, text) => {
    expect(formatPublished(value, NOW)).toBe(text)
  })

  test('a date-only value is that calendar day, not UTC midnight', () => {
    expect(parseDay('2027-08-01')?.getDate()).toBe(1)
    expect(parseDay('kein Datum')).toBeNull()
  })

  test.each([
    ['Schreinerei Holzwerk GmbH', 'SH'],
    ['bäckerei Müller', 'BM'],
    ['Meier & Söhne', 'MS'],
    ['123', '?'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('list summary', () => {
  test.each([
    [
      37,
      'ausbildung',
      50,
      { name: 'Passau', latitude: 48.5, longitude: 13.4 },
      '37 Ausbildungsplätze im Umkreis von 50 km um Passau',
    ],
    [
      1,
      'praktikum',
      30,
      { name: 'Passau', latitude: 48.5, longitude: 13.4 },
      '1 Praktikumsplatz im Umkreis von 30 km um Passau',
    ],
    [1234, 'alle', 12.5, { name: null, latitude: 48.5, longitude: 13.4 }, '1.234 Stellen im Umkreis von 12,5 km'],
    [5, 'ausbildung', 50, { name: null }, '5 Ausbildungsplätze'],
  ] as const)('%d %s within %d km', (total, type, radius, place, text) => {
    expect(jobListSummary(total, type, radius, place)).toBe(text)
  })
})
