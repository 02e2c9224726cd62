import { describe, expect, test } from 'vitest'
import { BUSINESS_KINDS } from './business-kinds.ts'
import { jobCounts, slugSuffix } from './demo-jobs.ts'
import { germanDate, jobTitle } from './job-texts.ts'
import { initials, logoDataUrl } from './logo.ts'
import { apprenticeshipTarget, OCCUPATIONS, occupation } from './occupations.ts'
import { Rng } from './rng.ts'

describe('occupations and business kinds', () => {
  test('every occupation a business kind trains is in the curated list', () => {
    for (const kind of BUSINESS_KINDS) for (const name of kind.occupations) expect(() => occupation(name)).not.toThrow()
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(80)
  })

  test.each([
    ['Mechatroniker/-in', 'zum Mechatroniker'],
    ['Medizinische/-r Fachangestellte/-r', 'zum Medizinischen Fachangestellten'],
    ['Technische/-r Produktdesigner/-in', 'zum Technischen Produktdesigner'],
    ['Fachkraft für Lagerlogistik', 'zur Fachkraft für Lagerlogistik'],
    ['Fleischer/-in', 'zum Fleischer'],
  ])('%s → "Ausbildung %s"', (neutral, target) => {
    expect(apprenticeshipTarget(occupation(neutral))).toBe(target)
  })

  test('titles name the occupation and the start year', () => {
    const input = {
      type: 1 as const,
      business: 'Feichtinger Maschinenbau GmbH',
      city: 'Passau',
      employees: 40,
      occupation: occupation('Mechatroniker/-in'),
      role: 'Servicetechniker',
      employment: 'Vollzeit' as const,
      startDate: '2027-09-01',
      positions: 1,
      graduation: 'mittel',
    }
    const rng = new Rng(1)
    for (let i = 0; i < 20; i++) expect(jobTitle(input, rng)).toMatch(/Mechatroniker.*2027/)
    expect(jobTitle({ ...input, type: 3, employment: 'Minijob', role: 'Mitarbeiter Verkauf' }, rng)).toBe(
      'Mitarbeiter Verkauf (m/w/d) auf Minijob-Basis',
    )
    expect(germanDate('2027-08-01')).toBe('1. August 2027')
  })
})

describe('logo', () => {
  test.each([
    ['Schreinerei Huber GmbH', 'SH'],
    ['Elektro Wimmer & Söhne', 'EW'],
    ['Praxis Dr. Özdemir', 'PÖ'],
    ['Gemeinschaftspraxis Dr. Schönberger & Dr. Mayerhofer', 'GS'],
  ])('%s → %s, a small SVG data URL', (name, letters) => {
    expect(initials(name)).toBe(letters)
    const url = logoDataUrl(name)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(url.length).toBeLessThanOrEqual(600)
    expect(decodeURIComponent(url)).toContain(`>${letters}</text>`)
    expect(logoDataUrl(name)).toBe(url)
  })
})

describe('job counts and slugs', () => {
  test('an exact total is met and the first business gets at least six jobs', () => {
    for (const [businesses, total] of [
      [10_000, 100_000],
      [70, 333],
      [3, 4],
    ] as const) {
      const counts = jobCounts(businesses, total, new Rng(7))
      expect(counts).toHaveLength(businesses)
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total)
      expect(counts[0]).toBeGreaterThanOrEqual(Math.min(6, total))
    }
  })

  test('a range per business stays within its bounds', () => {
    const counts = jobCounts(200, { min: 2, max: 8 }, new Rng(7))
    expect(counts.slice(1).every((n) => n >= 1 && n <= 8)).toBe(true)
  })

  test('slug suffixes are unique for the first 200,000 ids', () => {
    const seen = new Set<string>()
    for (let id = 1; id <= 200_000; id++) seen.add(slugSuffix(id))
    expect(seen.size).toBe(200_000)
  })
})
