import { foldedTokens, foldGerman } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { boundedLevenshtein, SuggestIndex, type SuggestionRow, wordScore } from './suggest-index.ts'

function row(kind: 'job' | 'business', label: string, weight = 1): SuggestionRow {
  return {
    kind,
    label,
    folded: foldGerman(label),
    slug: kind === 'business' ? foldGerman(label).replace(/ /g, '-') : null,
    weight,
  }
}

const index = new SuggestIndex([
  row('job', 'Kaufmann für Büromanagement', 40),
  row('job', 'Kauffrau im Einzelhandel', 30),
  row('job', 'Bäcker/-in', 20),
  row('job', 'Straßenbauer/-in', 5),
  row('job', 'Mechatroniker', 25),
  row('business', 'Bäckerei Müller', 3),
  row('business', 'Büro Kaufmann & Söhne', 2),
])

const labels = (term: string, kinds?: Array<'job' | 'business'>) =>
  index.search(foldedTokens(term), 5, kinds).map((s) => s.label)

describe('SuggestIndex (typo-tolerant, umlauts and ß both ways)', () => {
  it.each([
    ['kaufman buero', 'Kaufmann für Büromanagement'],
    ['Kaufmann Büro', 'Kaufmann für Büromanagement'],
    ['kaufmann buro', 'Kaufmann für Büromanagement'],
    ['kaufmnan', 'Kaufmann für Büromanagement'],
    ['bäcker', 'Bäcker/-in'],
    ['baecker', 'Bäcker/-in'],
    ['backer', 'Bäcker/-in'],
    ['strassenbauer', 'Straßenbauer/-in'],
    ['straßenbau', 'Straßenbauer/-in'],
    ['mechatronikr', 'Mechatroniker'],
    ['müller', 'Bäckerei Müller'],
    ['mueller', 'Bäckerei Müller'],
  ])('%j → %j first', (term, expected) => {
    expect(labels(term)[0]).toBe(expected)
  })

  it('finds nothing for unrelated words and for empty input', () => {
    expect(labels('zahnarzt')).toEqual([])
    expect(labels('')).toEqual([])
  })

  it('needs every typed word to match', () => {
    expect(labels('kaufmann einzelhandel')).toEqual([])
    expect(labels('kauf einzelhandel')).toEqual(['Kauffrau im Einzelhandel'])
  })

  it('keeps to the asked kinds and ranks equal matches by weight', () => {
    expect(labels('kauf', ['business'])).toEqual(['Büro Kaufmann & Söhne'])
    expect(labels('kauf', ['job'])).toEqual(['Kaufmann für Büromanagement', 'Kauffrau im Einzelhandel'])
  })

  it('scores words and bounds the edit distance', () => {
    expect(wordScore('buero', 'bueromanagement')).toBe(1)
    expect(wordScore('zzz', 'bueromanagement')).toBe(0)
    expect(boundedLevenshtein('kaufmnan', 'kaufmann', 2)).toBe(2)
    expect(boundedLevenshtein('abcdef', 'uvwxyz', 2)).toBe(3)
  })
})
