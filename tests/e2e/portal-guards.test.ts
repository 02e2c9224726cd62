/**
 * The portal's route guards (SPEC §6, §8): every guard name in the route table is one core knows,
 * and in Chromium the guard component shows the 500 "Unknown middleware" error page for an unknown
 * name, redirects for hide-in-production, and renders the page when the guards allow it.
 */

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountPageTitle, internPageTitle } from '../../packages/core/src/rules/account-pages.ts'
import { GUARD_NAMES, isGuardName } from '../../packages/core/src/rules/guards.ts'
import { DEFAULT_GUARDS, ROUTE_GUARDS } from '../../portal/src/router/guard-table.ts'
import { launchChromium } from '../support/chromium.ts'
import { gotoHydrated } from './support/hydration.ts'
import { portalFixtureHtml } from './support/portal-fixture-page.ts'

const ORIGIN = 'http://portal.test'

let browser: Browser
let page: Page

beforeAll(async () => {
  const html = await portalFixtureHtml('router/guard-fixture.tsx')
  browser = await launchChromium()
  page = await browser.newPage()
  // Any path of the made-up origin answers with the fixture, as the server answers every portal path.
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: html }))
})

afterAll(async () => {
  await browser?.close()
})

describe('guard table', () => {
  test('names only guards that core knows, so no real route ends in "Unknown middleware"', () => {
    const used = new Set([...DEFAULT_GUARDS, ...Object.values(ROUTE_GUARDS).flat()])
    expect([...used].filter((name) => !isGuardName(name))).toEqual([])
    // Every SPEC §6 guard except "superadmin" guards a page that exists (no page needs it yet).
    expect(GUARD_NAMES.filter((name) => !used.has(name))).toEqual(['superadmin'])
  })

  test('every guarded page is one the server answers with its title, not with a 404 before the portal renders it', () => {
    const unknown = Object.keys(ROUTE_GUARDS)
      .map((pattern) => pattern.replace(/:[A-Za-z]+/g, 'beispiel'))
      .filter((path) => accountPageTitle(path) === null && internPageTitle(path) === null)
    expect(unknown).toEqual([])
  })
})

describe('guarded page in Chromium', () => {
  test('an unknown guard shows the 500 error page "Unknown middleware" instead of the page', async () => {
    await gotoHydrated(page, `${ORIGIN}/geheim#authenticated,gibt-es-nicht`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.textContent()).toBe('Fehler 500: Unknown middleware')
    expect(await page.locator('.error-page__status').textContent()).toBe('500')
    expect(await page.locator('#guarded-content').count()).toBe(0)
  })

  test('hide-in-production sends the visitor to / without the intern pages switch', async () => {
    await gotoHydrated(page, `${ORIGIN}/intern/components#hide-in-production`)
    await page.waitForURL(`${ORIGIN}/`)
    await page.locator('#start-page').waitFor()
    expect(await page.locator('#guarded-content').count()).toBe(0)
    // No login is asked for: the page is hidden, not protected.
    expect(await page.evaluate(() => sessionStorage.getItem('intended path'))).toBeNull()
  })

  test('a guest on a logged-in page is sent to / with the intended path remembered', async () => {
    await gotoHydrated(page, `${ORIGIN}/einstellungen?tab=konto#logged-in`)
    await page.waitForURL(`${ORIGIN}/`)
    await page.locator('#start-page').waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('intended path'))).toBe('/einstellungen?tab=konto')
  })

  test('guards that allow render the page', async () => {
    await gotoHydrated(page, `${ORIGIN}/passwort-zuruecksetzen#authenticated,logged-out`)
    await expect.poll(() => page.locator('#guarded-content').textContent()).toBe('Die geschützte Seite')
  })
})
