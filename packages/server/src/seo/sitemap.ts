import { businessPagePath, jobPagePath, messeTabPath, type RegionSection, regionPath, searchTabPath } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The sitemap protocol allows 50,000 URLs per file; a smaller part keeps each file quick to build. */
export const SITEMAP_PART_SIZE = 20_000

export interface SitemapUrl {
  path: string
  lastmod?: string | null
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export function urlSetXml(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) =>
      `<url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/${file}`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

const REGION_SECTIONS: RegionSection[] = [
  'start',
  'ausbildung',
  'praktikum',
  'unternehmen',
  'news',
  'schulen',
  'arbeitgeber',
]

/** Entry pages, regions with their sub pages, job lists, job fairs, posts and events: canonical URLs only. */
export async function pageUrls(db: Kysely<Database>): Promise<SitemapUrl[]> {
  const [regions, lists, fairs, posts, events] = await Promise.all([
    db.selectFrom('regions').select(['slug', 'is_v2']).orderBy('slug').execute(),
    db.selectFrom('job_lists').select(['slug', 'updated_at']).orderBy('slug').execute(),
    db.selectFrom('job_fairs').select('location_slug').distinct().orderBy('location_slug').execute(),
    db.selectFrom('posts').select(['slug', 'published_at']).orderBy('published_at', 'desc').execute(),
    db.selectFrom('events').select(['slug', 'created_at']).orderBy('start_at').execute(),
  ])
  return [
    { path: '/' },
    { path: searchTabPath('ausbildung', null) },
    { path: searchTabPath('praktikum', null) },
    { path: searchTabPath('unternehmen', null) },
    { path: '/news' },
    { path: '/region' },
    ...regions.flatMap((r) => REGION_SECTIONS.map((section) => ({ path: regionPath(r.slug, section, r.is_v2 === 1) }))),
    ...lists.map((l) => ({ path: `/auswahl/${l.slug}`, lastmod: l.updated_at })),
    ...fairs.map((f) => ({ path: messeTabPath('alles', f.location_slug) })),
    ...posts.map((p) => ({ path: `/beitrag/${p.slug}`, lastmod: p.published_at })),
    ...events.map((e) => ({ path: `/event/${e.slug}`, lastmod: e.created_at })),
  ]
}

export async function companyUrls(db: Kysely<Database>, part: number): Promise<SitemapUrl[]> {
  const rows = await db
    .selectFrom('businesses')
    .select(['slug', 'updated_at'])
    .where('is_visible', '=', 1)
    .orderBy('id')
    .limit(SITEMAP_PART_SIZE)
    .offset(part * SITEMAP_PART_SIZE)
    .execute()
  return rows.map((r) => ({ path: businessPagePath(r.slug), lastmod: r.updated_at }))
}

export async function jobUrls(db: Kysely<Database>, part: number): Promise<SitemapUrl[]> {
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .select(['j.slug', 'b.slug as business_slug', 'j.updated_at'])
    .where('j.status', '=', 'published')
    .where('b.is_visible', '=', 1)
    .orderBy('j.id')
    .limit(SITEMAP_PART_SIZE)
    .offset(part * SITEMAP_PART_SIZE)
    .execute()
  return rows.map((r) => ({ path: jobPagePath(r.business_slug, r.slug), lastmod: r.updated_at }))
}
