/**
 * The pupil's journey through the built portal, in real Chromium against
 * `node packages/server/dist/main.js` with a fresh seeded database: search near Passau, open a
 * job, and the states around it (unknown place, unknown page, home page place search).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { plainText } from '../support/plain-text.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'

const SEARCH_PATH = '/ausbildung/passau-2855328'
const VIEWPORT = { width: 1280, height: 800 }

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

/** A fresh page that fails the test on uncaught script errors. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: VIEWPORT, locale: 'de-DE' })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${path}`)
  return { page, errors }
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  )
}

function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

describe('portal journey', () => {
  test('search near Passau, open a job: title in the tab, the h1 and the server HTML with JobPosting', async () => {
    const { page, errors } = await openPage(SEARCH_PATH)
    await expect.poll(() => page.title()).toBe('Ausbildungsplätze in Passau | oabat')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ausbildungsplätze in Passau')
    const cards = page.locator('.oabat-card')
    await cards.first().waitFor()
    expect(await cards.count()).toBeGreaterThan(3)
    await page.screenshot({ path: '/tmp/oabat-search-page.png' })

    const firstLink = cards.first().getByRole('link')
    const jobName = plainText(await firstLink.textContent()).trim()
    expect(jobName.length).toBeGreaterThan(3)
    await firstLink.click()
    await page.waitForURL(/\/betriebe\/[^/]+\/jobs\/[^/]+$/)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect.poll(() => h1.textContent()).toBe(jobName)
    await expect.poll(() => page.title()).toContain(jobName)
    await page.locator('.oabat-card').first().waitFor()
    await page.screenshot({ path: '/tmp/oabat-job-page.png' })
    const clientTitle = await page.title()

    // What a crawler gets for the same URL, before any script runs.
    const response = await fetch(page.url())
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(titleOf(html)).toBe(clientTitle)
    const postings = jsonLdOf(html).filter((item) => item['@type'] === 'JobPosting')
    expect(postings).toHaveLength(1)
    expect(postings[0]).toMatchObject({ title: jobName, employmentType: 'OTHER' })
    expect(errors).toEqual([])
    await page.close()
  })

  test('tabs switch the offer and the radius narrows the search; the job page links to its business', async () => {
    const { page, errors } = await openPage(SEARCH_PATH)
    const summary = page.locator('.oabat-list__summary')
    await expect.poll(() => summary.textContent()).toContain('50 km')
    await page.getByRole('navigation', { name: 'Angebote' }).getByRole('link', { name: 'Praktikum' }).click()
    await page.waitForURL(`${server.url}/praktikum/passau-2855328`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Praktikumsplätze in Passau')
    await expect.poll(() => summary.textContent()).toMatch(/Praktik/)
    await page.getByLabel('Umkreis').selectOption('10')
    await page.waitForURL(/radius=10/)
    await expect.poll(() => summary.textContent()).toContain('10 km')

    await page.locator('.oabat-card').first().getByRole('link').click()
    await page.waitForURL(/\/jobs\//)
    const business = page.locator('.job-page__company-name')
    const businessName = (await business.textContent())?.trim()
    await page.getByRole('link', { name: 'Zum Betrieb' }).click()
    await page.waitForURL(/\/betriebe\/[^/]+$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(businessName)
    await expect.poll(() => page.title()).toContain(businessName ?? '')
    await page.locator('.oabat-card').first().waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  test('an unknown place shows „Ort nicht gefunden“ and the server answers 404', async () => {
    const path = '/ausbildung/nirgendwo-999999999'
    const { page, errors } = await openPage(path)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ort nicht gefunden')
    await expect(page.getByRole('link', { name: /Zurück zur Suche/ }).getAttribute('href')).resolves.toBe('/ausbildung')
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
    expect(errors).toEqual([])
    await page.close()
  })

  test('an unknown route shows the 404 error page', async () => {
    const path = '/diese/seite/gibt/es/nicht'
    const { page, errors } = await openPage(path)
    const main = page.getByRole('main')
    await expect.poll(() => main.textContent()).toContain('This page could not be found')
    expect(await main.textContent()).toContain('404')
    await expect(main.getByRole('link', { name: 'Zur Startseite', exact: true }).getAttribute('href')).resolves.toBe(
      '/',
    )
    await expect.poll(() => page.title()).toBe('This page could not be found | oabat')
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
    expect(errors).toEqual([])
    await page.close()
  })

  test('home page: type „Pass“, pick Passau with the keyboard, land on the search', async () => {
    const { page, errors } = await openPage('/')
    const input = page.getByRole('combobox', { name: 'Wo suchst Du?' })
    await input.pressSequentially('Pass', { delay: 40 })
    await page
      .getByRole('option', { name: /Passau/ })
      .first()
      .waitFor()
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    await input.press('ArrowDown')
    await expect.poll(() => input.getAttribute('aria-activedescendant')).toBeTruthy()
    const active = await input.getAttribute('aria-activedescendant')
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Passau')
    await input.press('Enter')
    await page.waitForURL(`${server.url}${SEARCH_PATH}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ausbildungsplätze in Passau')
    await page.locator('.oabat-card').first().waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  test('home page: „Suchen“ before the suggestions arrived looks the typed place up and searches', async () => {
    const { page, errors } = await openPage('/')
    // Every suggestion request waits until the test lets it through.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/search/autocomplete_city', async (route) => {
      await held
      await route.continue()
    })
    const input = page.getByRole('combobox', { name: 'Wo suchst Du?' })
    await input.fill('94032')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await page.getByRole('button', { name: 'Suche …' }).waitFor()
    await page.getByText('Ort wird gesucht …').waitFor()
    release()
    await page.waitForURL(/\/ausbildung\/[^/]*passau/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ausbildungsplätze in Passau')

    // A text without a place says so next to the field, and Enter works the same way.
    await gotoHydrated(page, `${server.url}/`)
    await input.fill('Xqzvw')
    await input.press('Enter')
    const status = page.getByText('Zu „Xqzvw“ haben wir keinen Ort gefunden. Versuche es mit einer Postleitzahl.')
    await status.waitFor()
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors).toEqual([])
    await page.close()
  })
})
