/**
 * The embeds (SPEC §2 layout "embed") inside iframes of a site on another origin, in real Chromium
 * against the built product: they render without header and footer, read their query like the
 * widgets' attributes, and open every link in a new tab.
 */
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BusinessSummary, JobSummary, Location, SearchV2Response } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { plainText } from '../support/plain-text.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from '../widgets/support/host-site.ts'
import { gotoHydrated } from './support/hydration.ts'

let server: ServedProduct
let host: HostSite
let browser: Browser
let context: BrowserContext
let passau: Location

async function api<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${server.url}${pathAndQuery}`)
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`)
  return (await response.json()) as T
}

async function search<T>(type: string, query: Record<string, string>) {
  const { result } = await api<SearchV2Response>(`/api/v2/search/${type}?${new URLSearchParams(query)}`)
  return { ...result, data: result.data as T[] }
}

/** A host page on the other origin with one iframe of `src`; resolves to the frame once it loaded. */
async function openInIframe(name: string, src: string): Promise<{ page: Page; frame: Frame; problems: string[] }> {
  host.put(`/${name}.html`, {
    body: hostPage(
      '',
      `<h1>Unsere Firmenseite</h1>
         <iframe id="oabat" title="oabat" src="${server.url}${src}" width="900" height="700"></iframe>`,
    ),
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(`${host.origin}/${name}.html`)
  const handle = await page.locator('#oabat').elementHandle()
  const frame = await handle?.contentFrame()
  if (!frame) throw new Error('no iframe content')
  return { page, frame, problems }
}

beforeAll(async () => {
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
  context = await browser.newContext({ locale: 'de-DE' })
  passau = (await api<{ data: Location }>('/api/v2/locations/passau-2855328')).data
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

describe('embeds in an iframe on another site', () => {
  test('/embed/businesses lists the businesses around the place; a click opens the business page in a new tab', async () => {
    const expected = await search<BusinessSummary>('businesses', {
      latitude: String(passau.latitude),
      longitude: String(passau.longitude),
      distance: '30',
      per_page: '5',
    })
    const { page, frame, problems } = await openInIframe(
      'businesses',
      '/embed/businesses?location=passau-2855328&page-size=5',
    )
    const names = frame.locator('article h3 a')
    await expect.poll(() => names.count(), { timeout: 15_000 }).toBe(5)
    expect(await names.evaluateAll((links) => links.map((link) => link.firstChild?.textContent))).toEqual(
      expected.data.map((business) => business.name),
    )
    // The embed layout: no portal header or footer inside the frame.
    expect(await frame.locator('header, footer').count()).toBe(0)
    // Nor the portal's consent banner: it covered the list, and the host site asks for its own consent.
    expect(await frame.getByText('Cookies und Datenschutz').isVisible()).toBe(false)
    await expect
      .poll(() => frame.getByText(`${expected.total} Unternehmen im Umkreis von 30 km um Passau`).count())
      .toBe(1)

    const [tab] = await Promise.all([context.waitForEvent('page'), names.first().click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(`/betriebe/${expected.data[0]?.slug}`)
    expect(frame.url()).toContain('/embed/businesses')
    await tab.close()
    expect(problems).toEqual([])
    await page.close()
  })

  test('/embed/jobs maps its query to the job list; job links open in a new tab', async () => {
    const expected = await search<JobSummary>('internships', {
      latitude: String(passau.latitude),
      longitude: String(passau.longitude),
      distance: '40',
      sort: 'distance',
      per_page: '3',
    })
    expect(expected.total).toBeGreaterThan(0)
    const { page, frame } = await openInIframe(
      'jobs',
      '/embed/jobs?location=passau-2855328&radius=40&type=praktikum&page-size=3',
    )
    const titles = frame.locator('article h3 a')
    await expect.poll(() => titles.count(), { timeout: 15_000 }).toBe(Math.min(3, expected.total))
    // The titles as the server hyphenated them (soft hyphens in long words).
    expect(await titles.allInnerTexts()).toEqual(expected.data.map((job) => job.name_hyphenated ?? job.name))
    const [tab] = await Promise.all([context.waitForEvent('page'), titles.first().click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(expected.data[0]?.url)
    await tab.close()
    await page.close()
  })

  test('a wrong query parameter shows a German message inside the frame', async () => {
    const { page, frame } = await openInIframe('bad', '/embed/jobs?radius=500')
    const alert = frame.getByRole('alert')
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toContain('Ungültiger Parameter radius: erlaubt sind 1 bis 200 km.')
    await page.close()
  })

  test('an unknown channel or job list names the parameter instead of blaming the connection', async () => {
    for (const [name, reason] of [
      ['channel', 'Diesen Kanal gibt es nicht.'],
      ['list', 'Diese Jobliste gibt es nicht.'],
    ]) {
      const { page, frame } = await openInIframe(`no-${name}`, `/embed/jobs?${name}=gibt-es-nicht`)
      const message = frame.locator('[part="message"]')
      await message.waitFor({ timeout: 15_000 })
      expect(await message.textContent()).toBe(`Ungültiges Attribut ${name}: ${reason}`)
      expect(await frame.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0)
      await page.close()
    }
  })

  test("a company's job overview, one job card and its newest job as a card", async () => {
    const jobs = await search<JobSummary>('jobs', {
      latitude: String(passau.latitude),
      longitude: String(passau.longitude),
      per_page: '1',
    })
    const job = jobs.data[0] as JobSummary
    const business = job.business.slug
    const own = await search<JobSummary>('jobs', { business_slug: business, sort: 'newest', per_page: '50' })

    const overview = await openInIframe('overview', `/betriebe/${business}/jobs/uebersicht_embed`)
    const overviewTitles = overview.frame.locator('article h3 a')
    await expect.poll(() => overviewTitles.count(), { timeout: 15_000 }).toBe(Math.min(12, own.total))
    expect((await overviewTitles.allInnerTexts()).sort()).toEqual(
      own.data
        .slice(0, 12)
        .map((entry) => entry.name_hyphenated ?? entry.name)
        .sort(),
    )
    await overview.page.close()

    const card = await openInIframe('card', `/betriebe/${business}/jobs/${job.slug}/card_embed`)
    const cardTitle = card.frame.locator('article h3 a')
    await cardTitle.waitFor({ timeout: 15_000 })
    expect(plainText(await cardTitle.textContent())).toBe(job.name)
    const [tab] = await Promise.all([context.waitForEvent('page'), cardTitle.click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(job.url)
    await tab.close()
    await card.page.close()

    const newest = await openInIframe('newest', `/betriebe/${business}/jobs/card_embed`)
    const newestTitle = newest.frame.locator('article h3 a')
    await newestTitle.waitFor({ timeout: 15_000 })
    expect(plainText(await newestTitle.textContent())).toBe(own.data[0]?.name)
    await newest.page.close()

    const unknown = await openInIframe('unknown', '/betriebe/gibt-es-nicht-4711/jobs/uebersicht_embed')
    await unknown.frame.getByText('Diesen Betrieb gibt es nicht (mehr) auf oabat.').waitFor({ timeout: 15_000 })
    await unknown.page.close()
  })

  test('a narrow job card breaks a long German title with a hyphen, never inside a syllable without one', async () => {
    const { data } = await search<JobSummary>('jobs', { sort: 'newest', per_page: '50' })
    const job = data.find((entry) => entry.name.split(/[\s/()-]+/).some((word) => word.length >= 18))
    if (!job) throw new Error('no job with a long word in its title')
    expect(job.name_hyphenated).toContain('\u00AD')
    const page = await context.newPage()
    await page.setViewportSize({ width: 260, height: 600 })
    await gotoHydrated(page, `${server.url}/betriebe/${job.business.slug}/jobs/${job.slug}/card_embed`)
    const link = page.locator('article h3 a')
    await link.waitFor()
    // Each line break of the title falls at a soft hyphen, a space, a slash or a hyphen.
    const breaks = await link.evaluate((element) => {
      const found: Array<{ at: string; ok: boolean }> = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let previous: { top: number; node: Text; index: number } | null = null
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let index = 0; index < node.data.length; index++) {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = [...range.getClientRects()].find((box) => box.width > 0)
          if (!rect) continue
          if (previous && rect.top > previous.top + 2) {
            // Chromium may report the character right after a soft-hyphen break on the line before,
            // so the break counts as hyphenated when a soft hyphen is among the last characters before it.
            const before = previous.node === node ? node.data.slice(Math.max(0, previous.index - 1), index) : ' '
            const around = node.data.slice(Math.max(0, previous.index - 8), index + 8)
            found.push({ at: around, ok: /[\u00AD\s/-]/.test(before) })
          }
          previous = { top: rect.top, node, index }
        }
      }
      return found
    })
    expect(breaks.length).toBeGreaterThan(0)
    expect(breaks.filter((entry) => !entry.ok)).toEqual([])
    expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
    await page.close()
  })

  test('the demo page shows the job embed in an iframe with a copyable, absolute snippet', async () => {
    const page = await context.newPage()
    await gotoHydrated(page, `${server.url}/demo/`)
    // The iframe loads lazily: bring it into view as a visitor scrolling down would.
    await page.locator('#iframe iframe').scrollIntoViewIfNeeded()
    const handle = await page.locator('#iframe iframe').elementHandle()
    const frame = await handle?.contentFrame()
    if (!frame) throw new Error('no iframe on the demo page')
    await expect.poll(() => frame.locator('article h3 a').count(), { timeout: 15_000 }).toBe(4)
    expect(await page.locator('#snippet-iframe').textContent()).toContain(
      `src="${server.url}/embed/jobs?location=passau-2855328&amp;radius=30&amp;page-size=4"`,
    )
    await page.close()
  })

  test('a company copies its embed code from /betrieb; pasted on its own site it shows its jobs', async () => {
    const login = (await (
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'betrieb@demo.oabat.de', password: 'oabat-demo-2026' }),
      })
    ).json()) as { token: string; user: { business: { slug: string } } }
    const slug = login.user.business.slug
    const own = await search<JobSummary>('jobs', { business_slug: slug, sort: 'newest', per_page: '50' })
    const company = await browser.newContext({ locale: 'de-DE' })
    await company.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await company.addInitScript((value) => localStorage.setItem('auth token', value), login.token)
    const page = await company.newPage()
    await gotoHydrated(page, `${server.url}/betrieb`)
    const card = page.getByRole('region', { name: 'Auf Eurer Website zeigen' })
    await card.waitFor()
    await card.getByRole('button', { name: 'Kopieren (Alle Eure Stellen (iframe))' }).click()
    await card.getByText('Kopiert.').waitFor()
    const code = await page.evaluate(() => navigator.clipboard.readText())
    expect(code).toBe(
      `<iframe src="${server.url}/betriebe/${slug}/jobs/uebersicht_embed" title="Unsere offenen Stellen" width="100%" height="640" loading="lazy" style="border: 0"></iframe>`,
    )
    await card.getByRole('button', { name: 'Kopieren (Eure neueste Stelle als Karte (iframe))' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('/jobs/card_embed')
    const cardCode = await page.evaluate(() => navigator.clipboard.readText())
    await company.close()

    // The card's code in a narrow column (320 px) shows the whole card: the frame is tall enough.
    host.put('/spalte.html', { body: hostPage('', `<div style="width: 320px">${cardCode}</div>`) })
    const column = await context.newPage()
    await column.goto(`${host.origin}/spalte.html`)
    const cardFrame = await (await column.locator('iframe').elementHandle())?.contentFrame()
    if (!cardFrame) throw new Error('no card iframe')
    await cardFrame.locator('article h3 a').waitFor({ timeout: 15_000 })
    const frameHeight = await column.locator('iframe').evaluate((frame) => frame.clientHeight)
    expect(await cardFrame.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(frameHeight)
    await column.close()

    // Pasted into the company's own site (another origin), the frame shows its jobs.
    host.put('/karriere.html', { body: hostPage('', `<h1>Karriere</h1>${code}`) })
    const site = await context.newPage()
    await site.goto(`${host.origin}/karriere.html`)
    const frame = await (await site.locator('iframe').elementHandle())?.contentFrame()
    if (!frame) throw new Error('no iframe')
    await expect.poll(() => frame.locator('article h3 a').count(), { timeout: 15_000 }).toBe(Math.min(12, own.total))
    await site.close()
  })

  test('the embeds have no serious accessibility problems', async () => {
    const page = await context.newPage()
    for (const path of [
      '/embed/businesses?location=passau-2855328&page-size=4',
      '/embed/jobs?location=passau-2855328&page-size=4',
    ]) {
      await gotoHydrated(page, `${server.url}${path}`)
      await page.locator('article h3 a').first().waitFor({ timeout: 15_000 })
      expect(await seriousViolations(page)).toEqual([])
    }
    await page.close()
  })

  test('without a connection to the server the frame says so once, with „Erneut versuchen“ — no snackbar over it', async () => {
    host.put('/offline.html', {
      body: hostPage(
        '',
        `<iframe id="oabat" title="oabat" src="${server.url}/betriebe/gibt-es-egal/jobs/uebersicht_embed" width="320" height="400"></iframe>`,
      ),
    })
    const page = await context.newPage()
    // The API does not answer (server down, network gone); the page itself still loads.
    await page.route(`${server.url}/api/**`, (route) => route.abort('connectionrefused'))
    await page.goto(`${host.origin}/offline.html`)
    const frame = await (await page.locator('#oabat').elementHandle())?.contentFrame()
    if (!frame) throw new Error('no iframe content')
    await frame.getByRole('button', { name: 'Erneut versuchen' }).waitFor({ timeout: 15_000 })
    const shown = frame.getByText('Keine Verbindung zum Server.')
    expect(await shown.evaluateAll((all) => all.filter((element) => element.checkVisibility()).length)).toBe(1)
    expect(await frame.locator('.oabat-ui-snackbar').isVisible()).toBe(false)
    await page.close()
  })

  test('a page that is no embed refuses to show in a foreign frame', async () => {
    const response = await fetch(`${server.url}/ausbildung`)
    // A server-rendered page also names the scripts it allows (docs/ssr.md).
    expect(response.headers.get('content-security-policy')).toMatch(/^frame-ancestors 'self'(;|$)/)
    const { page, frame } = await openInIframe('refused', '/ausbildung')
    // Chromium blocks the document: the frame stays without the portal's content.
    await page.waitForTimeout(500)
    expect(await frame.locator('#root').count()).toBe(0)
    await page.close()
  })
})
