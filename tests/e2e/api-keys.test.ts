/**
 * The API connection product (issue #16 item 4, docs/store.md „API-Anbindung“) in real Chromium: a company
 * that bought API-Anbindung opens its keys from /betrieb/abonnements, creates a key, copies it, creates a
 * job with it over HTTP like an applicant management system would and finds the job in its overview; it
 * revokes the key after confirming, and the key is refused from then on.
 */

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BILLING_ADDRESS, STORE_OPERATOR_ENV } from '../../packages/server/src/store/store-test-support.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs, type SignedIn } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser
let company: SignedIn

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  server = await startServer({ ...STORE_OPERATOR_ENV })
  browser = await launchChromium()
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
  // The company buys API-Anbindung through the store's checkout call.
  const products = (await (await fetch(`${server.url}/api/store/products`)).json()) as {
    data: Array<{ id: number; slug: string }>
  }
  const product = products.data.find((p) => p.slug === 'api_connection') as { id: number }
  const order = await call('POST', `/api/v2/business/${company.user.business?.id}/subscriptions`, company.token, {
    items: [{ product_id: product.id, quantity: 1 }],
    billing_address: BILLING_ADDRESS,
  })
  expect(order.status).toBe(201)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('API keys', () => {
  test('Abonnements → API-Schlüssel → create and copy a key → a job over HTTP → overview → revoke', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await context.addInitScript((value) => localStorage.setItem('auth token', value), company.token)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    // The feature page and the subscriptions both lead to the keys.
    await gotoHydrated(page, `${server.url}/betrieb/store/feature/api_connection`)
    await page.getByRole('link', { name: 'Deine API-Schlüssel verwalten' }).click()
    await page.waitForURL('**/betrieb/api-schluessel')
    await page.getByRole('link', { name: 'Zu Deinen Abonnements' }).click()
    await page.waitForURL('**/betrieb/abonnements')
    await page.getByRole('link', { name: 'API-Schlüssel für die API-Anbindung verwalten' }).click()
    await page.waitForURL('**/betrieb/api-schluessel')
    await page.getByRole('heading', { level: 1, name: 'API-Schlüssel' }).waitFor()
    await page.getByText('Du hast noch keinen aktiven Schlüssel.').waitFor()

    // A name is required: the server's German message appears at the field.
    await page.getByRole('button', { name: 'Schlüssel anlegen' }).click()
    const name = page.getByLabel('Name des Schlüssels')
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    await page.getByText('Bitte gib einen Namen für den Schlüssel ein.').waitFor()
    await name.fill('Bewerbermanagement')
    await page.getByRole('button', { name: 'Schlüssel anlegen' }).click()

    // Shown once, with a copy button.
    await page.getByRole('heading', { level: 2, name: 'Dein neuer Schlüssel „Bewerbermanagement“' }).waitFor()
    await page.getByRole('button', { name: 'Kopieren (API-Schlüssel)' }).click()
    await page.getByText('Kopiert.').first().waitFor()
    const key = await page.evaluate(() => navigator.clipboard.readText())
    expect(key).toMatch(/^oabat_[A-Za-z0-9_-]{43}$/)
    const active = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Aktive Schlüssel' }) })
    await active.getByText('Bewerbermanagement').waitFor()
    await expect.poll(() => active.textContent()).toContain(`${key.slice(0, 10)}…`)
    await expect.poll(() => active.textContent()).not.toContain(key)
    expect(await seriousViolations(page)).toEqual([])

    // The company's system creates a job with the key.
    const created = await call('POST', '/api/public/v1/jobs', key, {
      name: 'Ausbildung Mechatroniker über die Schnittstelle',
      type_id: 1,
      description: 'Angelegt vom Bewerbermanagement.',
      status: 'published',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    // It is in the company's job overview.
    await gotoHydrated(page, `${server.url}/betriebe/${company.user.business?.slug}/jobs/uebersicht`)
    await page.getByText('Ausbildung Mechatroniker über die Schnittstelle').first().waitFor()

    // Revoke with confirmation: the key stops working.
    await gotoHydrated(page, `${server.url}/betrieb/api-schluessel`)
    await page.getByRole('button', { name: 'Bewerbermanagement widerrufen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Schlüssel „Bewerbermanagement“ widerrufen?' })
    await dialog.getByText('Der Schlüssel gilt sofort nicht mehr').waitFor()
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
    await page.getByText('Der Schlüssel „Bewerbermanagement“ ist widerrufen und gilt ab sofort nicht mehr.').waitFor()
    const revoked = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Widerrufene Schlüssel' }) })
    await revoked.getByText('Bewerbermanagement').waitFor()
    const refused = await call('GET', '/api/public/v1/jobs', key)
    expect(refused).toEqual({ status: 401, body: { message: 'Dieser API-Schlüssel ist ungültig oder widerrufen.' } })
    expect(errors).toEqual([])
    await context.close()
  })
})
