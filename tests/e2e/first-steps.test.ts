/**
 * „Erste Schritte“ on /betrieb in real Chromium against the built product: a freshly registered
 * company sees the checklist with every point open, checks its sites from it, finishes it with the
 * keyboard, and from then on (also after a reload) its side menu offers „Standorte“ and
 * „Benutzerverwaltung“ (SPEC §2 side menus, §3 tutorial steps).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { loginInDialog } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'
import { codeFromOutbox } from './support/outbox.ts'

const POLL = { timeout: 20_000 }

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

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** Registers a company through the API and confirms its address with the code from the outbox. */
async function registerCompany(email: string, password: string): Promise<{ token: string }> {
  const registered = await call<{ token: string }>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Schreinerei Aigner',
      postal_code: '94032',
      email,
      password,
      firstname: 'Jonas',
      lastname: 'Aigner',
    },
  })
  expect(registered.status).toBe(201)
  const token = registered.body.token
  expect((await call('POST', '/api/auth/verify/resend', {}, token)).status).toBeLessThan(300)
  const code = await codeFromOutbox(server.dataDir, email)
  expect((await call('POST', '/api/auth/verify', { code }, token)).status).toBeLessThan(300)
  return { token }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menü Betrieb' })
const card = (page: Page) => page.getByRole('region', { name: 'Erste Schritte' })
const menuLinks = (page: Page) => menu(page).getByRole('link').allTextContents()

describe('„Erste Schritte“ for a new company (/betrieb)', () => {
  test('the checklist shows, finishing it unlocks Standorte and Benutzerverwaltung in the menu, also after a reload', async () => {
    const email = `aigner.${Date.now()}@example.de`
    const password = 'Schreinerei2026'
    const { token } = await registerCompany(email, password)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    await context.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await gotoHydrated(page, `${server.url}/betrieb`)
    await loginInDialog(page, email, password)
    await page.waitForURL(`${server.url}/betrieb`)
    await expect.poll(() => card(page).textContent(), POLL).toContain('0 von 4 erledigt')
    const items = card(page).getByRole('listitem')
    expect(await items.allTextContents()).toEqual([
      'Profil vervollständigenoffen',
      'Erste Stelle veröffentlichenoffen',
      'Standorte prüfenoffen',
      'Kolleginnen und Kollegen einladenoffen',
    ])
    expect(await card(page).getByRole('link', { name: 'Profil vervollständigen' }).getAttribute('href')).toMatch(
      /^\/betriebe\/[^/]+\/bearbeiten$/,
    )
    expect(await card(page).getByRole('link', { name: 'Kolleginnen und Kollegen einladen' }).getAttribute('href')).toBe(
      '/betrieb/benutzer',
    )
    // On a phone each „offen“ stays on its step's line, right of the label, instead of wrapping below it.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const item of await items.all()) {
      const label = await item.locator('.area-status').boundingBox()
      const state = await item.locator(':scope > :last-child').boundingBox()
      expect(state && label && state.x >= label.x + label.width).toBe(true)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    // The new profile is public at once (search and page) but incomplete: the status says both, not just „sichtbar“.
    const profile = page.getByRole('region', { name: 'Euer Profil' })
    await expect
      .poll(() => profile.textContent(), POLL)
      .toContain('Öffentlich sichtbar – noch nicht vollständigSchülerinnen und Schüler finden Euer Profil schon jetzt')
    expect(await profile.getByRole('link', { name: 'Über uns' }).getAttribute('href')).toMatch(
      /^\/betriebe\/[^/]+\/bearbeiten\?step=2$/,
    )
    // Without the step the menu has no sites and no user management yet.
    await menu(page).getByRole('link', { name: 'Startseite' }).waitFor()
    expect(await menuLinks(page)).not.toContain('Standorte')
    expect(await menuLinks(page)).not.toContain('Benutzerverwaltung')
    await page.screenshot({ path: '/tmp/oabat-first-steps.png', fullPage: true })
    expect(await seriousViolations(page, 'section[aria-labelledby="business-first-steps-title"]')).toEqual([])

    // Following „Standorte prüfen“ opens the sites and counts as checked when the company comes back.
    await card(page).getByRole('link', { name: 'Standorte prüfen' }).click()
    await page.waitForURL(`${server.url}/betrieb/standorte`)
    await page.getByRole('heading', { name: 'Standorte', level: 1 }).waitFor(POLL)
    await page.goBack()
    await page.waitForURL(`${server.url}/betrieb`)
    await expect.poll(() => card(page).textContent(), POLL).toContain('1 von 4 erledigt')
    expect(await items.nth(2).textContent()).toBe('Standorte prüfenerledigt')

    // Finished with the keyboard: the card gives way to a focused confirmation, the menu grows.
    const finish = card(page).getByRole('button', { name: 'Erste Schritte abschließen' })
    await finish.focus()
    await page.keyboard.press('Enter')
    const done = page.getByRole('status').filter({ hasText: 'Erste Schritte abgeschlossen' })
    await done.waitFor(POLL)
    await expect.poll(() => card(page).count(), POLL).toBe(0)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), POLL)
      .toContain('Erste Schritte abgeschlossen')
    await menu(page).getByRole('link', { name: 'Standorte' }).waitFor(POLL)
    await expect.poll(() => menuLinks(page), POLL).toEqual(expect.arrayContaining(['Standorte', 'Benutzerverwaltung']))

    // The step is stored for the user: after a reload the card stays away and the menu keeps both.
    await reloadHydrated(page)
    await menu(page).getByRole('link', { name: 'Benutzerverwaltung' }).waitFor(POLL)
    await expect.poll(() => menuLinks(page), POLL).toEqual(expect.arrayContaining(['Standorte', 'Benutzerverwaltung']))
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await card(page).count()).toBe(0)
    const me = await call<{ data: { tutorial_steps: string[] } }>('GET', '/api/auth/user', undefined, token)
    expect(me.body.data.tutorial_steps).toEqual(expect.arrayContaining(['standorte-geprueft', 'erste-schritte']))

    // The menu entry leads to the user management.
    await menu(page).getByRole('link', { name: 'Benutzerverwaltung' }).click()
    await page.waitForURL(`${server.url}/betrieb/benutzer`)
    expect(errors).toEqual([])

    // A failed load says so in German, the verb agreeing with its plural subject.
    await page.route('**/api/v2/business/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Serverfehler"}' }),
    )
    await gotoHydrated(page, `${server.url}/betrieb`)
    await page.getByText('Eure Stellen konnten nicht geladen werden.').waitFor(POLL)
    await context.close()
  })
})
