/**
 * Account journeys in real Chromium against the built product (`node packages/server/dist/main.js`,
 * NODE_ENV=development so that the demo admin is the admin): registration with a code from the
 * outbox folder, logout and login to the remembered page, guards and the login dialog, an admin logged in
 * as a business and back, an employer confirming the address on /betrieb/problem.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, demoAdminPassword, fieldError, loginInDialog } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { codeFromOutbox } from './support/outbox.ts'

const VIEWPORT = { width: 1280, height: 800 }

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  // Development mode makes the demo admin the admin (ADMIN_EMAIL's default), for the impersonation.
  server = await startServer({ NODE_ENV: 'development' })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A fresh browser context (own localStorage) whose page fails the test on uncaught script errors. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${path}`)
  return { page, errors }
}

async function closePage(page: Page) {
  await page.context().close()
}

function storedToken(page: Page, key = 'auth token'): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key)
}

describe('login dialog and guards', () => {
  test('a guest opening a protected page gets the login dialog and lands there after the login', async () => {
    const { page, errors } = await openPage('/einstellungen')
    const dialog = page.getByRole('dialog', { name: 'Anmelden' })
    await dialog.waitFor()
    await page.waitForURL(`${server.url}/`)
    expect(await page.evaluate(() => sessionStorage.getItem('intended path'))).toBe('/einstellungen')
    await page.screenshot({ path: '/tmp/oabat-login-dialog.png' })
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(443)

    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    await page.waitForURL(`${server.url}/einstellungen`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Einstellungen')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await storedToken(page)).toMatch(/^[\w-]{43}$/)
    await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe('Lena')
    expect(errors).toEqual([])
    await closePage(page)
  })

  test('a wrong password shows the German message at the password field', async () => {
    const { page, errors } = await openPage('/')
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await loginInDialog(page, 'azubi@demo.oabat.de', 'falsch-123')
    await expect.poll(() => fieldError(page, 'Passwort')).toBe('E-Mail-Adresse oder Passwort ist falsch.')
    expect(await storedToken(page)).toBeNull()
    // Escape closes the dialog; the page stays.
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors).toEqual([])
    await closePage(page)
  })

  test('the login without redirect keeps the visitor on the page (/verify)', async () => {
    const { page, errors } = await openPage('/verify')
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('Deine E-Mail-Adresse azubi@demo.oabat.de ist bestätigt.')
    expect(new URL(page.url()).pathname).toBe('/verify')
    expect(errors).toEqual([])
    await closePage(page)
  })

  test('the login from the header leads a business home (/betrieb) and the logo follows the role', async () => {
    const { page, errors } = await openPage('/ausbildung')
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await loginInDialog(page, 'betrieb@demo.oabat.de', DEMO_PASSWORD)
    await page.waitForURL(`${server.url}/betrieb`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen, Thomas!')
    await expect
      .poll(() => page.getByRole('link', { name: 'oabat – zur Startseite' }).getAttribute('href'))
      .toBe('/betrieb')
    expect(errors).toEqual([])
    await closePage(page)
  })

  test('a trainee on /betrieb goes home; /intern/components is hidden without OABAT_INTERN_PAGES', async () => {
    const { page, errors } = await openPage('/')
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    await page.getByRole('button', { name: /Konto-Menü/ }).waitFor()
    await gotoHydrated(page, `${server.url}/betrieb`)
    await page.waitForURL(`${server.url}/`)
    // hide-in-production: the server runs without OABAT_INTERN_PAGES=1 (docs/intern-pages.md).
    await gotoHydrated(page, `${server.url}/intern/components`)
    await page.waitForURL(`${server.url}/`)
    expect(errors).toEqual([])
    await closePage(page)
  })
})

describe('trainee registration with a code', () => {
  test('registers with the code from the outbox, logs out, logs in and lands on the remembered page', async () => {
    const email = `lea.${Date.now()}@example.de`
    const password = 'Sommer2026'
    const { page, errors } = await openPage('/')
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('button', { name: 'Jetzt kostenlos registrieren' }).click()
    const dialog = page.getByRole('dialog', { name: 'Kostenlos registrieren' })
    await dialog.getByLabel('E-Mail-Adresse').fill(email)
    await dialog.getByRole('button', { name: 'Code senden' }).click()

    const code = await codeFromOutbox(server.dataDir, email)
    await dialog.getByLabel('Code', { exact: true }).fill(code)
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByLabel('Vorname').fill('Lea')
    await dialog.getByLabel('Nachname').fill('Berger')
    await dialog.getByLabel('Geburtsdatum').fill('2009-05-14')
    // A weak password first: the server's German message appears at the field, the password rule as help.
    await dialog.getByLabel('Passwort', { exact: true }).fill('kurz')
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click()
    await expect.poll(() => fieldError(page, 'Passwort')).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.')
    expect(await dialog.textContent()).toContain(
      'Mindestens 8 Zeichen, darunter mindestens ein Buchstabe und eine Ziffer.',
    )
    await page.screenshot({ path: '/tmp/oabat-registration.png' })
    await dialog.getByLabel('Passwort', { exact: true }).fill(password)
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click()

    await dialog.waitFor({ state: 'hidden' })
    const accountButton = page.getByRole('button', { name: /Lea.*Konto-Menü/ })
    await accountButton.waitFor()
    expect(await storedToken(page)).not.toBeNull()

    // Logout: the account menu leads to /abmelden, which forgets the session and returns to /.
    await accountButton.click()
    await page.getByRole('link', { name: 'Abmelden' }).click()
    await page.waitForURL(`${server.url}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).waitFor()
    expect(await storedToken(page)).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()

    // The next protected page is remembered and reached after the login.
    await gotoHydrated(page, `${server.url}/i/benachrichtigungen`)
    await loginInDialog(page, email, password)
    await page.waitForURL(`${server.url}/i/benachrichtigungen`)
    await page.getByLabel('Newsletter').waitFor()
    await expect.poll(() => page.getByLabel('Neue Nachrichten').isChecked()).toBe(true)
    expect(errors).toEqual([])
    await closePage(page)
  })
})

describe('trainee registration by SMS', () => {
  test('the code goes to the phone number (SMS outbox); the account gets the e-mail address and the number', async () => {
    const phone = `0151 ${String(Date.now()).slice(-7)}`
    const normalized = `+49${phone.replace(/\D/g, '').slice(1)}`
    const email = `tom.${Date.now()}@example.de`
    const { page, errors } = await openPage('/')
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('button', { name: 'Jetzt kostenlos registrieren' }).click()
    const dialog = page.getByRole('dialog', { name: 'Kostenlos registrieren' })
    await dialog.getByLabel('SMS').check()
    await dialog.getByLabel('Handynummer').fill(phone)
    await dialog.getByRole('button', { name: 'Code senden' }).click()
    const code = await codeFromOutbox(server.dataDir, normalized)
    await dialog.getByLabel('Code', { exact: true }).fill(code)
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByLabel('Vorname').fill('Tom')
    await dialog.getByLabel('Nachname').fill('Maier')
    await dialog.getByLabel('Geburtsdatum').fill('2008-11-02')
    await dialog.getByLabel('E-Mail-Adresse').fill(email)
    await dialog.getByLabel('Passwort', { exact: true }).fill('Winter2026')
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /Tom.*Konto-Menü/ }).waitFor()
    await gotoHydrated(page, `${server.url}/i/profile`)
    const facts = page.locator('.account-facts')
    await expect.poll(() => facts.textContent()).toContain(email)
    expect(await facts.textContent()).toContain(normalized)
    expect(errors).toEqual([])
    await closePage(page)
  })
})

describe('impersonation', () => {
  /** On /admin/betriebe: finds the demo company by name and logs in as its account from its row. */
  async function impersonateFromList(page: Page) {
    await gotoHydrated(page, `${server.url}/admin/betriebe`)
    await page.getByLabel('Suche').fill('Walter Antrieb')
    const row = page.getByRole('row', { name: /Walter Antriebstechnik AG/ })
    await row.waitFor()
    await row.getByRole('button', { name: 'Anmelden als Walter Antriebstechnik AG' }).click()
    await page.waitForURL(`${server.url}/betrieb`)
  }

  test('an admin finds a business by name, logs in as it, sees its side menu and the banner, and returns', async () => {
    const { page, errors } = await openPage('/admin')
    await loginInDialog(page, 'admin@demo.oabat.de', demoAdminPassword(server.dataDir))
    // /admin opens the overview.
    await page.waitForURL(`${server.url}/admin/uebersicht`)
    const adminMenu = page.getByRole('navigation', { name: 'Menü Admin' })
    await adminMenu.getByRole('link', { name: 'Betriebe' }).waitFor()
    const adminToken = await storedToken(page)

    await impersonateFromList(page)
    const banner = page.getByRole('region', { name: 'Angemeldet als anderer Nutzer' })
    await expect
      .poll(() => banner.textContent())
      .toContain('Du bist angemeldet als Thomas Wimmer (Walter Antriebstechnik AG)')
    const menu = page.getByRole('navigation', { name: 'Menü Betrieb' })
    // The business menu (its entries grow with the employer pages), not the admin's.
    await menu.getByRole('link', { name: 'Startseite' }).waitFor()
    // The demo company is past its „Erste Schritte“ (seed), so sites and users are in its menu
    // once the business is loaded.
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual(expect.arrayContaining(['Nachrichten', 'Einstellungen', 'Abmelden', 'Standorte', 'Benutzerverwaltung']))
    const entries = await menu.getByRole('link').allTextContents()
    expect(entries[0]).toBe('Startseite')
    expect(entries).not.toContain('Admin')
    expect(await menu.getByRole('link', { name: 'Startseite' }).getAttribute('aria-current')).toBe('page')
    expect(await storedToken(page, 'admin auth token')).toBe(adminToken)
    expect(await storedToken(page)).not.toBe(adminToken)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen, Thomas!')
    await page.screenshot({ path: '/tmp/oabat-impersonation.png', fullPage: true })

    await banner.getByRole('button', { name: 'Zurück zu meinem Konto' }).click()
    await page.waitForURL(`${server.url}/admin/uebersicht`)
    await adminMenu.waitFor()
    await expect.poll(() => banner.count()).toBe(0)
    expect(await storedToken(page)).toBe(adminToken)
    expect(await storedToken(page, 'admin auth token')).toBeNull()
    // The overview's log names the impersonation with its end.
    const log = page.getByRole('region', { name: 'Anmeldungen als andere Nutzer' })
    await expect.poll(() => log.getByRole('listitem').first().textContent()).toMatch(/als Thomas Wimmer .* bis /)

    // Logging out while logged in as someone else ends the impersonation instead.
    await impersonateFromList(page)
    await page.getByRole('navigation', { name: 'Menü Betrieb' }).getByRole('link', { name: 'Abmelden' }).click()
    await page.waitForURL(`${server.url}/admin/uebersicht`)
    await adminMenu.waitFor()
    expect(await storedToken(page)).toBe(adminToken)
    expect(errors).toEqual([])
    await closePage(page)
  })
})

describe('employer registration', () => {
  test('a new business is sent to /betrieb/problem, confirms the address by code and reaches /betrieb', async () => {
    const email = `chefin.${Date.now()}@example.de`
    const { page, errors } = await openPage('/arbeitgeber-registrierung?channel=oabat&employees=12')
    await page.waitForURL(/\/arbeitgeber\/registrierung\?channel=oabat&employees=12$/)
    // A guest first answers the cookie banner, which lies over the bottom of the page.
    await page.getByRole('button', { name: 'Nur notwendige' }).click()
    await page.getByLabel('Name des Unternehmens').fill('Schreinerei Berger')
    await page.getByLabel('Postleitzahl').fill('94032')
    expect(await page.getByLabel('Anzahl Mitarbeitende').inputValue()).toBe('12')
    await page.getByLabel('Vorname').fill('Eva')
    await page.getByLabel('Nachname').fill('Berger')
    await page.getByLabel('E-Mail-Adresse').fill('keine-adresse')
    await page.getByLabel('Passwort', { exact: true }).fill('Hobel2026')
    await page.getByRole('button', { name: 'Kostenlos registrieren' }).click()
    await expect.poll(() => fieldError(page, 'E-Mail-Adresse')).toBe('Bitte gib eine gültige E-Mail-Adresse ein.')

    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('button', { name: 'Kostenlos registrieren' }).click()
    await page.waitForURL(`${server.url}/betrieb/problem`)
    await page.getByRole('button', { name: 'Code per E-Mail senden' }).click()
    await page.getByRole('button', { name: 'Code noch einmal senden' }).waitFor()
    const code = await codeFromOutbox(server.dataDir, email)
    await page.getByLabel('Code', { exact: true }).fill(code)
    await page.getByRole('button', { name: 'Bestätigen' }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Alles in Ordnung')
    await page.getByRole('link', { name: 'Weiter zu Deinem Betrieb' }).click()
    await page.waitForURL(`${server.url}/betrieb`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen, Eva!')
    expect(errors).toEqual([])
    await closePage(page)
  })
})

describe('accessibility', () => {
  test('login dialog, registrations, settings and the business area pass axe-core', async () => {
    const { page, errors } = await openPage('/arbeitgeber/registrierung')
    await page.getByRole('button', { name: 'Nur notwendige' }).click()
    await page.getByLabel('Name des Unternehmens').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    // Sent empty: focus goes to the first refused field, not to the page top.
    await page.getByRole('button', { name: 'Kostenlos registrieren' }).click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toBe(await page.getByLabel('Name des Unternehmens').getAttribute('id'))
    await gotoHydrated(page, `${server.url}/schule/registrierung`)
    await page.getByLabel('Name der Schule').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor()
    expect(await seriousViolations(page, 'dialog')).toEqual([])
    await page.getByRole('button', { name: 'Jetzt kostenlos registrieren' }).click()
    await page.getByRole('dialog', { name: 'Kostenlos registrieren' }).getByLabel('E-Mail-Adresse').waitFor()
    expect(await seriousViolations(page, 'dialog')).toEqual([])
    await page.getByRole('dialog').getByRole('button', { name: 'Anmelden', exact: true }).click()
    await loginInDialog(page, 'betrieb@demo.oabat.de', DEMO_PASSWORD)
    await page.waitForURL(`${server.url}/betrieb`)
    await page.locator('.area-card__list a').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await gotoHydrated(page, `${server.url}/einstellungen`)
    await page.getByRole('heading', { name: 'E-Mail-Benachrichtigungen' }).waitFor()
    await page.getByLabel(/ungelesene Nachrichten/).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await closePage(page)
  })
})
