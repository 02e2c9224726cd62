import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import {
  ACCOUNT_PAGE_TITLES,
  DEFAULT_PAGE_TITLE,
  INTERN_PAGE_TITLES,
  NOT_FOUND_MESSAGE,
  pageTitle,
  type SearchResponse,
} from '@oabat/core'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createSearchCache } from '../search/job-search.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { HEAD_MARKER, INTERN_PAGES_META } from './render-html.ts'
import { registerWebRoutes } from './routes.ts'

const PUBLIC_URL = 'https://oabat.example'
const TEMPLATE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${DEFAULT_PAGE_TITLE}</title>${HEAD_MARKER}</head><body><div id="root"></div><noscript>${'Bitte aktiviere JavaScript. '.repeat(20)}</noscript><script type="module" src="/assets/index-abc123.js"></script></body></html>`

/** A workspace root with built-looking portal, widgets and demo files, so the test does not need `pnpm build`. */
function fixtureRoot(withPortal: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-web-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  if (withPortal) {
    write('portal/dist/index.html', TEMPLATE)
    write('portal/dist/assets/index-abc123.js', `console.log(${JSON.stringify('oabat '.repeat(400))})`)
    write('portal/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  }
  write('widgets/dist/oabat.js', 'export {}')
  write('widgets/dist/chunks/job-list-1a2b3c.js', 'export {}')
  write('demo/index.html', '<!doctype html><title>Demo</title>')
  write('demo/package.json', '{}')
  return root
}

const server = useTestServer()

/** The web routes over real HTTP, on the test server's seeded database, serving a fixture root. */
function useWebServer(withPortal: boolean, env: Record<string, string> = {}) {
  let url = ''
  let close = () => {}
  let root = ''
  beforeAll(async () => {
    root = fixtureRoot(withPortal)
    const app = new Hono()
    const { db, dialect } = server().database
    registerWebRoutes(
      app,
      {
        db,
        dialect,
        config: loadConfig({ PUBLIC_URL, DATA_DIR: server().dataDir, ...env }),
        searchCache: createSearchCache(),
      },
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
  return async (pathname: string, init?: RequestInit) => {
    const response = await fetch(`${url}${pathname}`, { redirect: 'manual', ...init })
    return { response, text: await response.text() }
  }
}

const get = useWebServer(true)

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]
}

async function passauJob() {
  const { body } = await server().json<SearchResponse>('/api/search?latitude=48.5665&longitude=13.43122&radius=30')
  const item = body.result.data.find((entry) => entry.type === 'job')
  if (item?.type !== 'job') throw new Error('no job near Passau')
  return item
}

describe('page head written by the server', () => {
  it('gives the home page the default title, description and canonical URL', async () => {
    const { response, text } = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(titleOf(text)).toBe(pageTitle(null))
    expect(text).toContain('<meta name="description" content="Finde Ausbildungsplätze')
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" data-page-head>`)
    expect(text).not.toContain(HEAD_MARKER)
  })

  it.each([
    ['/ausbildung/passau-2855328', 'Ausbildungsplätze in Passau | oabat', '/ausbildung/passau-2855328'],
    ['/praktikum/passau-2855328', 'Praktikumsplätze in Passau | oabat', '/praktikum/passau-2855328'],
    ['/ausbildung/zip-passau-94032', 'Ausbildungsplätze in Passau | oabat', '/ausbildung/zip-passau-94032'],
    ['/ausbildung', 'Ausbildungsplätze in Deiner Region | oabat', '/ausbildung'],
    [
      '/ausbildung/passau-2855328?category=Alles',
      'Ausbildungs- und Praktikumsplätze in Passau | oabat',
      '/ausbildung/passau-2855328',
    ],
  ])('titles the search %s', async (pathname, title, canonical) => {
    const { response, text } = await get(pathname)
    expect(response.status).toBe(200)
    expect(titleOf(text)).toBe(title)
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonical}" data-page-head>`)
  })

  it('titles a business page with the business name', async () => {
    const job = await passauJob()
    const { response, text } = await get(`/betriebe/${job.business.slug}`)
    expect(response.status).toBe(200)
    expect(titleOf(text)).toBe(pageTitle(job.business.name).replace(/&/g, '&amp;'))
    expect(text).toContain(`href="${PUBLIC_URL}/betriebe/${job.business.slug}"`)
  })

  it('gives a job page its title and schema.org JobPosting', async () => {
    const job = await passauJob()
    const { response, text } = await get(job.url)
    expect(response.status).toBe(200)
    expect(titleOf(text)).toBe(pageTitle(`${job.name} bei ${job.business.name}`).replace(/&/g, '&amp;'))
    const json = attribute(text, /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/)
    expect(json).toBeDefined()
    expect(json).not.toContain('<')
    const posting = JSON.parse(json ?? '{}')
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.name,
      datePosted: job.published_at,
      employmentType: { 1: 'OTHER', 2: 'INTERN', 3: 'FULL_TIME' }[job.type_id],
      hiringOrganization: { '@type': 'Organization', name: job.business.name },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: 'DE' },
        geo: { '@type': 'GeoCoordinates', latitude: job.latitude, longitude: job.longitude },
      },
      url: `${PUBLIC_URL}${job.url}`,
    })
    expect(posting.hiringOrganization.sameAs).toMatch(/^https?:\/\//)
    expect(posting.description.length).toBeGreaterThan(20)
    expect(posting).not.toHaveProperty('validThrough')
  })

  it.each([
    '/ausbildung/nirgendwo-999999999',
    '/ausbildung/kein-slug',
    '/betriebe/gibt-es-nicht',
    '/betriebe/gibt-es-nicht/jobs/auch-nicht',
    '/404',
    '/irgendwas/ganz/anderes',
  ])('answers %s with 404 and the not-found title', async (pathname) => {
    const { response, text } = await get(pathname)
    expect(response.status).toBe(404)
    expect(titleOf(text)).toBe(pageTitle(NOT_FOUND_MESSAGE))
    expect(text).toContain('<meta name="robots" content="noindex" data-page-head>')
    expect(text).not.toContain('rel="canonical"')
    expect(text).toContain('<div id="root"></div>')
  })

  it.each(['/einstellungen', '/arbeitgeber/registrierung', '/betrieb', '/i/profile'])(
    'answers the account page %s with 200, its title and noindex',
    async (pathname) => {
      const { response, text } = await get(pathname)
      expect(response.status).toBe(200)
      expect(titleOf(text)).toBe(pageTitle(ACCOUNT_PAGE_TITLES[pathname]))
      expect(text).toContain('<meta name="robots" content="noindex" data-page-head>')
      expect(text).not.toContain('rel="canonical"')
    },
  )

  it.each([
    ['/betriebe/demo-betrieb/bearbeiten', 'Profil bearbeiten'],
    ['/betriebe/demo-betrieb/jobs/erstellen', 'Stelle erstellen'],
    ['/betriebe/demo-betrieb/jobs/uebersicht', 'Unsere Berufe'],
    ['/betrieb/job/kfz-mechatroniker/bearbeiten', 'Stelle bearbeiten'],
  ])('answers the personal page %s with its title and noindex, not as a public page', async (pathname, title) => {
    const { response, text } = await get(pathname)
    expect(response.status).toBe(200)
    expect(titleOf(text)).toBe(pageTitle(title))
    expect(text).toContain('<meta name="robots" content="noindex" data-page-head>')
  })

  it('compresses the HTML for clients that accept brotli or gzip', async () => {
    const br = await get('/ausbildung/passau-2855328', { headers: { 'Accept-Encoding': 'br' } })
    expect(br.response.headers.get('content-encoding')).toBe('br')
    expect(titleOf(br.text)).toBe('Ausbildungsplätze in Passau | oabat')
    const gzip = await get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
  })
})

describe('internal pages (docs/intern-pages.md)', () => {
  const INTERN_PATHS = Object.keys(INTERN_PAGE_TITLES)

  it('are the six pages of SPEC §2', () => {
    expect(INTERN_PATHS.sort()).toEqual(
      ['/intern/components', '/intern/css', '/intern/icons', '/intern/parallax', '/test', '/testing'].sort(),
    )
  })

  it.each(INTERN_PATHS)(
    'answer %s with 404 and no switch for the portal without OABAT_INTERN_PAGES',
    async (pathname) => {
      const { response, text } = await get(pathname)
      expect(response.status).toBe(404)
      expect(titleOf(text)).toBe(pageTitle(NOT_FOUND_MESSAGE))
      expect(text).not.toContain(INTERN_PAGES_META)
    },
  )

  describe('with OABAT_INTERN_PAGES=1', () => {
    const getShown = useWebServer(true, { OABAT_INTERN_PAGES: '1' })

    it.each(INTERN_PATHS)('answer %s with 200, its title, noindex and the switch for the portal', async (pathname) => {
      const { response, text } = await getShown(pathname)
      expect(response.status).toBe(200)
      expect(titleOf(text)).toBe(pageTitle(INTERN_PAGE_TITLES[pathname]))
      expect(text).toContain('<meta name="robots" content="noindex" data-page-head>')
      expect(text).toContain(INTERN_PAGES_META)
    })

    it('leave every other page as it was, with the switch in its head', async () => {
      const { response, text } = await getShown('/einstellungen')
      expect(response.status).toBe(200)
      expect(text).toContain(INTERN_PAGES_META)
      expect((await getShown('/intern/gibt-es-nicht')).response.status).toBe(404)
    })
  })

  it('refuses a value other than 0 or 1', () => {
    expect(() => loadConfig({ DATA_DIR: server().dataDir, OABAT_INTERN_PAGES: 'ja' })).toThrow(/OABAT_INTERN_PAGES/)
  })
})

describe('static files', () => {
  it('serves portal assets as immutable, compressed and with a real 404 for missing chunks', async () => {
    const { response, text } = await get('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(text).toContain('oabat oabat')
    const again = await fetch(response.url, { headers: { 'If-None-Match': response.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
    const missing = await get('/assets/index-gone.js')
    expect(missing.response.status).toBe(404)
    expect(missing.response.headers.get('content-type')).toMatch(/^text\/plain/)
  })

  it('serves files at the top of portal/dist', async () => {
    const { response } = await get('/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('serves widget entries with CORS and a short cache, hashed chunks as immutable', async () => {
    const entry = await get('/widgets/oabat.js')
    expect(entry.response.status).toBe(200)
    expect(entry.response.headers.get('access-control-allow-origin')).toBe('*')
    expect(entry.response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(entry.response.headers.get('cache-control')).toBe('public, max-age=300')
    const chunk = await get('/widgets/chunks/job-list-1a2b3c.js')
    expect(chunk.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(chunk.response.headers.get('access-control-allow-origin')).toBe('*')
    const missing = await get('/widgets/nicht-da.js')
    expect(missing.response.status).toBe(404)
    expect(missing.response.headers.get('access-control-allow-origin')).toBe('*')
    expect((await get('/widgets/..%2Fdemo%2Findex.html')).response.status).toBe(404)
  })

  it('serves the demo page under /demo/ but not its package.json', async () => {
    const redirect = await get('/demo')
    expect(redirect.response.status).toBe(301)
    expect(redirect.response.headers.get('location')).toBe('/demo/')
    const page = await get('/demo/')
    expect(page.response.status).toBe(200)
    expect(page.text).toContain('<title>Demo</title>')
    expect((await get('/demo/package.json')).response.status).toBe(404)
  })
})

describe('before the portal is built', () => {
  const getUnbuilt = useWebServer(false)

  it('explains to run pnpm build instead of failing', async () => {
    const { response, text } = await getUnbuilt('/ausbildung/passau-2855328')
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(text).toContain('Das Portal ist noch nicht gebaut')
    expect(text).toContain('pnpm build')
  })
})

describe('the real app', () => {
  it('registers the web routes after the API', async () => {
    const widget = await fetch(`${server().url}/widgets/gibt-es-nicht.js`)
    expect(widget.status).toBe(404)
    expect(widget.headers.get('access-control-allow-origin')).toBe('*')
    const api = await fetch(`${server().url}/api/gibt-es-nicht`)
    expect(api.headers.get('content-type')).toMatch(/^application\/json/)
  })
})
