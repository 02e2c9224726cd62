/**
 * oabalytics in real Chromium against the built product (docs/oabalytics.md): records generated
 * through POST /api/oabalytics, then the admin opens /admin/oabalytics, picks „Letzte Woche“ and
 * sees exactly those numbers, exports a table as CSV, follows one visitor's journey, and opens the
 * dashboard; the public /statistiken/oabat shows the headline numbers.
 *
 * The server stamps the records with today's date. The browser's clock is set a week ahead, so
 * „Letzte Woche“ in the browser is the week that holds today on the server.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'
const WEEK_MS = 7 * 86_400_000
const PROBE_ROUTE = '/e2e/oabalytics-probe'
const CAMPAIGN = 'e2e-herbst'

let server: ServedProduct
let browser: Browser
let adminToken: string

/** Three visitors: 7 page views (5 of them from the campaign), 2 job impressions, 1 search. */
const BATCHES = [
  {
    oabalytics_user_id: 'e2e-visitor-1',
    data: [
      { route: PROBE_ROUTE, entity_type: 'page_visit', campaign_id: CAMPAIGN, source: 'newsletter', medium: 'email' },
      { route: PROBE_ROUTE, entity_type: 'event', event: 'search', payload: '{"term":"bäcker"}' },
      { route: PROBE_ROUTE, entity_type: 'impression', tracked_entity_type: 'job', tracked_entity_id: 1 },
      { route: PROBE_ROUTE, entity_type: 'page_visit', campaign_id: CAMPAIGN, source: 'newsletter', medium: 'email' },
    ],
  },
  {
    oabalytics_user_id: 'e2e-visitor-2',
    data: [
      { route: PROBE_ROUTE, entity_type: 'page_visit', campaign_id: CAMPAIGN, source: 'newsletter', medium: 'email' },
      { route: PROBE_ROUTE, entity_type: 'page_visit', campaign_id: CAMPAIGN, source: 'instagram', medium: 'social' },
      { route: PROBE_ROUTE, entity_type: 'impression', tracked_entity_type: 'job', tracked_entity_id: 2 },
    ],
  },
  {
    oabalytics_user_id: 'e2e-visitor-3',
    data: [
      { route: PROBE_ROUTE, entity_type: 'page_visit', campaign_id: CAMPAIGN, source: 'instagram', medium: 'social' },
      { route: '/ausbildung', entity_type: 'page_visit' },
      { route: '/ausbildung', entity_type: 'page_visit' },
    ],
  },
]

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
  for (const batch of BATCHES) {
    const response = await fetch(`${server.url}/api/oabalytics`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ screen_width: 1280, screen_height: 800, ...batch }),
    })
    expect(response.status).toBe(204)
  }
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The admin's page with the browser a week ahead; the admin's own page views are not sent, so the counts stay the test's. */
async function openAsAdmin(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'de-DE',
    acceptDownloads: true,
  })
  await context.clock.setFixedTime(new Date(Date.now() + WEEK_MS))
  await context.addInitScript((value) => localStorage.setItem('auth token', value), adminToken)
  await context.route('**/api/oabalytics', (route) => route.abort())
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${path}`)
  return { page, errors }
}

const tile = (page: Page, figure: string) => page.locator(`[data-figure="${figure}"] .oabalytics-tile__value`)

describe('oabalytics', () => {
  test('the admin opens oabalytics, picks last week and sees the generated numbers; a table exports as CSV', async () => {
    const { page, errors } = await openAsAdmin('/admin')
    await page.getByRole('navigation', { name: 'Menü Admin' }).getByRole('link', { name: 'Oabalytics' }).click()
    await page.getByRole('heading', { level: 1, name: 'Oabalytics' }).waitFor()
    // The browser's last seven days lie after the server's today: nothing yet.
    await expect.poll(() => tile(page, 'page_views').textContent()).toBe('0')

    await page.getByRole('combobox', { name: 'Zeitraum' }).selectOption({ label: 'Letzte Woche' })
    await expect.poll(() => page.url()).toContain('zeitraum=letzte-woche')
    await expect.poll(() => tile(page, 'page_views').textContent()).toBe('7')
    expect(await tile(page, 'visits').textContent()).toBe('3')
    expect(await tile(page, 'unique_visitors').textContent()).toBe('3')
    expect(await tile(page, 'job_impressions').textContent()).toBe('2')
    expect(await tile(page, 'searches').textContent()).toBe('1')
    // The period before had none of it.
    expect(await page.locator('[data-figure="page_views"] .oabalytics-tile__change').textContent()).toContain('neu')

    const routes = page.getByRole('region', { name: 'Seitenaufrufe nach Route', exact: true })
    await expect.poll(() => routes.getByRole('row', { name: new RegExp(`^${PROBE_ROUTE} 5`) }).count()).toBe(1)
    const campaigns = page.getByRole('region', { name: 'Nach Kampagne', exact: true })
    await expect.poll(() => campaigns.getByRole('row', { name: new RegExp(`^${CAMPAIGN} 5`) }).count()).toBe(1)
    const funnel = page.getByRole('region', { name: /Funnel/ })
    expect(await funnel.textContent()).toContain('Suchen: 1')
    // The chart is drawn (uPlot's canvas) and has its text alternative.
    await page.locator('.oabalytics-chart canvas').first().waitFor()

    const download = page.waitForEvent('download')
    await campaigns.getByRole('button', { name: 'Als CSV herunterladen' }).click()
    const file = await (await download).path()
    const csv = await readFile(file, 'utf8')
    expect(csv).toContain(`${CAMPAIGN};5;`)
    expect(csv.split('\r\n')[0]).toContain('Kampagne;Seitenaufrufe')

    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test('one visitor’s journey from the latest visits, and every record with „anonymous“', async () => {
    const { page, errors } = await openAsAdmin('/admin/oabalytics/users/detailed')
    await page.getByRole('heading', { level: 1, name: 'Letzte Besuche' }).waitFor()
    await page.getByRole('link', { name: 'e2e-visitor-1' }).click()
    await page.getByRole('heading', { level: 1, name: 'Besucher e2e-visitor-1' }).waitFor()
    const timeline = page.locator('.oabalytics-timeline li')
    await expect.poll(() => timeline.allTextContents()).toHaveLength(3)
    const steps = await timeline.allTextContents()
    expect(steps[0]).toContain(`Seite ${PROBE_ROUTE}`)
    expect(steps[1]).toContain('Suche auf')
    await page.getByText(/^1 Besuch · 4 Datensätze · zuerst/).waitFor()

    await page.getByRole('link', { name: 'Alle Datensätze mit Impressionen' }).click()
    const table = page.getByRole('region', { name: 'Datensätze', exact: true })
    await expect.poll(() => table.getByRole('row').count()).toBe(5)
    expect(await table.textContent()).toContain('{"term":"bäcker"}')
    await page.getByLabel(/Anonym/).check()
    await expect.poll(() => page.url()).toContain('anonymous=1')
    await expect.poll(async () => (await table.textContent())?.includes('bäcker')).toBe(false)
    expect(errors).toEqual([])
  })

  test('the dashboard shows the week and the platform; the public page shows the headline numbers', async () => {
    const { page, errors } = await openAsAdmin('/admin/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.getByRole('region', { name: 'Die Plattform heute' }).locator('[data-figure="companies"] dd').waitFor()
    expect(errors).toEqual([])

    const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false })
    const visitor = await context.newPage()
    await visitor.goto(`${server.url}/statistiken-oabat`)
    await visitor.getByRole('heading', { level: 1, name: 'oabat in Zahlen' }).waitFor()
    const companies = await visitor.locator('[data-figure="companies"] dd').textContent()
    expect(Number(companies?.replaceAll('.', ''))).toBeGreaterThan(0)
    await context.close()
  })
})
