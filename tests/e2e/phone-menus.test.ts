/**
 * The header's account menu and an area's side menu on a phone (390 px), by keyboard, in real
 * Chromium against the built product: the account button says whose menu it is although the name
 * is hidden there, and Escape folds the side menu back onto its button.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

test('on a phone the account button keeps its name, and Escape folds the side menu onto its button', async () => {
  const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
  const { page, errors } = await openPage(browser, server.url, company.token, '/betrieb', {
    viewport: { width: 390, height: 844 },
  })
  const account = page.getByRole('button', { name: /^\S+ ?: Konto-Menü$/ })
  await account.waitFor()
  // Only the initial shows; the name is clipped to nothing but stays in the button's name.
  expect((await page.locator('.account-menu__name').boundingBox())?.width).toBeLessThanOrEqual(1)
  expect(await seriousViolations(page)).toEqual([])

  const toggle = page.getByRole('button', { name: 'Menü', exact: true })
  await toggle.click()
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
  await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true)
  expect(errors).toEqual([])
  await page.context().close()
})
