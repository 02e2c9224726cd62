/**
 * Social login in real Chromium against the built product and a real OpenID provider
 * (npm oidc-provider on 127.0.0.1): the login dialog shows „Mit Test-ID anmelden“ only when
 * OIDC_PROVIDERS names a provider; the button leads to the provider, whose login sends the browser
 * back through the callback to /social/login and into the account.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../packages/server/src/auth/testing/oidc-test-provider.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'

const CLIENT_SECRET = 'geheim-fuer-den-browsertest-0123456789'
const VIEWPORT = { width: 1280, height: 800 }

let provider: OidcTestProvider
let withProvider: ServedProduct
let withoutProvider: ServedProduct
let browser: Browser

beforeAll(async () => {
  provider = await startOidcTestProvider({
    'sub-sina': { email: 'sina.social@example.de', email_verified: true, given_name: 'Sina', family_name: 'Social' },
  })
  ;[withProvider, withoutProvider, browser] = await Promise.all([
    startServer({
      OIDC_PROVIDERS: JSON.stringify([
        { name: 'testid', issuer: provider.issuer, client_id: 'oabat', client_secret: CLIENT_SECRET, label: 'Test-ID' },
      ]),
    }),
    startServer(),
    launchChromium(),
  ])
  provider.serve({
    clientId: 'oabat',
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${withProvider.url}/api/auth/social/testid/callback`],
  })
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([withProvider?.stop(), withoutProvider?.stop()])
  await provider?.stop()
})

describe('social login buttons', () => {
  test('without a configured provider the dialog offers no social login', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' })
    const page = await context.newPage()
    await gotoHydrated(page, withoutProvider.url)
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    const dialog = page.getByRole('dialog', { name: 'Anmelden' })
    await dialog.getByLabel('E-Mail-Adresse').waitFor()
    // The list is loaded and empty, so no button can appear later either.
    const answer = await page.evaluate(async () => (await fetch('/api/auth/social-providers')).json())
    expect(answer).toEqual({ data: [] })
    expect(await dialog.getByRole('button', { name: /^Mit .* anmelden$/ }).count()).toBe(0)
    await context.close()
  })

  test('„Mit Test-ID anmelden“ leads to the provider and back into a new trainee account', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // A guest wanting a protected page: the login dialog remembers it across the provider round trip.
    await gotoHydrated(page, `${withProvider.url}/einstellungen`)
    const dialog = page.getByRole('dialog', { name: 'Anmelden' })
    const button = dialog.getByRole('button', { name: 'Mit Test-ID anmelden' })
    await button.waitFor()
    await page.screenshot({ path: '/tmp/oabat-social-login-dialog.png' })

    // The registration view offers the same provider.
    await dialog.getByRole('button', { name: 'Jetzt kostenlos registrieren' }).click()
    const registration = page.getByRole('dialog')
    await registration.getByRole('button', { name: 'Mit Test-ID registrieren' }).waitFor()
    await registration.getByRole('button', { name: 'Anmelden', exact: true }).click()

    await dialog.getByRole('button', { name: 'Mit Test-ID anmelden' }).click()
    await page.waitForURL((url) => url.origin === provider.issuer)
    // oidc-provider's own login form: any subject, any password.
    await page.locator('input[name="login"]').fill('sub-sina')
    await page.locator('input[name="password"]').fill('egal')
    await page.locator('button[type="submit"]').click()

    await page.waitForURL(`${withProvider.url}/einstellungen`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Einstellungen')
    await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe('Sina')
    const token = await page.evaluate(() => localStorage.getItem('auth token'))
    expect(token).toMatch(/^[\w-]{43}$/)
    const me = await fetch(`${withProvider.url}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } })
    expect(((await me.json()) as { data: { email: string; scope: string } }).data).toMatchObject({
      email: 'sina.social@example.de',
      scope: 'trainee',
    })
    expect(errors).toEqual([])
    await context.close()
  })
})
