import type { Context, Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { companyUrls, jobUrls, pageUrls, SITEMAP_PART_SIZE, sitemapIndexXml, urlSetXml } from './sitemap.ts'

const XML = 'application/xml; charset=utf-8'
const CACHE = 'public, max-age=3600'

/**
 * robots.txt and sitemap.xml (a sitemap index over pages, companies and jobs in parts of 20,000
 * URLs). Only canonical URLs are listed; API, demo and embed pages are kept out of the index.
 */
export function registerSeoRoutes(app: Hono, { db, config }: AppContext): void {
  const origin = config.publicUrl.replace(/\/$/, '')
  const files = new TtlCache<string, string>(300_000, 64)

  app.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /demo/',
        'Disallow: /widgets/',
        'Disallow: /*_embed$',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'Cache-Control': CACHE },
    ),
  )

  const xml = (c: Context, body: string) => c.body(body, 200, { 'Content-Type': XML, 'Cache-Control': CACHE })

  app.get('/sitemap.xml', async (c) => {
    const body = await files.getOrLoad('index', async () => {
      const [companies, jobs] = await Promise.all([
        db
          .selectFrom('businesses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('is_visible', '=', 1)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'published')
          .executeTakeFirstOrThrow(),
      ])
      const parts = (n: number) => Math.max(1, Math.ceil(Number(n) / SITEMAP_PART_SIZE))
      return sitemapIndexXml(origin, [
        'sitemaps/pages.xml',
        ...Array.from({ length: parts(companies.n) }, (_, i) => `sitemaps/companies-${i + 1}.xml`),
        ...Array.from({ length: parts(jobs.n) }, (_, i) => `sitemaps/jobs-${i + 1}.xml`),
      ])
    })
    return xml(c, body)
  })

  app.get('/sitemaps/:file', async (c) => {
    const file = c.req.param('file')
    if (file === 'pages.xml')
      return xml(c, await files.getOrLoad(file, async () => urlSetXml(origin, await pageUrls(db))))
    const match = /^(companies|jobs)-([1-9]\d{0,4})\.xml$/.exec(file)
    if (!match) return c.text('Nicht gefunden.', 404)
    const part = Number(match[2]) - 1
    const body = await files.getOrLoad(file, async () => {
      const urls = match[1] === 'jobs' ? await jobUrls(db, part) : await companyUrls(db, part)
      return urls.length === 0 ? '' : urlSetXml(origin, urls)
    })
    return body ? xml(c, body) : c.text('Nicht gefunden.', 404)
  })
}
