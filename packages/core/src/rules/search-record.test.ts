import { describe, expect, it } from 'vitest'
import { nextSearchPage, searchRecordId } from './search-record.ts'

describe('searchRecordId (SPEC §3: hash of channel, category and filters)', () => {
  it('is equal for equal searches, whatever the key order or empty filters', () => {
    const a = searchRecordId('oabat', 'Ausbildung', { latitude: 48.5, longitude: 13.4, term: '' })
    const b = searchRecordId('oabat', 'Ausbildung', { longitude: 13.4, latitude: 48.5, category: [] })
    expect(a).toBe(b)
    expect(a).toMatch(/^[0-9a-f]{8}$/)
  })

  it.each([
    ['passau', 'Ausbildung', { latitude: 48.5 }],
    ['oabat', 'Praktikum', { latitude: 48.5 }],
    ['oabat', 'Ausbildung', { latitude: 48.6 }],
  ])('differs in channel, category or filters: %s %s %j', (channel, category, filters) => {
    expect(searchRecordId(channel, category, filters)).not.toBe(
      searchRecordId('oabat', 'Ausbildung', { latitude: 48.5 }),
    )
  })
})

describe('nextSearchPage (SPEC §4 while more remain, §9 at most 1000 pages)', () => {
  it.each([
    [1, 3, 2],
    [2, 3, 3],
    [3, 3, null],
    [1, 1, null],
    [999, 5000, 1000],
    [1000, 5000, null],
  ])('after page %i of %i → %s', (current, last, next) => {
    expect(nextSearchPage(current, last)).toBe(next)
  })
})
