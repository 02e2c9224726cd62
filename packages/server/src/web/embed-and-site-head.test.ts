/**
 * Embeds and site pages as the server answers them (over real HTTP, both dialects): status, head,
 * and who may frame them (SPEC §2 layout "embed": any site; every other page only our own).
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { DEFAULT_PAGE_TITLE, pageTitle, type SearchResponse } from '@oabat/core'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createSearchCache } from '../search/job-search.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { matchPageRoute } from './page-route.ts'
import { HEAD_MARKER } from './render-html.ts'
import { registerWebRoutes } from './routes.ts'

const PUBLIC_URL = 'https://oabat.example'
const TEMPLATE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${DEFAULT_PAGE_TITLE}</title>${HEAD_MARKER}</head><body><div id="root"></div></body></html>`

const server = useTestServer()
let url = ''
let close = () => {}
let root = ''

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-embed-'))
  fs.mkdirSync(path.join(root, 'portal', 'dist'), { recursive: true })
  fs.writeFileSync(path.join(root, 'portal', 'dist', 'index.html'), TEMPLATE)
  const app = new Hono()
  const { db, dialect } = server().database
  registerWebRoutes(
    app,
    { db, dialect, config: loadConfig({ PUBLIC_URL, DATA_DIR: server().dataDir }), searchCache: createSearchCache() },
    { repoRoot: root },
  )
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => listening.once('listening', resolve))
  url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  close = () => listening.close()
})

afterAll(() => {
  close()
  fs.rmSync(root, { recursive: true, force: true })
})

async function get(pathname: string) {
  const response = await fetch(`${url}${pathname}`, { redirect: 'manual' })
  return { response, text: await response.text() }
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

async function passauJob() {
  const { body } = await server().json<SearchResponse>('/api/search?latitude=48.5665&longitude=13.43122&radius=30')
  const item = body.result.data.find((entry) => entry.type === 'job')
  if (item?.type !== 'job') throw new Error('no job near Passau')
  return item
}

function expectFrameableAnywhere(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe('frame-ancestors *')
  expect(response.headers.get('x-frame-options')).toBeNull()
}

describe('matchPageRoute: embeds and sites', () => {
  it.each([
    ['/embed/businesses', { page: 'embed', embed: { kind: 'businesses' } }],
    ['/embed/jobs', { page: 'embed', embed: { kind: 'jobs' } }],
    [
      '/betriebe/muster/jobs/uebersicht_embed',
      { page: 'embed', embed: { kind: 'business-jobs', businessSlug: 'muster' } },
    ],
    [
      '/betriebe/muster/jobs/card_embed',
      { page: 'embed', embed: { kind: 'job-card', businessSlug: 'muster', jobSlug: null } },
    ],
    [
      '/betriebe/muster/jobs/koch/card_embed',
      { page: 'embed', embed: { kind: 'job-card', businessSlug: 'muster', jobSlug: 'koch' } },
    ],
    ['/betriebe/muster/passau-innstadt', { page: 'site', businessSlug: 'muster', siteSlug: 'passau-innstadt' }],
    ['/betriebe/muster/jobs', { page: 'not-found' }],
    ['/betriebe/muster/beitraege', { page: 'not-found' }],
    ['/betriebe/muster/azubis', { page: 'azubis', businessSlug: 'muster' }],
  ])('%s', (pathname, expected) => {
    expect(matchPageRoute(pathname)).toEqual(expected)
  })
})

describe('embeds', () => {
  it.each([
    ['/embed/businesses?location=passau-2855328', 'Unternehmen in Deiner Region | oabat', '/unternehmen'],
    ['/embed/jobs?location=passau-2855328&type=praktikum', 'Stellen in Deiner Region | oabat', '/ausbildung'],
  ])(
    '%s answers 200, noindex, with the full page as canonical, framable by any site',
    async (pathname, title, canonical) => {
      const { response, text } = await get(pathname)
      expect(response.status).toBe(200)
      expect(titleOf(text)).toBe(title)
      expect(text).toContain('<meta name="robots" content="noindex" data-page-head>')
      expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonical}" data-page-head>`)
      expectFrameableAnywhere(response)
    },
  )

  it("answers a company's job overview and job cards, and 404 for unknown companies or another company's job", async () => {
    const job = await passauJob()
    const business = job.business.slug
    const overview = await get(`/betriebe/${business}/jobs/uebersicht_embed`)
    expect(overview.response.status).toBe(200)
    expect(titleOf(overview.text)).toContain('Offene Stellen bei')
    expectFrameableAnywhere(overview.response)

    const card = await get(`/betriebe/${business}/jobs/${job.slug}/card_embed`)
    expect(card.response.status).toBe(200)
    expect(card.text).toContain(`href="${PUBLIC_URL}/betriebe/${business}/jobs/${job.slug}"`)
    expectFrameableAnywhere(card.response)
    expect((await get(`/betriebe/${business}/jobs/card_embed`)).response.status).toBe(200)

    const unknown = await get('/betriebe/gibt-es-nicht-123/jobs/uebersicht_embed')
    expect(unknown.response.status).toBe(404)
    expectFrameableAnywhere(unknown.response)
    expect((await get(`/betriebe/${business}/jobs/gibt-es-nicht/card_embed`)).response.status).toBe(404)
    const { body } = await server().json<SearchResponse>('/api/search?category=Alles&per_page=50')
    const foreign = body.result.data.find((entry) => entry.type === 'job' && entry.business.slug !== business)
    if (foreign?.type !== 'job') throw new Error('no job of another business')
    expect((await get(`/betriebe/${business}/jobs/${foreign.slug}/card_embed`)).response.status).toBe(404)
  })

  it('keeps every other page out of foreign frames', async () => {
    for (const pathname of ['/', '/ausbildung', '/gibt-es-nicht']) {
      const { response } = await get(pathname)
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
  })
})

describe('site pages', () => {
  it('answers a site of the business with its name and place, and 404 for unknown or foreign sites', async () => {
    const job = await passauJob()
    const { body } = await server().json<{
      data: { business_sites: Array<{ slug: string; name: string; city: string }> }
    }>(`/api/v2/business/${job.business.slug}`)
    const site = body.data.business_sites[0]
    if (!site) throw new Error('business without sites')
    const page = await get(`/betriebe/${job.business.slug}/${site.slug}`)
    expect(page.response.status).toBe(200)
    expect(page.text).toContain(site.city)
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/betriebe/${job.business.slug}/${site.slug}"`)
    expect((await get(`/betriebe/${job.business.slug}/gibt-es-nicht`)).response.status).toBe(404)
    expect((await get(`/betriebe/anderer-betrieb-xyz/${site.slug}`)).response.status).toBe(404)
  })

  it('names the business once in the title and description of a site whose name contains it', async () => {
    const { db } = server().database
    const site = await db
      .selectFrom('business_sites as s')
      .innerJoin('businesses as b', 'b.id', 's.business_id')
      .select(['s.slug', 's.name', 'b.slug as business_slug', 'b.name as business_name'])
      .where('b.is_visible', '=', 1)
      .whereRef('s.name', '<>', 'b.name')
      .executeTakeFirstOrThrow()
    expect(site.name).toContain(site.business_name)
    const { text } = await get(`/betriebe/${site.business_slug}/${site.slug}`)
    const head = text.slice(0, text.indexOf('</head>')).replaceAll('&amp;', '&')
    expect(titleOf(head)).toBe(pageTitle(site.name))
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''
    expect(description.startsWith(`${site.name}: `)).toBe(true)
    expect(description.indexOf(site.business_name, site.name.length)).toBe(-1)
  })
})
