import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_TITLE } from '../constants.ts'
import { pageTitle } from './page-title.ts'

describe('pageTitle (SPEC §1 title rule)', () => {
  const of = (n: number) => 'x'.repeat(n)

  it.each([
    [of(55), `${of(55)} | oabat`],
    [of(56), of(56)],
    ['Ausbildungsplätze in Passau', 'Ausbildungsplätze in Passau | oabat'],
  ])('title of %i characters', (title, expected) => {
    expect(pageTitle(title)).toBe(expected)
  })

  it('uses the default title when there is none; it has 54 characters and gets the suffix', () => {
    expect(DEFAULT_PAGE_TITLE).toHaveLength(54)
    expect(pageTitle()).toBe(`${DEFAULT_PAGE_TITLE} | oabat`)
    expect(pageTitle('   ')).toBe(`${DEFAULT_PAGE_TITLE} | oabat`)
  })
})
