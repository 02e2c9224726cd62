import { type ContentPageBlock, type JobSummary, LEGAL_PAGES, type PublishedContentPage } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import { loadPublishedContentPage } from '../content-pages/published-page.ts'
import type { Database } from '../db/schema.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import { loadRegions } from '../listings/listing-mappers.ts'
import { escapeHtml } from '../web/render-html.ts'
import type { DomainOwner } from './domain-store.ts'

/**
 * The career site a verified custom domain serves (issue 18 item 5, SPEC §2 layout „customdomain“,
 * docs/custom-domain.md): the owner's jobs, its published articles and its published content pages,
 * rendered on the server as plain HTML without scripts. Every canonical URL points to the same content
 * on the portal, so search engines count it once. Drafts are never read here.
 */

export type CareerSiteAnswer = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string }

/** How many jobs and articles the start page lists at most. */
const JOBS_MAX = 100
const ARTICLES_MAX = 50

interface SiteOwner {
  name: string
  logoUrl: string | null
  lead: string | null
  about: string | null
  /** The owner's page on the portal: the canonical URL of the start page. */
  portalPath: string
  /** Which content pages and articles are the owner's. */
  articleColumn: 'business_id' | 'region_id'
  pageColumn: 'owner_business_id' | 'region_id'
  id: number
  jobs: JobSummary[]
}

interface OwnArticle {
  slug: string
  title: string
  teaser: string
  image_url: string | null
  body: string
  published_at: string | null
}

async function loadOwner(db: Kysely<Database>, owner: DomainOwner): Promise<SiteOwner | null> {
  const publishedJobs = selectJobSummaries(db)
    .where('j.status', '=', 'published')
    .where('b.is_visible', '=', 1)
    .orderBy('j.published_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(JOBS_MAX)
  if (owner.kind === 'business') {
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'slug', 'name', 'logo_url', 'motto', 'about_us'])
      .where('id', '=', owner.id)
      .where('is_visible', '=', 1)
      .executeTakeFirst()
    if (!business) return null
    const jobs = await publishedJobs.where('j.business_id', '=', business.id).execute()
    return {
      name: business.name,
      logoUrl: business.logo_url,
      lead: business.motto,
      about: business.about_us,
      portalPath: `/betriebe/${encodeURIComponent(business.slug)}`,
      articleColumn: 'business_id',
      pageColumn: 'owner_business_id',
      id: business.id,
      jobs: jobs.map((row) => toJobSummary(row, null)),
    }
  }
  const [region] = await loadRegions(db, { id: owner.id })
  const channel = await db.selectFrom('regions').select('channel_id').where('id', '=', owner.id).executeTakeFirst()
  if (!region || !channel) return null
  // The region's jobs: those of the company sites active in its channel (as its region page lists them).
  const jobs = await publishedJobs
    .where('j.business_site_id', 'in', (eb) =>
      eb
        .selectFrom('business_site_channels')
        .select('business_site_id')
        .where('channel_id', '=', channel.channel_id)
        .where('is_active', '=', 1),
    )
    .execute()
  return {
    name: region.name,
    logoUrl: null,
    lead: region.description,
    about: region.about,
    portalPath: region.url,
    articleColumn: 'region_id',
    pageColumn: 'region_id',
    id: region.id,
    jobs: jobs.map((row) => toJobSummary(row, null)),
  }
}

function ownArticles(db: Kysely<Database>, site: SiteOwner) {
  return db
    .selectFrom('articles')
    .select(['slug', 'title', 'teaser', 'image_url', 'body', 'published_at'])
    .where('status', '=', 'published')
    .where('author_kind', '=', site.articleColumn === 'business_id' ? 'business' : 'region')
    .where(site.articleColumn, '=', site.id)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
}

/** The owner's published content pages: path and title of the live version. */
async function ownPages(db: Kysely<Database>, site: SiteOwner): Promise<{ path: string; title: string }[]> {
  const rows = await db
    .selectFrom('content_pages as p')
    .innerJoin('content_page_versions as v', (join) =>
      join.onRef('v.page_id', '=', 'p.id').onRef('v.version', '=', 'p.published_version'),
    )
    .select(['p.path', 'p.kind', 'v.content'])
    .where(`p.${site.pageColumn}`, '=', site.id)
    .where('p.kind', '<>', 'redirect')
    .orderBy('p.path')
    .execute()
  return rows.map((row) => ({ path: row.path, title: (JSON.parse(row.content) as { title: string }).title }))
}

/**
 * The answer for a path of a custom domain, or null when the path is no part of the career site (the
 * caller sends the visitor to the portal). `path` is the request's path, `search` its query with „?“.
 */
export async function careerSiteAnswer(
  db: Kysely<Database>,
  config: Pick<Config, 'publicUrl'> & Partial<Config>,
  owner: DomainOwner,
  path: string,
  search: string,
): Promise<CareerSiteAnswer | null> {
  const portal = config.publicUrl
  const rest = path === '/' ? '' : path.startsWith('/customdomain') ? path.slice('/customdomain'.length) : null
  if (rest === null || (rest !== '' && !rest.startsWith('/'))) return null
  const section = rest.replace(/\/$/, '')
  // Writing and previewing articles needs the author's session, which lives on the portal: drafts never
  // appear under a custom domain, whatever Host header a request carries.
  if (section === '/artikel/erstellen') return { kind: 'redirect', location: `${portal}/artikel/erstellen` }
  if (section === '/artikelvorschau') return { kind: 'redirect', location: `${portal}/artikel/vorschau${search}` }

  const site = await loadOwner(db, owner)
  if (!site) return notFoundPage(null, portal, 'Diese Karriereseite ist gerade nicht erreichbar.')
  const pages = await ownPages(db, site)
  const frame = (page: PageParts, status = 200): CareerSiteAnswer => ({
    kind: 'page',
    status,
    html: layout(site, pages, portal, page),
  })

  if (section === '') {
    const articles = await ownArticles(db, site).limit(ARTICLES_MAX).execute()
    return frame({
      title: site.name,
      description: site.lead ?? `Karriere bei ${site.name}: offene Stellen, Neuigkeiten und mehr.`,
      canonical: `${portal}${site.portalPath}`,
      body: startPage(site, articles, portal),
    })
  }
  if (section === '/artikel') {
    const articles = await ownArticles(db, site).limit(ARTICLES_MAX).execute()
    return frame({
      title: `Artikel von ${site.name}`,
      description: `Neuigkeiten und Artikel von ${site.name}.`,
      canonical: `${portal}${site.portalPath}`,
      body: `<h1>Artikel</h1>${articleList(articles)}`,
    })
  }
  const articleSlug = /^\/artikel\/([^/]+)$/.exec(section)?.[1]
  if (articleSlug !== undefined) {
    // Only a published article of this owner: another owner's slug is as unknown here as a draft.
    const article = await ownArticles(db, site).where('slug', '=', decodeSegment(articleSlug)).executeTakeFirst()
    if (!article) return frame(missing('Diesen Artikel gibt es hier nicht.'), 404)
    return frame({
      title: article.title,
      description: article.teaser,
      canonical: `${portal}/artikel/${encodeURIComponent(article.slug)}`,
      body: articlePage(article),
    })
  }
  const contentPath = section.toLowerCase()
  if (pages.some((page) => page.path === contentPath)) {
    const page = await loadPublishedContentPage(db, config, contentPath)
    if (page) {
      return frame({
        title: page.title,
        description: page.description,
        canonical: `${portal}${page.path}`,
        body: contentPageBody(page, portal),
      })
    }
  }
  return frame(missing('Diese Seite gibt es hier nicht.'), 404)
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

interface PageParts {
  title: string
  description: string
  /** null: the page is not indexed (a missing page). */
  canonical: string | null
  body: string
}

function missing(text: string): PageParts {
  return {
    title: 'Seite nicht gefunden',
    description: text,
    canonical: null,
    body: `<h1>Seite nicht gefunden</h1><p>${escapeHtml(text)}</p><p><a href="/">Zur Startseite</a></p>`,
  }
}

function notFoundPage(site: SiteOwner | null, portal: string, text: string): CareerSiteAnswer {
  const page = missing(text)
  return { kind: 'page', status: 404, html: layout(site, [], portal, page) }
}

function startPage(site: SiteOwner, articles: OwnArticle[], portal: string): string {
  const parts = [
    `<section class="hero"><h1>${escapeHtml(site.name)}</h1>${site.lead ? `<p class="lead">${escapeHtml(site.lead)}</p>` : ''}</section>`,
  ]
  if (site.about) parts.push(`<section><h2>Über uns</h2>${paragraphs(site.about)}</section>`)
  parts.push(
    `<section id="stellen" aria-labelledby="stellen-titel"><h2 id="stellen-titel">Offene Stellen</h2>${jobList(site.jobs, portal)}</section>`,
  )
  if (articles.length > 0) {
    parts.push(
      `<section aria-labelledby="artikel-titel"><h2 id="artikel-titel">Neuigkeiten</h2>${articleList(articles.slice(0, 6))}${
        articles.length > 6 ? '<p><a href="/customdomain/artikel">Alle Artikel</a></p>' : ''
      }</section>`,
    )
  }
  return parts.join('')
}

/** Plain text with its line breaks as paragraphs. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

const JOB_TYPES: Record<number, string> = { 1: 'Ausbildung', 2: 'Praktikum', 3: 'Job' }

function jobList(jobs: JobSummary[], portal: string): string {
  if (jobs.length === 0) return '<p>Gerade sind keine Stellen ausgeschrieben.</p>'
  // Each job links to its page on the portal, where pupils apply and chat.
  const items = jobs.map(
    (job) =>
      `<li class="card"><a href="${escapeHtml(`${portal}${job.url}`)}" data-portal-link>${escapeHtml(job.name)}</a><span>${escapeHtml(
        [JOB_TYPES[job.type_id], job.city].filter(Boolean).join(' · '),
      )}</span></li>`,
  )
  return `<ul class="cards">${items.join('')}</ul>`
}

function articleList(articles: OwnArticle[]): string {
  if (articles.length === 0) return '<p>Noch keine Artikel.</p>'
  const items = articles.map(
    (article) =>
      `<li class="card"><a href="/customdomain/artikel/${encodeURIComponent(article.slug)}">${escapeHtml(
        article.title,
      )}</a><span>${escapeHtml(article.teaser)}</span></li>`,
  )
  return `<ul class="cards">${items.join('')}</ul>`
}

function articlePage(article: OwnArticle): string {
  const date = article.published_at
    ? new Date(article.published_at).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })
    : ''
  // The body was sanitised with sanitize-html when it was saved (docs/articles.md).
  return `<article><h1>${escapeHtml(article.title)}</h1>${date ? `<p class="meta">${escapeHtml(date)}</p>` : ''}${
    article.image_url ? `<img class="wide" src="${escapeHtml(article.image_url)}" alt="">` : ''
  }<p class="lead">${escapeHtml(article.teaser)}</p><div class="rich">${article.body}</div><p><a href="/customdomain/artikel">Alle Artikel</a></p></article>`
}

/** A link of a block: a path of the portal becomes its address there. */
function portalLink(url: string, portal: string): string {
  return url.startsWith('/') ? `${portal}${url}` : url
}

function blockHtml(block: ContentPageBlock, pageUrl: string, portal: string): string {
  switch (block.type) {
    case 'rich_text':
      // Sanitised with sanitize-html when it was saved (docs/content-pages.md).
      return `<div class="rich">${block.html}</div>`
    case 'faq':
      return `<section>${block.title ? `<h2>${escapeHtml(block.title)}</h2>` : ''}${block.items
        .map((item) => `<details><summary>${escapeHtml(item.question)}</summary>${paragraphs(item.answer)}</details>`)
        .join('')}</section>`
    case 'person':
      return `<section class="card person">${block.image_url ? `<img src="${escapeHtml(block.image_url)}" alt="">` : ''}<h3>${escapeHtml(
        block.name,
      )}</h3>${block.role ? `<p>${escapeHtml(block.role)}</p>` : ''}${block.text ? paragraphs(block.text) : ''}${
        block.email ? `<p><a href="mailto:${escapeHtml(block.email)}">${escapeHtml(block.email)}</a></p>` : ''
      }${block.phone ? `<p><a href="tel:${escapeHtml(block.phone.replace(/[^+0-9]/g, ''))}">${escapeHtml(block.phone)}</a></p>` : ''}</section>`
    case 'partner_card':
      return `<section class="card">${block.logo_url ? `<img src="${escapeHtml(block.logo_url)}" alt="">` : ''}<h3>${
        block.url
          ? `<a href="${escapeHtml(portalLink(block.url, portal))}" rel="noopener">${escapeHtml(block.name)}</a>`
          : escapeHtml(block.name)
      }</h3>${block.text ? paragraphs(block.text) : ''}</section>`
    case 'gallery':
      return `<section>${block.title ? `<h2>${escapeHtml(block.title)}</h2>` : ''}<div class="gallery">${block.images
        .map((image) => `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" loading="lazy">`)
        .join('')}</div></section>`
    default:
      // Lists, forms and widgets live on the portal, where they load and post.
      return `<p class="more"><a href="${escapeHtml(pageUrl)}" data-portal-link>Mehr dazu auf oabat</a></p>`
  }
}

function contentPageBody(page: PublishedContentPage, portal: string): string {
  const pageUrl = `${portal}${page.path}`
  const blocks = page.blocks
    .map((block) => blockHtml(block, pageUrl, portal))
    // Several portal-only blocks in a row need one link, not one each.
    .filter((html, index, all) => index === 0 || html !== all[index - 1])
  return `<h1>${escapeHtml(page.title)}</h1>${page.intro ? `<p class="lead">${escapeHtml(page.intro)}</p>` : ''}${blocks.join('')}`
}

const STYLES = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#f6f7fb;line-height:1.55}
a{color:#0b5cad}a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
header,footer{background:#fff;border-bottom:1px solid #e3e6ee}footer{border-top:1px solid #e3e6ee;border-bottom:0;margin-top:3rem;font-size:.9rem}
.bar{max-width:60rem;margin:0 auto;padding:.8rem 1rem;display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
.bar .name{font-weight:700;font-size:1.15rem;text-decoration:none;color:inherit;display:flex;gap:.6rem;align-items:center}
.bar img{height:2.2rem;width:auto}nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:1rem;margin:0;padding:0}
main{max-width:60rem;margin:0 auto;padding:1rem}.hero{padding:1.5rem 0}.lead{font-size:1.15rem;color:#3b4660}
.cards{list-style:none;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.card{background:#fff;border:1px solid #e3e6ee;border-radius:.6rem;padding:1rem;display:flex;flex-direction:column;gap:.3rem}
.card a{font-weight:600}.card span,.meta{color:#56617a;font-size:.92rem}.card img{max-width:8rem;height:auto}
.gallery{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}.gallery img,.wide{width:100%;height:auto;border-radius:.4rem}
details{background:#fff;border:1px solid #e3e6ee;border-radius:.5rem;padding:.6rem 1rem;margin:.5rem 0}summary{cursor:pointer;font-weight:600}
.rich img{max-width:100%}`

function layout(site: SiteOwner | null, pages: { path: string; title: string }[], portal: string, page: PageParts) {
  const name = site?.name ?? 'Karriereseite'
  const title = page.title === name ? name : `${page.title} | ${name}`
  const nav = [
    '<li><a href="/">Start</a></li>',
    site ? '<li><a href="/#stellen">Stellen</a></li><li><a href="/customdomain/artikel">Artikel</a></li>' : '',
    ...pages.map((p) => `<li><a href="/customdomain${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`),
  ].join('')
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.canonical
      ? `<link rel="canonical" href="${escapeHtml(page.canonical)}">`
      : '<meta name="robots" content="noindex">',
    `<style>${STYLES}</style>`,
  ].join('')
  // Every footer links the legal pages (issue 18 item 4); they live on the portal, the operator's site.
  const legal = LEGAL_PAGES.map(
    (link) => `<li><a href="${escapeHtml(portal)}${link.path}">${escapeHtml(link.label)}</a></li>`,
  ).join('')
  const logo = site?.logoUrl ? `<img src="${escapeHtml(site.logoUrl)}" alt="">` : ''
  return `<!doctype html><html lang="de" data-layout="customdomain"><head>${head}</head><body>
<header><div class="bar"><a class="name" href="/">${logo}<span>${escapeHtml(name)}</span></a><nav aria-label="Karriereseite"><ul>${nav}</ul></nav></div></header>
<main id="inhalt">${page.body}</main>
<footer><div class="bar"><span>Eine Karriereseite auf <a href="${escapeHtml(portal)}/">oabat</a></span><nav aria-label="Rechtliches"><ul>${legal}</ul></nav></div></footer>
</body></html>`
}
