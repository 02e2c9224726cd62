/**
 * Small account leftovers in real Chromium against the built product: the SPEC §3 local storage
 * key "auth preselect" (the login dialog starts where this browser last chose) and the `register`
 * query of /arbeitgeber/registrierung (register=0 opens the login for employers with an account).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, loginInDialog } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function openPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' })
  await context.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
  const page = await context.newPage()
  await gotoHydrated(page, `${server.url}${path}`)
  return page
}

describe('auth preselect and the register query', () => {
  test('the dialog starts with the registration after the visitor chose it, and with the login after a login', async () => {
    const page = await openPage('/')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Anmelden' }).click()
    await page
      .getByRole('dialog', { name: 'Anmelden' })
      .getByRole('button', { name: 'Jetzt kostenlos registrieren' })
      .click()
    await page.getByRole('dialog', { name: 'Kostenlos registrieren' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => localStorage.getItem('auth preselect'))).toBe('register')

    await reloadHydrated(page)
    await header.getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('dialog', { name: 'Kostenlos registrieren' }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Anmelden', exact: true }).click()
    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth preselect'))).toBe('login')
    await page.context().close()
  })

  test('/arbeitgeber/registrierung?register=0 opens the login; an employer lands in /betrieb', async () => {
    const page = await openPage('/arbeitgeber/registrierung?register=0&channel=oabat')
    const dialog = page.getByRole('dialog', { name: 'Anmelden' })
    await dialog.waitFor()
    await loginInDialog(page, 'betrieb@demo.oabat.de', DEMO_PASSWORD)
    await page.waitForURL(`${server.url}/betrieb`)

    // Without the query (or closing the dialog) the registration form is what the page shows.
    const plain = await openPage('/arbeitgeber/registrierung?register=1')
    await plain.getByLabel('Name des Unternehmens').waitFor()
    expect(await plain.getByRole('dialog').count()).toBe(0)
    await page.context().close()
    await plain.context().close()
  })
})
