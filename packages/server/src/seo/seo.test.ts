import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer({ PUBLIC_URL: 'https://oabat.example' })

async function text(path: string) {
  const response = await fetch(`${server().url}${path}`)
  return { response, body: await response.text() }
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string)
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points at the sitemap and keeps the API out', async () => {
    const { response, body } = await text('/robots.txt')
    expect(response.status).toBe(200)
    expect(body).toContain('Disallow: /api/')
    expect(body).toContain('Sitemap: https://oabat.example/sitemap.xml')
  })

  it('the sitemap index lists pages, companies and jobs; every job and company is in a part', async () => {
    const { response, body } = await text('/sitemap.xml')
    expect(response.headers.get('content-type')).toContain('application/xml')
    const parts = locs(body)
    expect(parts).toEqual([
      'https://oabat.example/sitemaps/pages.xml',
      'https://oabat.example/sitemaps/companies-1.xml',
      'https://oabat.example/sitemaps/jobs-1.xml',
    ])
    const pages = locs((await text('/sitemaps/pages.xml')).body)
    expect(pages).toContain('https://oabat.example/region/v2/passau')
    expect(pages).toContain('https://oabat.example/region/hauzenberg/ausbildung')
    expect(pages).toContain('https://oabat.example/auswahl/handwerk-mit-zukunft')
    expect(pages.some((url) => url.startsWith('https://oabat.example/messe/'))).toBe(true)
    expect(pages.some((url) => url.includes('_embed'))).toBe(false)

    const db = server().database.db
    const jobs = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow()
    const jobUrls = locs((await text('/sitemaps/jobs-1.xml')).body)
    expect(jobUrls).toHaveLength(Number(jobs.n))
    expect(jobUrls[0]).toMatch(/^https:\/\/oabat\.example\/betriebe\/[^/]+\/jobs\/[^/]+$/)
    const companies = locs((await text('/sitemaps/companies-1.xml')).body)
    expect(companies.length).toBeGreaterThan(100)
    expect((await text('/sitemaps/jobs-2.xml')).response.status).toBe(404)
    expect((await text('/sitemaps/etwas.xml')).response.status).toBe(404)
  })
})
