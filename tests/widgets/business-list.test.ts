/**
 * <oabat-business-list> on a third-party page in real Chromium: the host page comes from its own
 * origin; the loader, the widget module and the API from the built server with its seeded data.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BusinessSummary, Location, SearchV2Response } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

const WIDGET_FILE = path.join(REPO_ROOT, 'widgets', 'dist', 'business-list.js')

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

/** The same search the list runs for location="passau-2855328" (default radius 30 km). */
async function businessesNearPassau(perPage: number, page = 1, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    latitude: String(passau.latitude),
    longitude: String(passau.longitude),
    distance: '30',
    per_page: String(perPage),
    page: String(page),
    ...extra,
  })
  const { result } = await api<SearchV2Response>(`/api/v2/search/businesses?${query}`)
  return { ...result, data: result.data as Array<BusinessSummary & { type: 'business' }> }
}

const loaderTag = () => `<script src="${server.url}/widgets/oabat.js" async></script>`

async function openHostPage(name: string, body: string, init?: () => void) {
  host.put(`/${name}.html`, { body: hostPage(loaderTag(), body) })
  const page = await context.newPage()
  const warnings: string[] = []
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  if (init) await page.addInitScript(init)
  await page.goto(`${host.origin}/${name}.html`)
  return { page, warnings, problems }
}

const eventsOf = (page: Page) => page.evaluate(() => (window as unknown as { oabatEvents: unknown[] }).oabatEvents)

beforeAll(async () => {
  if (!fs.existsSync(WIDGET_FILE)) throw new Error(`${WIDGET_FILE} is missing: run pnpm build first`)
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

describe('<oabat-business-list> on a third-party page', () => {
  test('shows the businesses around Passau with logo, city, distance and open jobs; "Mehr laden" appends', async () => {
    const expected = await businessesNearPassau(4)
    expect(expected.total).toBeGreaterThan(4)
    const { page, problems } = await openHostPage(
      'businesses',
      `<main><oabat-business-list location="passau-2855328" page-size="4"></oabat-business-list></main>`,
      () => {
        const events: unknown[] = []
        Object.assign(window, { oabatEvents: events })
        document.addEventListener('oabat:loaded', (event) => events.push((event as CustomEvent).detail))
      },
    )
    const cards = page.locator('oabat-business-list article')
    const names = page.locator('oabat-business-list article h3 a')
    await expect.poll(() => cards.count()).toBe(4)
    expect(await names.allInnerTexts()).toEqual(expected.data.map((business) => business.name))
    expect(await page.locator('oabat-business-list [part="summary"]').textContent()).toBe(
      `${expected.total} Unternehmen im Umkreis von 30 km um Passau`,
    )

    // Each card: the link to the business page on the portal, the city with distance, the open jobs.
    const first = expected.data[0] as BusinessSummary
    expect(await names.first().getAttribute('href')).toBe(`${server.url}/betriebe/${first.slug}`)
    expect(await names.first().getAttribute('target')).toBeNull()
    const meta = await cards.first().locator('[part="meta"] li').allInnerTexts()
    expect(meta[0]).toMatch(new RegExp(`^${first.city} · [\\d,]+ km$`))
    expect(meta[1]).toBe(
      first.jobs_count === 0
        ? 'Keine offenen Stellen'
        : first.jobs_count === 1
          ? '1 offene Stelle'
          : `${first.jobs_count} offene Stellen`,
    )
    expect(await seriousViolations(page)).toEqual([])
    const logo = cards.first().locator('[part="logo"]')
    expect(await logo.locator('img').count()).toBe(first.logo_url ? 1 : 0)

    await page.getByRole('button', { name: 'Mehr laden' }).click()
    const afterTwo = Math.min(8, expected.total)
    await expect.poll(() => cards.count()).toBe(afterTwo)
    const pageTwo = await businessesNearPassau(4, 2)
    expect((await names.allInnerTexts()).slice(4)).toEqual(pageTwo.data.map((business) => business.name))
    // Focus moves in an effect after the new cards render: wait for it rather than race it.
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('oabat-business-list')?.shadowRoot?.activeElement?.textContent),
      )
      .toBe(pageTwo.data[0]?.name)
    await expect
      .poll(() => eventsOf(page))
      .toEqual([
        { total: expected.total, page: 1 },
        { total: expected.total, page: 2 },
      ])
    expect(problems).toEqual([])
    await page.close()
  })

  test('filters by category, takes the theme colour, opens links in a new tab, and a select can be cancelled', async () => {
    const expected = await businessesNearPassau(3, 1, { category: 'craft' })
    const { page } = await openHostPage(
      'business-options',
      `<style>oabat-business-list { --oabat-color-primary: rgb(138, 75, 31); }</style>
       <oabat-business-list location="passau-2855328" category="craft" page-size="3" new-tab></oabat-business-list>`,
      () => {
        const events: unknown[] = []
        Object.assign(window, { oabatEvents: events })
        document.addEventListener('oabat:business-select', (event) => {
          event.preventDefault()
          events.push((event as CustomEvent).detail.business.slug)
        })
      },
    )
    const popups: Page[] = []
    page.on('popup', (popup) => popups.push(popup))
    const names = page.locator('oabat-business-list article h3 a')
    await expect.poll(() => names.count()).toBe(Math.min(3, expected.total))
    expect(await names.allTextContents()).toEqual(
      expected.data.map((business) => `${business.name} (öffnet in neuem Tab)`),
    )
    expect(await names.first().getAttribute('target')).toBe('_blank')
    expect(await names.first().evaluate((link) => getComputedStyle(link).color)).toBe('rgb(138, 75, 31)')
    await names.first().click()
    await expect.poll(() => eventsOf(page)).toEqual([expected.data[0]?.slug])
    expect(popups).toEqual([]) // the cancelled click opened no tab
    await page.close()
  })

  test('bad attribute, unknown place, empty result and unreachable API each show their German state', async () => {
    const { page, warnings } = await openHostPage(
      'business-states',
      `<oabat-business-list id="bad" radius="0"></oabat-business-list>
       <oabat-business-list id="unknown" location="nirgendwo-999999999"></oabat-business-list>
       <oabat-business-list id="empty" latitude="54.9" longitude="8.3" radius="1"></oabat-business-list>
       <oabat-business-list id="offline" location="passau-2855328" api="http://127.0.0.1:9"></oabat-business-list>
       <oabat-business-list id="no-name" term="Zzyzxqwv"></oabat-business-list>
       <oabat-business-list id="no-channel" channel="gibt-es-nicht"></oabat-business-list>`,
    )
    const bad = page.locator('#bad [part="message"]')
    await bad.waitFor()
    expect(await bad.textContent()).toBe('Ungültiges Attribut radius: erlaubt sind 1 bis 200 km.')
    await expect.poll(() => warnings.filter((text) => text.includes('<oabat-business-list>')).length).toBe(1)
    const unknown = page.locator('#unknown [part="message"]')
    await unknown.waitFor()
    expect(await unknown.textContent()).toContain('Ort nicht gefunden')
    const empty = page.locator('#empty [part="message"]')
    await empty.waitFor()
    expect(await empty.textContent()).toBe(
      'Keine Unternehmen gefunden.Vergrößere den Umkreis oder wähle einen anderen Ort.',
    )
    // A name that matches nothing: the advice is about the name, not the radius.
    const noName = page.locator('#no-name [part="message"]')
    await noName.waitFor()
    expect(await noName.textContent()).toBe(
      'Keine Unternehmen gefunden.Prüfe die Schreibweise oder suche nach einem anderen Namen oder Ort.',
    )
    // A value only the server can check (an unknown channel) is named like a bad attribute — not
    // „Prüfe Deine Internetverbindung“ with a retry that cannot help.
    const noChannel = page.locator('#no-channel [part="message"]')
    await noChannel.waitFor()
    expect(await noChannel.textContent()).toBe('Ungültiges Attribut channel: Diesen Kanal gibt es nicht.')
    expect(await page.locator('#no-channel [part="button"]').count()).toBe(0)
    const offline = page.locator('#offline [part="message"]')
    await offline.waitFor()
    expect(await offline.textContent()).toContain('Die Unternehmen konnten nicht geladen werden.')
    expect(await page.locator('#offline [part="button"]').textContent()).toBe('Erneut versuchen')

    // Fixing the attribute renders the list.
    await page.locator('#bad').evaluate((element) => {
      element.setAttribute('radius', '30')
      element.setAttribute('location', 'passau-2855328')
    })
    await page.locator('#bad article').first().waitFor()
    await page.close()
  })
})
