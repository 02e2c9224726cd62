/**
 * The activation link of the registration mail (POST /api/register → /verify?token=…), opened in
 * real Chromium against the built product: it confirms the address, logs in, and says so — also
 * after the token has left the address bar.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'
import { fromOutbox } from './support/outbox.ts'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

function activationLink(email: string): Promise<string> {
  return fromOutbox(server.dataDir, email, /https?:\/\/\S+\/verify\?token=\S+/)
}

test('the link from the mail confirms the address, logs in and thanks; a second use says it is used', async () => {
  const email = 'link-im-browser@example.de'
  const registered = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password: 'sicher-2026', firstname: 'Lukas', lastname: 'Link' }),
  })
  expect(registered.status).toBe(201)
  const link = new URL(await activationLink(email))

  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${link.pathname}${link.search}`)
  await page.getByText('Danke, Deine E-Mail-Adresse ist bestätigt.').waitFor()
  expect(await page.getByText(`Deine E-Mail-Adresse ${email} ist bestätigt. Du bist jetzt angemeldet.`).count()).toBe(1)
  expect(new URL(page.url()).search).toBe('')
  await page.getByRole('button', { name: /Lukas.*Konto-Menü/ }).waitFor()

  // The link works once: opened again in another browser it explains and offers the login.
  const other = await browser.newContext({ locale: 'de-DE' })
  const again = await other.newPage()
  await gotoHydrated(again, `${server.url}${link.pathname}${link.search}`)
  await again.getByText('Das hat nicht geklappt').waitFor()
  expect(await again.getByRole('button', { name: 'Anmelden' }).count()).toBeGreaterThan(0)
  expect(errors).toEqual([])
  await other.close()
  await context.close()
})
