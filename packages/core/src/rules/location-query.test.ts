import { describe, expect, it } from 'vitest'
import { parseLocationQuery } from './location-query.ts'

describe('parseLocationQuery (SPEC §2 /auswahl query location as JSON)', () => {
  it.each([
    [null, null],
    ['', null],
    ['{"slug":"passau-2855328"}', { kind: 'slug', slug: 'passau-2855328' }],
    ['{"slug":"nearby"}', { kind: 'slug', slug: 'nearby' }],
    [
      '{"latitude":48.57,"longitude":13.43,"name":"Passau"}',
      { kind: 'point', latitude: 48.57, longitude: 13.43, name: 'Passau' },
    ],
    ['{"latitude":48.57,"longitude":13.43}', { kind: 'point', latitude: 48.57, longitude: 13.43, name: null }],
    ['{kaputt', 'invalid'],
    ['"passau"', 'invalid'],
    ['null', 'invalid'],
    ['{"slug":"<script>"}', 'invalid'],
    ['{"latitude":"48","longitude":13}', 'invalid'],
    ['{"latitude":91,"longitude":13}', 'invalid'],
    [`{"slug":"${'a'.repeat(600)}"}`, 'invalid'],
  ])('%j → %j', (text, expected) => {
    expect(parseLocationQuery(text)).toEqual(expected)
  })
})
