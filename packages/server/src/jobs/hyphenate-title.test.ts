import { describe, expect, it } from 'vitest'
import { hyphenateTitle } from './hyphenate-title.ts'

const SOFT = '\u00AD'

describe('hyphenateTitle', () => {
  it('puts soft hyphens into long German words and keeps the text otherwise', () => {
    const title = 'Rechtsanwaltsfachangestellter (m/w/d)'
    const hyphenated = hyphenateTitle(title)
    expect(hyphenated).toContain(SOFT)
    expect(hyphenated.replaceAll(SOFT, '')).toBe(title)
    // A break falls between the parts of the compound, not inside a letter pair like „fa-cha“.
    expect(hyphenated).toContain(`fach${SOFT}`)
  })

  it('leaves short words alone', () => {
    expect(hyphenateTitle('Koch (m/w/d)')).toBe('Koch (m/w/d)')
  })
})
