/**
 * Issue 11 item 1: the public pages come rendered from the server. Over plain HTTP each page type
 * carries its main content; with JavaScript off a job page and a listing show content and working
 * links; with JavaScript on, hydration warns about nothing and fetches none of the embedded data.
 */
import { createHash } from 'node:crypto'
import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { waitForHydration } from './support/hydration.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const P = 'passau-2855328'
/** The consent cookie "only necessary": the banner is no part of these checks. */
const CHOSEN = { name: 'oabat_consent', value: 'm0.p0.f0' }

interface SeedJob {
  name: string
  url: string
  business: { name: string; slug: string }
}

let server: ServedProduct
let browser: Browser
let job: SeedJob
let businessTotal: number
/** A site of the job's company, a region (and one with v2 pages), a post, an event and a fair from the demo data. */
let sitePath: string
let region: SeedRegion
let regionV2: SeedRegion
let post: { title: string; url: string }
let event: { title: string; url: string }
let fairTitle: string

interface SeedRegion {
  name: string
  slug: string
  url: string
  v2: boolean
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  const search = await getJson(`/api/v2/search/apprenticeships?latitude=48.5665&longitude=13.43122&per_page=1`)
  job = search.result.data[0] as SeedJob
  const businesses = await getJson(`/api/v2/search/businesses?latitude=48.5665&longitude=13.43122&distance=50&page=1`)
  businessTotal = businesses.result.total
  const business = await getJson(`/api/v2/business/${job.business.slug}`)
  sitePath = `/betriebe/${job.business.slug}/${business.data.business_sites[0].slug}`
  const regions = (await getJson('/api/regions/')).data as SeedRegion[]
  region = regions.find((entry) => !entry.v2) as SeedRegion
  regionV2 = regions.find((entry) => entry.v2) as SeedRegion
  const posts = await getJson(`/api/v2/search/posts?latitude=48.5665&longitude=13.43122&distance=50&page=1`)
  post = posts.result.data[0]
  event = (await getJson('/api/events?past=0')).data[0]
  fairTitle = (await getJson('/api/jobfairs?latitude=48.5665&longitude=13.43122&distance=100')).data[0].title
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the API's own tests.
async function getJson(path: string): Promise<any> {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status).toBe(200)
  return response.json()
}

async function html(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}

/** The rendered root only: the head and the embedded JSON would find the texts too. */
function renderedRoot(document: string): string {
  const start = document.indexOf('<div id="root" data-server-rendered>')
  expect(start).toBeGreaterThan(-1)
  return document.slice(start, document.indexOf('<script type="application/json"', start))
}

describe('public pages over HTTP, without a browser', () => {
  test('home: the headline and the popular places', async () => {
    const root = renderedRoot(await html('/'))
    expect(root).toContain('Finde Deine Ausbildung')
    expect(root).toContain(`href="/ausbildung/${P}"`)
  })

  test('job page: the job title and its company with a link', async () => {
    const root = renderedRoot(await html(job.url))
    expect(root).toContain(`<h1 class="job-page__title">${escapeHtml(job.name)}</h1>`)
    expect(root).toContain(`href="/betriebe/${job.business.slug}"`)
    expect(root).toContain(escapeHtml(job.business.name))
  })

  test('company page: its name, its sites with links', async () => {
    const root = renderedRoot(await html(`/betriebe/${job.business.slug}`))
    expect(root).toContain(`<h1 class="business-page__title">${escapeHtml(job.business.name)}</h1>`)
    expect(root).toMatch(new RegExp(`href="/betriebe/${escapeRegExp(job.business.slug)}/[^"/]+"`))
  })

  test('site page: the company and the place of the site, with a link to the company', async () => {
    const root = renderedRoot(await html(sitePath))
    expect(root).toContain('<h1 class="site-page__title">')
    expect(root).toContain(escapeHtml(job.business.name))
    expect(root).toContain(`href="/betriebe/${job.business.slug}"`)
  })

  test('region pages: the list of regions and a region with its name and sections', async () => {
    const list = renderedRoot(await html('/region'))
    expect(list).toContain(`href="${region.url}"`)
    expect(list).toContain(escapeHtml(regionV2.name))
    const page = renderedRoot(await html(region.url))
    expect(page).toContain(`Ausbildung in der Region ${escapeHtml(region.name)}</h1>`)
    expect(page).toContain(`href="/region/${region.slug}/unternehmen"`)
    expect(renderedRoot(await html(`/region/${region.slug}/unternehmen`))).toMatch(/<a href="\/betriebe\/[^"]+"/)
  })

  test('post, event and fair pages: their titles', async () => {
    expect(renderedRoot(await html(post.url))).toContain(
      `<h1 class="search-page__title">${escapeHtml(post.title)}</h1>`,
    )
    expect(renderedRoot(await html(event.url))).toContain(
      `<h1 class="search-page__title">${escapeHtml(event.title)}</h1>`,
    )
    expect(renderedRoot(await html('/event'))).toContain(escapeHtml(event.title))
    expect(renderedRoot(await html(`/messe/${P}`))).toContain(escapeHtml(fairTitle))
  })

  test('region embeds: the companies of the region, with their links; the policy lets any site frame them', async () => {
    const response = await fetch(`${server.url}/region/${region.slug}/unternehmen_embed`)
    const root = renderedRoot(await response.text())
    expect(root).toContain('class="result-card')
    expect(root).toMatch(/href="\/betriebe\/[^"/]+"/)
    expect(response.headers.get('content-security-policy')).toMatch(/^frame-ancestors \*; script-src 'self' 'sha256-/)
    // The apprenticeships: the embed layout and the job list's loading state (its cards load in the browser).
    const jobs = renderedRoot(await html(`/region/${region.slug}/ausbildung_embed`))
    expect(jobs).toContain('<main id="inhalt" class="layout-embed"')
    expect(jobs).toContain('<section class="oabat-theme oabat-list" lang="de" aria-busy="true">')
  })

  test('job lists („Auswahl“): every list with its link, and a list with its name and description', async () => {
    const lists = (await getJson('/api/job_lists')).data as Array<{ name: string; url: string; description: string }>
    expect(lists.length).toBeGreaterThan(0)
    const index = renderedRoot(await html('/auswahl'))
    for (const list of lists) {
      expect(index).toContain(`href="${list.url}">${escapeHtml(list.name)}</a>`)
    }
    const first = lists[0] as { name: string; url: string; description: string }
    const root = renderedRoot(await html(first.url))
    expect(root).toContain(escapeHtml(first.name))
    if (first.description) expect(root).toContain(escapeHtml(first.description))
  })

  test('listing pages: the place, and the result count of the company listing', async () => {
    expect(renderedRoot(await html(`/ausbildung/${P}`))).toContain('Ausbildungsplätze in Passau')
    const root = renderedRoot(await html(`/unternehmen/${P}`))
    expect(root).toContain('Ausbildungsbetriebe in Passau')
    expect(root).toContain(`${businessTotal}<!-- --> <!-- -->Betriebe`)
  })

  test('a private page stays rendered in the browser', async () => {
    const response = await fetch(`${server.url}/einstellungen`)
    const document = await response.text()
    expect(document).toContain('<div id="root"></div>')
    // Its code starts from the head as Vite wrote it; its policy names no scripts.
    expect(head(document)).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/)
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
  })

  test.each([
    ['home', '/'],
    ['listing', `/ausbildung/${P}`],
    ['job page', 'JOB'],
  ])('%s: its code starts after the first paint, by one inline script its policy allows', async (_name, where) => {
    const response = await fetch(`${server.url}${where === 'JOB' ? job.url : where}`)
    const document = await response.text()
    // Nothing in the head competes with the first paint for the connection.
    expect(head(document)).not.toMatch(/<script type="module"|rel="modulepreload"/)
    const loader =
      /<script data-entry="(\/assets\/index-[^"]+\.js)" data-preload="([^"]*)">([^<]*)<\/script>\s*<\/body>/.exec(
        document,
      )
    if (!loader) throw new Error('no loader script at the end of the body')
    const preloads = (loader[2] as string).split(' ')
    expect(preloads.length).toBeGreaterThan(1)
    // Each chunk once, though index.html and the page's chunk both import React and the shell.
    expect(new Set(preloads).size).toBe(preloads.length)
    const hash = createHash('sha256')
      .update(loader[3] as string)
      .digest('base64')
    expect(response.headers.get('content-security-policy')).toBe(
      `frame-ancestors 'self'; script-src 'self' 'sha256-${hash}'`,
    )
  })
})

/** The document's head, where Vite puts the entry and its modulepreloads. */
function head(document: string): string {
  return document.slice(0, document.indexOf('</head>'))
}

describe('with JavaScript disabled', () => {
  async function openWithoutScript(path: string): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto(`${server.url}${path}`)
    return page
  }

  test('a job page shows the job and its link leads to the company', async () => {
    const page = await openWithoutScript(job.url)
    await expect.poll(() => page.locator('h1').textContent()).toBe(job.name)
    await page.locator('.job-page__company-name').click()
    await page.waitForURL(`${server.url}/betriebe/${job.business.slug}`)
    expect(await page.locator('h1').textContent()).toBe(job.business.name)
    expect(await page.title()).toContain(job.business.name)
    await page.context().close()
  })

  test('a listing shows its companies and their links work', async () => {
    const page = await openWithoutScript(`/unternehmen/${P}`)
    await expect.poll(() => page.locator('.result-list__summary').textContent()).toContain(`${businessTotal} Betriebe`)
    const first = page.locator('.result-card__title a').first()
    const name = (await first.textContent()) ?? ''
    await first.click()
    await page.waitForURL(/\/betriebe\//)
    expect(await page.title()).toContain(name.trim())
    await page.context().close()
  })
})

describe('with JavaScript disabled, the pages rendered since', () => {
  test('a region lists its companies and a company page opens with its name', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto(`${server.url}/region/${region.slug}/unternehmen`)
    expect(await page.locator('h1').textContent()).toContain(region.name)
    const first = page.locator('.result-card__title a').first()
    const name = ((await first.textContent()) ?? '').trim()
    await first.click()
    await page.waitForURL(/\/betriebe\//)
    expect(await page.locator('h1').textContent()).toBe(name)
    await context.close()
  })
})

describe('hydration', () => {
  /** Opens a server-rendered page, collecting console warnings and errors and the API requests made. */
  async function hydrate(path: string, token: string | null = null) {
    const context = await browser.newContext({ locale: 'de-DE' })
    await context.addCookies([{ ...CHOSEN, url: server.url }])
    if (token) await context.addInitScript((value) => localStorage.setItem('auth token', value), token)
    const page = await context.newPage()
    const messages: string[] = []
    const requests: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text())
    })
    page.on('pageerror', (error) => messages.push(error.message))
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`)
    })
    await page.goto(`${server.url}${path}`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    return { page, messages, requests }
  }

  test.each([
    ['home', '/', /\/api\/search\/popular_cities/],
    ['job page', 'JOB', /\/api\/v2\/jobs\//],
    ['company page', 'BUSINESS', /\/api\/(v2\/business\/|videos\/|business\/\d+\/getBusinessesAround)/],
    ['listing', `/unternehmen/${P}`, /\/api\/v2\/(locations\/|search\/businesses\?.*\bpage=1$)/],
    ['site page', 'SITE', /\/api\/business_sites\//],
    ['list of regions', '/region', /\/api\/regions\//],
    ['region', 'REGION', /\/api\/(regions\/|v2\/search\/posts\?|events\?)/],
    ['region with v2 pages and its search box', 'REGION_V2', /\/api\/(regions\/|v2\/search\/posts\?|events\?)/],
    ['companies of a region', 'REGION_BUSINESSES', /\/api\/(regions\/|v2\/search\/businesses\?.*\bpage=1$)/],
    ['post', 'POST', /\/api\/posts\//],
    ['event', 'EVENT', /\/api\/events\//],
    ['events', '/event', /\/api\/events\?/],
    ['fairs', `/messe/${P}`, /\/api\/(v2\/locations\/|jobfairs)/],
    [
      'a region embed of companies',
      'REGION_EMBED_BUSINESSES',
      /\/api\/(regions\/|v2\/search\/businesses\?.*\bpage=1$)/,
    ],
    ['a region embed of apprenticeships', 'REGION_EMBED_JOBS', /\/api\/regions\//],
    ['job lists', '/auswahl', /\/api\/job_lists$/],
    ['a job list', '/auswahl/handwerk-mit-zukunft', /\/api\/job_lists\//],
    ['school profile', '/schule/mittelschule-passau', /\/api\/(schools\/|events\?)/],
    [
      'Schwarzes Brett',
      '/schule/mittelschule-passau/minibat',
      /\/api\/(schools\/|v2\/search\/posts\?|jobfairs|events\?)/,
    ],
  ])('%s: no warning, and the embedded data is not requested again', async (_name, where, embedded) => {
    const path = pathOf(where)
    const { page, messages, requests } = await hydrate(path)
    expect(messages).toEqual([])
    expect(requests.filter((request) => embedded.test(request))).toEqual([])
    await page.context().close()
  })

  /** The path of a case: seeded pages are known only once the server runs. */
  function pathOf(where: string): string {
    const seeded: Record<string, () => string> = {
      JOB: () => job.url,
      BUSINESS: () => `/betriebe/${job.business.slug}`,
      SITE: () => sitePath,
      REGION: () => region.url,
      REGION_V2: () => regionV2.url,
      REGION_BUSINESSES: () => `/region/${region.slug}/unternehmen`,
      REGION_EMBED_BUSINESSES: () => `/region/${region.slug}/unternehmen_embed`,
      REGION_EMBED_JOBS: () => `/region/${region.slug}/ausbildung_embed`,
      POST: () => post.url,
      EVENT: () => event.url,
    }
    return seeded[where]?.() ?? where
  }

  test('a signed-in visitor gets the guest page hydrated, then the own menu, without a mismatch', async () => {
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
    const { page, messages } = await hydrate(job.url, trainee.token)
    await expect.poll(() => page.getByRole('button', { name: /Anmelden/ }).count()).toBe(0)
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('a region account on /region gets the public list hydrated, then its own area, without a mismatch', async () => {
    const account = await loginAs(server.url, 'region@demo.oabat.de')
    const { page, messages } = await hydrate('/region', account.token)
    await page.getByRole('heading', { name: 'Eure Regionsseite' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Regionen auf oabat' }).count()).toBe(0)
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('a school account on its profile gets the guest page hydrated, then its menu and editor, without a mismatch', async () => {
    const account = await loginAs(server.url, 'schule@demo.oabat.de')
    const { page, messages } = await hydrate('/schule/mittelschule-passau', account.token)
    await page.getByRole('button', { name: 'Profil bearbeiten' }).waitFor()
    await page.getByRole('navigation', { name: 'Menü Schule' }).waitFor()
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('client-side navigation after hydration still loads the next page', async () => {
    const { page, errors } = await openPage(browser, server.url, null, job.url)
    await page.locator('.job-page__company-name').click()
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(job.business.name)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
