/**
 * Every search, listing and region route of SPEC §2 with its named variants opens a real page in
 * Chromium against the built product (not the 404), with the head the server sent; the tabs
 * switch, the list loads page 2 by scrolling, and the pages pass axe-core.
 */
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { plainText } from '../support/plain-text.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs } from './support/signed-in.ts'

const P = 'passau-2855328'
const VIEWPORT = { width: 1280, height: 900 }
/** The consent cookie "only necessary": keeps the banner out of pages that test something else. */
const CHOSEN = { name: 'oabat_consent', value: 'm0.p0.f0' }

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function openPage(
  path: string,
  withChoice = true,
  viewport = VIEWPORT,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'de-DE' })
  if (withChoice) await context.addCookies([{ ...CHOSEN, url: server.url }])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${path}`)
  return { page, errors }
}

async function close(page: Page) {
  await page.context().close()
}

// [SPEC §2 name, path, heading the page shows]
const ROUTES: Array<[string, string, string]> = [
  ['ausbildung', '/ausbildung', 'Ausbildungsplätze in Deiner Region'],
  ['ausbildung-locationSlug', `/ausbildung/${P}`, 'Ausbildungsplätze in Passau'],
  ['ausbildung with praktikum flag', `/ausbildung/${P}?praktikum=1`, 'Praktikumsplätze in Passau'],
  ['ausbildung with list', `/ausbildung/${P}?list=handwerk-mit-zukunft`, 'Ausbildungsplätze in Passau'],
  ['praktikum', '/praktikum', 'Praktikumsplätze in Deiner Region'],
  ['praktikum-locationSlug', `/praktikum/${P}`, 'Praktikumsplätze in Passau'],
  ['unternehmen', '/unternehmen', 'Ausbildungsbetriebe in Deiner Region'],
  ['unternehmen-locationSlug', `/unternehmen/${P}`, 'Ausbildungsbetriebe in Passau'],
  ['news', '/news', 'Neuigkeiten aus Deiner Region'],
  ['news-locationSlug', `/news/${P}`, 'Neuigkeiten aus Passau'],
  ['a-locationSlug', `/a/${P}`, 'Ausbildungs- und Praktikumsplätze in Passau'],
  ['zip form', '/ausbildung/zip-passau-94032', 'Ausbildungsplätze in Passau'],
  ['messe-locationSlug', `/messe/${P}`, 'Ausbildungsmessen bei Passau'],
  ['messe-locationSlug-ausbildung', `/messe/${P}/ausbildung`, 'Ausbildungsmessen bei Passau: Ausbildung'],
  ['messe-locationSlug-praktikum', `/messe/${P}/praktikum`, 'Ausbildungsmessen bei Passau: Praktikum'],
  ['messe-locationSlug-unternehmen', `/messe/${P}/unternehmen`, 'Ausbildungsmessen bei Passau: Unternehmen'],
  ['messe-locationSlug-news', `/messe/${P}/news`, 'Ausbildungsmessen bei Passau: Neuigkeiten'],
  ['auswahl', '/auswahl', 'Joblisten: ausgewählte Stellen'],
  ['auswahl-jobListSlug', '/auswahl/handwerk-mit-zukunft', 'Handwerk mit Zukunft'],
  [
    'auswahl-jobListSlug with location',
    `/auswahl/handwerk-mit-zukunft?location=${encodeURIComponent(JSON.stringify({ slug: P }))}`,
    'Handwerk mit Zukunft',
  ],
  ['beitrag', '/beitrag', 'Neuigkeiten aus Deiner Region'],
  ['event', '/event', 'Events in Deiner Region'],
  ['event-eventSlug', '/event/tag-der-ausbildung-passau', 'Tag der Ausbildung Passau'],
  ['region (list of regions)', '/region', 'Regionen auf oabat'],
  ['region-slug', '/region/hauzenberg', 'Ausbildung in der Region Hauzenberg'],
  ['region-slug-ausbildung', '/region/hauzenberg/ausbildung', 'Ausbildungsplätze in der Region Hauzenberg'],
  ['region-slug-praktikum', '/region/hauzenberg/praktikum', 'Praktikumsplätze in der Region Hauzenberg'],
  ['region-slug-unternehmen', '/region/hauzenberg/unternehmen', 'Ausbildungsbetriebe in der Region Hauzenberg'],
  ['region-slug-news', '/region/hauzenberg/news', 'Neuigkeiten aus der Region Hauzenberg'],
  ['region-slug-schulen', '/region/hauzenberg/schulen', 'Schulen in der Region Hauzenberg'],
  ['region-slug-arbeitgeber', '/region/hauzenberg/arbeitgeber', 'Für Arbeitgeber in der Region Hauzenberg'],
  [
    'region-slug-arbeitgeber-events',
    '/region/hauzenberg/arbeitgeber/events',
    'Events für Arbeitgeber in der Region Hauzenberg',
  ],
  [
    'region-slug-anmeldung_creator',
    '/region/hauzenberg/anmeldung_creator',
    'Als Betrieb in der Region Hauzenberg mitmachen',
  ],
  ['region-v2-slug', '/region/v2/passau', 'Ausbildung in der Region Passau'],
  ['region-v2-slug-schulen', '/region/v2/passau/schulen', 'Schulen in der Region Passau'],
  ['altmuehlfranken', '/altmuehlfranken', 'Ausbildung in der Region Altmühlfranken'],
  ['freyung-grafenau', '/freyung-grafenau', 'Ausbildung in der Region Freyung-Grafenau'],
  ['hauzenberg', '/hauzenberg', 'Ausbildung in der Region Hauzenberg'],
  ['inn-salzach', '/inn-salzach', 'Ausbildung in der Region Inn-Salzach'],
  ['inn-salzach-anmeldung', '/inn-salzach/anmeldung', 'Anmeldung in der Region Inn-Salzach'],
  ['passau', '/passau', 'Ausbildung in der Region Passau'],
  ['passau-anmeldung', '/passau/anmeldung', 'Anmeldung in der Region Passau'],
  [
    'lernen-vor-ort-muhldorf-speeddating',
    '/lernen-vor-ort-muhldorf-speeddating',
    'Ausbildung in der Region Lernen vor Ort Mühldorf – Speeddating',
  ],
  ['lkr-r', '/lkr-r', 'Ausbildung in der Region Landkreis Regensburg'],
]

describe('SPEC §2 search, listing and region routes open real pages', () => {
  test.each(ROUTES)('%s: %s', async (_name, path, heading) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(200)
    const { page, errors } = await openPage(path)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect.poll(() => h1.textContent(), { timeout: 15_000 }).toBe(heading)
    expect(await page.locator('main').textContent()).not.toContain('This page could not be found')
    await expect.poll(() => page.title()).toContain(heading.slice(0, 20))
    expect(errors).toEqual([])
    await close(page)
  })

  test.each([
    ['/region/hauzenberg/ausbildung_embed', '.oabat-card'],
    ['/region/hauzenberg/unternehmen_embed', '.result-card'],
  ])('the embed %s shows its list without header and footer', async (path, card) => {
    const { page, errors } = await openPage(path)
    await page.locator(card).first().waitFor({ timeout: 15_000 })
    expect(await page.locator('header.site-header').count()).toBe(0)
    expect(await page.locator('footer').count()).toBe(0)
    expect(errors).toEqual([])
    await close(page)
  })

  test('a v1 region at /region/v2/… and a v2 region at /region/… move to their own form', async () => {
    const { page } = await openPage('/region/passau')
    await page.waitForURL(`${server.url}/region/v2/passau`)
    await gotoHydrated(page, `${server.url}/region/v2/hauzenberg`)
    await page.waitForURL(`${server.url}/region/hauzenberg`)
    await close(page)
  })

  test.each([
    ['an unknown region', '/region/atlantis', 'This page could not be found'],
    ['an unknown job list', '/auswahl/gibt-es-nicht', 'This page could not be found'],
    ['an unknown place', '/unternehmen/nirgendwo-999999999', 'Ort nicht gefunden'],
    ['an unknown fair place', '/messe/nirgendwo-999999999', 'Ort nicht gefunden'],
    ['an unknown post', '/beitrag/gibt-es-nicht', 'This page could not be found'],
  ])('%s shows a German not-found state, never a blank page', async (_label, path, text) => {
    const { page, errors } = await openPage(path)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toContain(text)
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
    expect(errors).toEqual([])
    await close(page)
  })

  test('garbage JSON in the location query of /auswahl: a German notice and the whole list', async () => {
    const { page, errors } = await openPage('/auswahl/handwerk-mit-zukunft?location=%7Bkaputt')
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Der Ort im Link ist ungültig')
    await page.locator('.oabat-card').first().waitFor()
    expect(errors).toEqual([])
    await close(page)
  })

  test('an unknown ?list says the selection does not exist and links to all offers of the place', async () => {
    const { page, errors } = await openPage(`/praktikum/${P}?list=gibt-es-nicht-mehr`)
    const alert = page.getByRole('alert').filter({ hasText: 'Diese Auswahl gibt es nicht.' })
    await alert.waitFor()
    expect(await page.locator('body').textContent()).not.toContain('Ungültiges Attribut')
    await alert.getByRole('link', { name: 'Alle Praktikumsplätze in Passau' }).click()
    await page.waitForURL(`${server.url}/praktikum/${P}`)
    await page.locator('.oabat-card').first().waitFor()
    expect(errors).toEqual([])
    await close(page)
  })

  test('a term longer than the search takes gives the German reason, not the attribute name', async () => {
    const { page, errors } = await openPage(`/ausbildung/${P}?term=${'a'.repeat(201)}`)
    const alert = page.getByRole('alert').filter({ hasText: 'Diese Suche können wir so nicht ausführen.' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
    expect(await page.locator('body').textContent()).not.toContain('Ungültiges Attribut')
    expect(errors).toEqual([])
    await close(page)
  })
})

describe('tabs, infinite paging and accessibility', () => {
  test('the tabs switch between jobs, businesses and news of the place', async () => {
    const { page, errors } = await openPage(`/ausbildung/${P}`)
    const tabs = page.getByRole('navigation', { name: 'Angebote' })
    await page.locator('.oabat-card').first().waitFor()
    await tabs.getByRole('link', { name: 'Unternehmen' }).click()
    await page.waitForURL(`${server.url}/unternehmen/${P}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ausbildungsbetriebe in Passau')
    await page.locator('.result-card [data-business-id], .result-card').first().waitFor()
    await expect.poll(() => page.locator('[data-business-id]').count()).toBeGreaterThan(0)
    await tabs.getByRole('link', { name: 'Neuigkeiten' }).click()
    await page.waitForURL(`${server.url}/news/${P}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Neuigkeiten aus Passau')
    await page.locator('.result-card--post').first().waitFor()
    await tabs.getByRole('link', { name: 'Alles' }).click()
    await page.waitForURL(`${server.url}/a/${P}`)
    await expect.poll(() => page.locator('.oabat-list__summary').textContent()).toMatch(/Stellen im Umkreis/)
    expect(errors).toEqual([])
    await close(page)
  })

  test('scrolling to the end of the list loads page 2 by itself', async () => {
    // Low enough that the end of page 1 lies below the fold whatever the titles' line breaks.
    const { page, errors } = await openPage(`/ausbildung/${P}`, true, { width: VIEWPORT.width, height: 600 })
    const pages: string[] = []
    page.on('request', (request: Request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/v2/search/')) pages.push(url.searchParams.get('page') ?? '')
    })
    const cards = page.locator('.oabat-card')
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12)
    // The end of the first page may lie within reach of a tall viewport, so the second can follow
    // before any scrolling: count from what stands once the list is quiet.
    await page.waitForLoadState('networkidle')
    const before = await cards.count()
    // Scroll to the end as a reader would, again while late layout (card images, deferred parts)
    // still grows the page and pushes the end further down.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
          return cards.count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(before + 12)
    expect(pages).toContain(String(before / 12 + 1))
    expect(errors).toEqual([])
    await close(page)
  })

  test('Umgebung: „In meiner Umgebung suchen“ uses the browser position for jobs and businesses', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      locale: 'de-DE',
      geolocation: { latitude: 48.5665, longitude: 13.43122 },
      permissions: ['geolocation'],
    })
    await context.addCookies([{ ...CHOSEN, url: server.url }])
    const page = await context.newPage()
    await gotoHydrated(page, `${server.url}/unternehmen`)
    await page.getByRole('link', { name: 'In meiner Umgebung suchen' }).click()
    await page.waitForURL(`${server.url}/unternehmen/nearby`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Ausbildungsbetriebe in Deiner Umgebung')
    await page.locator('[data-business-id]').first().waitFor({ timeout: 15_000 })
    await page.getByRole('navigation', { name: 'Angebote' }).getByRole('link', { name: 'Ausbildung' }).click()
    await page.waitForURL(`${server.url}/ausbildung/nearby`)
    await expect.poll(() => page.locator('.oabat-list__summary').textContent()).toMatch(/um Deinen Standort$/)
    await context.close()
  })

  test('a term with a typo finds its job title through the suggestions and the v2 search', async () => {
    const { page } = await openPage(`/ausbildung/${P}?term=${encodeURIComponent('kaufmann büro')}`)
    await expect
      .poll(async () => plainText(await page.locator('.oabat-card h3').first().textContent()), { timeout: 15_000 })
      .toMatch(/Büromanagement/)
    const suggestions = await page.evaluate(async () => {
      const response = await fetch('/api/v2/search/apprenticeships/suggest?term=kaufman%20buero')
      return ((await response.json()) as { data: Array<{ label: string }> }).data.map((s) => s.label)
    })
    expect(suggestions).toContain('Kaufmann für Büromanagement')
    await close(page)
  })

  test.each([
    ['the search page', `/ausbildung/${P}`, '.oabat-card'],
    ['the business tab', `/unternehmen/${P}`, '.result-card'],
    ['a region page', '/region/hauzenberg', '.oabat-card'],
    ['a v2 region page', '/region/v2/passau', '.oabat-card'],
    ['a fair page', `/messe/${P}`, '.result-card'],
  ])('axe-core finds no serious or critical violation on %s', async (_label, path, ready) => {
    const { page } = await openPage(path)
    await page.locator(ready).first().waitFor({ timeout: 15_000 })
    expect(await seriousViolations(page)).toEqual([])
    await close(page)
  })
})

describe('consent banner and analytics (SPEC §4, §7)', () => {
  function analyticsRequests(page: Page): Request[] {
    const seen: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/oabalytics') seen.push(request)
    })
    return seen
  }

  test('nothing is sent before consent; after „Alle akzeptieren“ page visits and impressions go out in a batch', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' })
    const page = await context.newPage()
    const sent = analyticsRequests(page)
    await gotoHydrated(page, `${server.url}/ausbildung/${P}?utm_campaign=herbst&utm_source=newsletter&utm_medium=email`)
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
    await banner.waitFor()
    await page.locator('.oabat-card').first().waitFor()
    // Navigating, scrolling and hiding the page send nothing while the visitor has not chosen.
    await page.getByRole('navigation', { name: 'Angebote' }).getByRole('link', { name: 'Praktikum' }).click()
    await page.locator('.oabat-card').first().waitFor()
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await page.waitForTimeout(6000)
    expect(sent).toEqual([])
    expect(await page.evaluate(() => document.cookie)).not.toContain('oabat_ab=')

    // A beacon's body is not exposed on the request event; the route sees it on its way to the server.
    const bodies: string[] = []
    await page.route('**/api/oabalytics', async (route) => {
      bodies.push(route.request().postDataBuffer()?.toString('utf8') ?? '')
      await route.continue()
    })
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await banner.waitFor({ state: 'detached' })
    await expect.poll(() => bodies.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const body = JSON.parse(bodies[0] as string) as {
      oabalytics_user_id: string
      data: Array<{ entity_type: string; route: string; campaign_id: string | null; source: string | null }>
    }
    expect(body.oabalytics_user_id).toMatch(/^[0-9a-f]{24}$/)
    expect(body.data.some((r) => r.entity_type === 'page_visit' && r.route.startsWith(`/praktikum/${P}`))).toBe(true)
    expect(body.data.some((r) => r.entity_type === 'impression')).toBe(true)
    expect(body.data[0]).toMatchObject({ campaign_id: 'herbst', source: 'newsletter' })
    expect(await page.evaluate(() => document.cookie)).toContain('oabat_consent=m1.p1.f1')
    expect(await page.evaluate(() => document.cookie)).toMatch(/oabat_ab=[0-9a-f]+/)

    // The choice is kept: a new page of the site shows no banner.
    await gotoHydrated(page, `${server.url}/region/hauzenberg`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByRole('region', { name: 'Cookies und Datenschutz' }).count()).toBe(0)
    await context.close()
  })

  test('„Nur notwendige“ keeps analytics off, also on page hide', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' })
    const page = await context.newPage()
    const sent = analyticsRequests(page)
    await gotoHydrated(page, `${server.url}/ausbildung/${P}`)
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
    await banner.getByRole('button', { name: 'Nur notwendige' }).click()
    await banner.waitFor({ state: 'detached' })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await gotoHydrated(page, `${server.url}/region/hauzenberg`)
    await page.waitForTimeout(6000)
    expect(sent).toEqual([])
    await context.close()
  })

  test('a logged-in user sees no banner and counts as allowing all', async () => {
    const { token } = await loginAs(server.url, 'azubi@demo.oabat.de')
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' })
    await context.addInitScript((value) => localStorage.setItem('auth token', value), token)
    const page = await context.newPage()
    const batch = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/oabalytics', {
      timeout: 15_000,
    })
    await gotoHydrated(page, `${server.url}/ausbildung/${P}`)
    await page.locator('.oabat-card').first().waitFor()
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await batch
    expect(await page.getByRole('region', { name: 'Cookies und Datenschutz' }).count()).toBe(0)
    await context.close()
  })
})
