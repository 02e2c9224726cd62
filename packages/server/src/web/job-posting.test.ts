import { describe, expect, it } from 'vitest'
import { jobPosting, jobPostingDescription } from './job-posting.ts'
import type { JobHeadRow } from './page-data.ts'

const job: JobHeadRow = {
  slug: 'koch-passau',
  name: 'Koch (m/w/d)',
  type_id: 1,
  description: 'Erster Absatz.\n\nZweiter <Absatz>.',
  tasks: '["Gemüse schneiden"]',
  requirements: '[]',
  benefits: 'kaputt',
  positions: 2,
  start_date: '2026-09-01',
  published_at: '2026-01-15T08:00:00.000Z',
  city: 'Passau',
  postal_code: '94032',
  latitude: 48.57,
  longitude: 13.45,
  street: 'Ludwigstraße 1',
  business_slug: 'gasthof-passau',
  business_name: 'Gasthof Passau',
  business_website: null,
  business_logo_url: '/logos/gasthof.svg',
}

describe('jobPosting', () => {
  it('describes the job as schema.org JobPosting', () => {
    const posting = jobPosting(
      job,
      'https://oabat.example/betriebe/gasthof-passau/jobs/koch-passau',
      'https://oabat.example',
    )
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Koch (m/w/d)',
      description:
        '<p>Erster Absatz.</p><p>Zweiter &lt;Absatz&gt;.</p><h3>Deine Aufgaben</h3><ul><li>Gemüse schneiden</li></ul>',
      datePosted: '2026-01-15T08:00:00.000Z',
      employmentType: 'OTHER',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Gasthof Passau',
        sameAs: 'https://oabat.example/betriebe/gasthof-passau',
        logo: 'https://oabat.example/logos/gasthof.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Ludwigstraße 1',
          addressLocality: 'Passau',
          postalCode: '94032',
          addressCountry: 'DE',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 48.57, longitude: 13.45 },
      },
      jobStartDate: '2026-09-01',
      totalJobOpenings: 2,
      url: 'https://oabat.example/betriebe/gasthof-passau/jobs/koch-passau',
      directApply: false,
    })
    expect(posting).not.toHaveProperty('validThrough')
  })

  it.each([
    [1, 'OTHER'],
    [2, 'INTERN'],
    [3, 'FULL_TIME'],
  ] as const)('maps type %i to employmentType %s', (typeId, expected) => {
    expect(jobPosting({ ...job, type_id: typeId }, 'u', 'https://o.example').employmentType).toBe(expected)
  })

  it('uses the business website as sameAs when there is one', () => {
    const posting = jobPosting({ ...job, business_website: 'https://gasthof.example' }, 'u', 'https://o.example')
    expect(posting.hiringOrganization).toMatchObject({ sameAs: 'https://gasthof.example' })
  })
})

describe('jobPostingDescription', () => {
  it('adds requirement and benefit lists when present', () => {
    const html = jobPostingDescription({
      description: 'Text',
      tasks: '[]',
      requirements: '["Neugier"]',
      benefits: '["Obst"]',
    })
    expect(html).toBe(
      '<p>Text</p><h3>Das bringst Du mit</h3><ul><li>Neugier</li></ul><h3>Das bieten wir</h3><ul><li>Obst</li></ul>',
    )
  })
})
