/**
 * The outbox page /intern/mails in real Chromium against the built product: it is the portal's,
 * behind the admin guard, and lists the mails through GET /api/intern/mails, which answers the
 * admin only. A guest gets the login dialog, another account the start page; neither sees a mail.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, demoAdminPassword } from './support/accounts.ts'
import { codeFromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const RECIPIENT = 'postausgang@example.de'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  // Development mode makes the demo admin the admin (ADMIN_EMAIL's default).
  ;[server, browser] = await Promise.all([startServer({ NODE_ENV: 'development' }), launchChromium()])
  const sent = await fetch(`${server.url}/api/auth/verify/send-otp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ mode: 'email', identifier: RECIPIENT }),
  })
  expect(sent.status).toBe(200)
  await codeFromOutbox(server.dataDir, RECIPIENT)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the outbox page', () => {
  test('shows a guest the login dialog and no mail', async () => {
    const { page, errors } = await openPage(browser, server.url, null, '/intern/mails')
    await page.getByRole('dialog', { name: 'Anmelden' }).waitFor()
    await page.waitForURL(`${server.url}/`)
    expect(await page.getByText(RECIPIENT).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('sends a trainee to the start page', async () => {
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    const { page, errors } = await openPage(browser, server.url, trainee.token, '/intern/mails')
    await page.waitForURL(`${server.url}/`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('heading', { name: 'Postausgang (intern)' }).count()).toBe(0)
    expect(await page.getByText(RECIPIENT).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('lists the mails to the admin, newest first, and filters them by recipient', async () => {
    const admin = await loginAs(server.url, 'admin@demo.oabat.de', demoAdminPassword(server.dataDir))
    const { page, errors } = await openPage(browser, server.url, admin.token, '/intern/mails')
    await page.getByRole('heading', { level: 1, name: 'Postausgang (intern)' }).waitFor()
    const message = page.getByRole('article').filter({ hasText: RECIPIENT }).first()
    await message.waitFor()
    expect(await message.getByRole('heading', { level: 2 }).textContent()).toMatch(
      /^Dein Bestätigungscode für oabat: \d{6}$/,
    )
    expect(await page.title()).toBe('Postausgang (intern) | oabat')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Empfänger').fill('niemand@example.de')
    await page.getByRole('button', { name: 'Filtern' }).click()
    await page.getByText('Keine Nachrichten an niemand@example.de.').waitFor()
    expect(await page.getByRole('article').count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
