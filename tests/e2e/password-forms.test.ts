/**
 * New passwords in real Chromium against the built product: the reset link from the mail and the
 * change in the settings. Both take the password twice; differing entries are refused before
 * anything is sent, with the German message at the repetition.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD } from './support/accounts.ts'
import { fromOutbox } from './support/outbox.ts'
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

async function resetLink(email: string): Promise<URL> {
  return new URL(await fromOutbox(server.dataDir, email, /https?:\/\/\S+\/passwort-zuruecksetzen\?\S+/))
}

const canLogIn = async (email: string, password: string) =>
  (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status === 200

test('the reset link sets a new password; differing entries are refused first', async () => {
  const email = 'schule@demo.oabat.de'
  const requested = await fetch(`${server.url}/api/password_request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  expect(requested.status).toBe(200)
  const link = await resetLink(email)
  const { page, errors } = await openPage(browser, server.url, null, `${link.pathname}${link.search}`)

  const password = page.getByLabel('Neues Passwort', { exact: true })
  await password.waitFor()
  await expect.poll(() => password.evaluate((element) => element === document.activeElement)).toBe(true)
  await password.fill('neues-passwort-2026')
  await page.getByLabel('Neues Passwort wiederholen').fill('anderes-passwort-2026')
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await page.getByText('Die Passwörter stimmen nicht überein.').waitFor()
  expect(await canLogIn(email, DEMO_PASSWORD)).toBe(true)

  await page.getByLabel('Neues Passwort wiederholen').fill('neues-passwort-2026')
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await page.getByText('Geschafft').waitFor()
  expect(await canLogIn(email, 'neues-passwort-2026')).toBe(true)
  expect(await canLogIn(email, DEMO_PASSWORD)).toBe(false)
  expect(errors).toEqual([])
  await page.context().close()
})

test('the settings change the password with the current one; differing entries are refused first', async () => {
  const email = 'region@demo.oabat.de'
  const region = await loginAs(server.url, email)
  const { page, errors } = await openPage(browser, server.url, region.token, '/einstellungen')
  await page.getByLabel('Bisheriges Passwort').fill(DEMO_PASSWORD)
  await page.getByLabel('Neues Passwort', { exact: true }).fill('region-neu-2026')
  await page.getByLabel('Neues Passwort wiederholen').fill('region-anders-2026')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await page.getByText('Die Passwörter stimmen nicht überein.').waitFor()
  expect(await canLogIn(email, DEMO_PASSWORD)).toBe(true)

  await page.getByLabel('Neues Passwort wiederholen').fill('region-neu-2026')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect.poll(() => page.getByLabel('Bisheriges Passwort').inputValue()).toBe('')
  expect(await canLogIn(email, 'region-neu-2026')).toBe(true)
  expect(errors).toEqual([])
  await page.context().close()
})
