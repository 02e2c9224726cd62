import { describe, expect, it } from 'vitest'
import { foldedTokens, foldGerman } from './german-fold.ts'

describe('foldGerman (search matching, SPEC §7 term and suggest)', () => {
  it.each([
    ['Kaufmann für Büromanagement', 'kaufmann fuer bueromanagement'],
    ['kaufmann fuer bueromanagement', 'kaufmann fuer bueromanagement'],
    ['Straßenbauer/-in', 'strassenbauer in'],
    ['STRASSE', 'strasse'],
    ['Café Crème', 'cafe creme'],
    ['  Mechatroniker (m/w/d) 2027 ', 'mechatroniker m w d 2027'],
    ['Öl & Gas', 'oel gas'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => {
    expect(foldGerman(input)).toBe(expected)
  })

  it('splits folded words', () => {
    expect(foldedTokens('Bäckerei Müller-Lüdenscheid')).toEqual(['baeckerei', 'mueller', 'luedenscheid'])
    expect(foldedTokens(' – ')).toEqual([])
  })
})
