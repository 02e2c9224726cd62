import { describe, expect, it } from 'vitest'
import { returnChanges } from './visitor-returns.ts'
import { coverOf, weekOf } from './weekly-rollup.ts'

describe('weeks of a period (weekly-rollup.ts)', () => {
  it('finds the Monday of any day, across months and years', () => {
    expect(weekOf('2026-03-02')).toBe('2026-03-02')
    expect(weekOf('2026-03-08')).toBe('2026-03-02')
    expect(weekOf('2026-03-01')).toBe('2026-02-23')
    expect(weekOf('2027-01-01')).toBe('2026-12-28')
  })

  it('splits a period into its whole weeks and the days at its ends', () => {
    expect(coverOf('2026-03-02', '2026-03-15')).toEqual({
      weeks: { from: '2026-03-02', to: '2026-03-09' },
      days: [],
    })
    expect(coverOf('2026-03-04', '2026-03-24')).toEqual({
      weeks: { from: '2026-03-09', to: '2026-03-16' },
      days: [
        { from: '2026-03-04', to: '2026-03-08' },
        { from: '2026-03-23', to: '2026-03-24' },
      ],
    })
    // Seven days that are no Monday-to-Sunday week, and a single day: days only.
    expect(coverOf('2026-03-04', '2026-03-10')).toEqual({
      weeks: null,
      days: [{ from: '2026-03-04', to: '2026-03-10' }],
    })
    expect(coverOf('2026-03-17', '2026-03-17')).toEqual({
      weeks: null,
      days: [{ from: '2026-03-17', to: '2026-03-17' }],
    })
  })
})

/** Unique visitors of [from, to] from the counts, as uniqueVisitorsBetween sums them. */
function uniqueOf(counts: Map<string, number>, from: string, to: string) {
  let sum = 0
  for (const [key, n] of counts) {
    const [, day, previous] = key.split('\u0000') as [string, string, string]
    if (day >= from && day <= to && previous < from) sum += n
  }
  return sum
}

describe('unique visitors of any period (visitor-returns.ts)', () => {
  it('counts each visitor once per period, whatever order the days arrive in', () => {
    const seen: Array<[string, string]> = [
      ['a', '2026-03-05'],
      ['a', '2026-03-01'],
      ['b', '2026-03-03'],
      ['a', '2026-03-03'],
      ['a', '2026-03-03'],
      ['c', '2026-03-09'],
      ['b', '2026-03-09'],
    ]
    const counts = new Map<string, number>()
    const known = new Map<string, string[]>()
    // One batch at a time, as the ingest adds them.
    for (const [visitor, day] of seen)
      for (const [key, n] of returnChanges(known, [{ scope: '', visitor, day }]))
        counts.set(key, (counts.get(key) ?? 0) + n)
    const days = ['2026-03-01', '2026-03-03', '2026-03-05', '2026-03-09']
    for (const from of days)
      for (const to of days.filter((d) => d >= from)) {
        const expected = new Set(seen.filter(([, d]) => d >= from && d <= to).map(([v]) => v)).size
        expect(uniqueOf(counts, from, to), `${from}…${to}`).toBe(expected)
      }
  })

  it('keeps scopes apart: a campaign’s visitor is counted in the campaign only', () => {
    const changes = returnChanges(new Map(), [
      { scope: 'herbst', visitor: 'a', day: '2026-03-01' },
      { scope: '', visitor: 'a', day: '2026-03-02' },
    ])
    expect([...changes.entries()]).toEqual([
      ['herbst\u00002026-03-01\u0000', 1],
      ['\u00002026-03-02\u0000', 1],
    ])
  })
})
