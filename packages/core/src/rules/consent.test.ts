import { describe, expect, it } from 'vitest'
import { ALLOW_ALL, effectiveConsent, ONLY_NECESSARY, parseConsent, readCookie, serializeConsent } from './consent.ts'

describe('consent cookie (SPEC §3, §4)', () => {
  it('round-trips every combination', () => {
    for (const marketing of [true, false])
      for (const performance of [true, false])
        for (const functional of [true, false]) {
          const consent = { marketing, performance, functional }
          expect(parseConsent(serializeConsent(consent))).toEqual(consent)
        }
  })

  it.each([null, undefined, '', 'm1.p1', 'yes', 'm2.p0.f0'])('%j is no stored choice', (value) => {
    expect(parseConsent(value)).toBeNull()
  })

  it.each([
    [null, false, null],
    [ONLY_NECESSARY, false, ONLY_NECESSARY],
    [null, true, ALLOW_ALL],
    [ONLY_NECESSARY, true, ALLOW_ALL],
  ])('stored %j, logged in %s → %j', (stored, loggedIn, expected) => {
    expect(effectiveConsent(stored, loggedIn)).toEqual(expected)
  })

  it('reads a cookie among others', () => {
    expect(readCookie('a=1; oabat_consent=m1.p0.f1; b=2', 'oabat_consent')).toBe('m1.p0.f1')
    expect(readCookie('a=1', 'oabat_consent')).toBeNull()
  })
})
