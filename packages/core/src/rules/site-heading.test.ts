import { describe, expect, it } from 'vitest'
import { siteAddressNames, siteHeading } from './site-heading.ts'

describe('siteHeading', () => {
  it('names a site called like its business by its city', () => {
    expect(siteHeading({ businessName: 'Walter AG', siteName: 'Walter AG', city: 'Passau' })).toBe(
      'Walter AG in Passau',
    )
  })

  it('does not repeat a business name the site name already contains', () => {
    expect(
      siteHeading({
        businessName: 'Walter Antriebstechnik AG',
        siteName: 'Walter Antriebstechnik AG – Standort Salzweg',
        city: 'Salzweg',
      }),
    ).toBe('Walter Antriebstechnik AG – Standort Salzweg')
    expect(siteHeading({ businessName: 'Walter AG', siteName: 'Werk 2 der walter ag', city: 'Passau' })).toBe(
      'Werk 2 der walter ag',
    )
  })

  it('puts the business before a site name of its own', () => {
    expect(siteHeading({ businessName: 'Walter AG', siteName: 'Werk Salzweg', city: 'Salzweg' })).toBe(
      'Walter AG – Werk Salzweg',
    )
  })
})

describe('siteAddressNames', () => {
  it('names the business once', () => {
    expect(siteAddressNames({ businessName: 'Walter AG', siteName: ' Walter AG ' })).toEqual(['Walter AG'])
    expect(siteAddressNames({ businessName: 'Walter AG', siteName: 'Walter AG – Standort Salzweg' })).toEqual([
      'Walter AG – Standort Salzweg',
    ])
    expect(siteAddressNames({ businessName: 'Walter AG', siteName: 'Werk Salzweg' })).toEqual([
      'Walter AG',
      'Werk Salzweg',
    ])
  })
})
