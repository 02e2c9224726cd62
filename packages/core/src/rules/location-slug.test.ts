import { describe, expect, it } from 'vitest'
import { locationIdSlug, locationZipSlug, parseLocationSlug } from './location-slug.ts'

describe('parseLocationSlug (SPEC §2 location slug forms)', () => {
  it.each([
    ['nearby', { kind: 'nearby' }],
    ['passau-2855328', { kind: 'id', name: 'passau', id: 2855328 }],
    ['muehldorf-am-inn-2868506', { kind: 'id', name: 'muehldorf-am-inn', id: 2868506 }],
    ['zip-passau-94032', { kind: 'zip', name: 'passau', zip: '94032' }],
    ['zip-freyung-grafenau-94078', { kind: 'zip', name: 'freyung-grafenau', zip: '94078' }],
    ['zip-berlin-10115', { kind: 'zip', name: 'berlin', zip: '10115' }],
  ])('%s', (slug, expected) => {
    expect(parseLocationSlug(slug)).toEqual(expected)
  })

  it.each([
    '',
    'passau',
    'Passau-2855328',
    '-2855328',
    'passau-',
    'zip--94032',
    'passau-0',
    'passau-28553280000000',
    'passau 2855328',
    '../passau-1',
    'nearby-1x',
  ])('rejects %j', (slug) => {
    expect(parseLocationSlug(slug)).toBeNull()
  })

  it('reads a zip slug with a wrong digit count as an id slug of a place named "zip-…"', () => {
    expect(parseLocationSlug('zip-passau-9403')).toEqual({ kind: 'id', name: 'zip-passau', id: 9403 })
  })

  it('builds the slugs it parses, spelling out umlauts', () => {
    expect(locationIdSlug('Mühldorf am Inn', 2868506)).toBe('muehldorf-am-inn-2868506')
    expect(locationZipSlug('Weißenburg i. Bay.', '91781')).toBe('zip-weissenburg-i-bay-91781')
    expect(parseLocationSlug(locationZipSlug('Passau', '94032'))).toEqual({ kind: 'zip', name: 'passau', zip: '94032' })
  })
})
