/**
 * The store (issue #16, docs/store.md) in real Chromium against the built product: a company opens the
 * store from its side menu, puts premium and then the API connection into the cart, enters its billing
 * address, orders on invoice, finds both under /betrieb/abonnements and downloads the PDF invoice; then
 * it creates an API key for the API connection it just bought and creates a job with it over HTTP.
 */

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { STORE_OPERATOR_ENV } from '../../packages/server/src/store/store-test-support.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser
let company: SignedIn

beforeAll(async () => {
  server = await startServer({ ...STORE_OPERATOR_ENV })
  browser = await launchChromium()
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('store', () => {
  test('store → cart with premium and API connection → billing address → order → Abonnements → PDF → API key → job over HTTP', async () => {
    const { page, errors } = await openPage(browser, server.url, company.token, '/betrieb')
    const menu = page.getByRole('navigation', { name: 'Menü Betrieb' })
    // The demo company has premium granted by the admin, but not the pro portal.
    expect(await menu.getByRole('link', { name: 'Pro-Portal' }).count()).toBe(0)
    await menu.getByRole('link', { name: 'Store' }).click()
    await page.waitForURL('**/betrieb/store')
    await page.getByRole('heading', { level: 2, name: 'Premium' }).waitFor()

    // The feature page of premium, then into the cart.
    await page.getByRole('link', { name: 'Mehr erfahren' }).first().click()
    await page.waitForURL('**/betrieb/store/feature/*')
    await page.getByRole('heading', { level: 2, name: 'Was Du bekommst' }).waitFor()
    await page.goto(`${server.url}/betrieb/store/feature-premium`)
    await page.getByRole('heading', { level: 1, name: 'Premium für Dein Unternehmen' }).waitFor()
    await page.getByRole('link', { name: 'In den Warenkorb' }).click()
    await page.waitForURL('**/betrieb/store/kasse?premium=1')

    // The cart: premium; API-Anbindung added on the page (query flag, noScroll); VAT shown.
    await page.getByRole('heading', { level: 2, name: 'Dein Warenkorb' }).waitFor()
    await page.getByRole('button', { name: /^\+ API-Anbindung/ }).click()
    await page.waitForURL(/kasse\?api_connection=1&premium=1&noScroll=1$/)
    const cart = page.getByRole('table')
    await expect.poll(() => cart.getByRole('row').count()).toBe(6)
    await expect.poll(() => cart.textContent()).toContain('Umsatzsteuer 19 %')
    // 1.188,00 € + 49,00 € = 1.237,00 € net, 235,03 € VAT, 1.472,03 € in total.
    await expect.poll(() => cart.textContent()).toContain('1.472,03 €')

    // The billing address: without a postal code the order is refused at the field, nothing is ordered.
    await page.getByLabel('Unternehmen (Rechnungsempfänger)').fill('Walter Antriebstechnik AG')
    await page.getByLabel('Ansprechperson', { exact: true }).fill('Petra Walter')
    await page.getByLabel('Telefon', { exact: true }).fill('0851 123456')
    await page.getByLabel('E-Mail für Rechnungen').fill('buchhaltung@walter.example')
    await page.getByLabel('Straße und Hausnummer').fill('Industriestraße 5')
    await page.getByLabel('Ort', { exact: true }).fill('Passau')
    // A company elsewhere in the EU: the reverse charge (0 %), and its VAT id becomes required.
    await page.getByLabel('Land', { exact: true }).selectOption('AT')
    await expect.poll(() => cart.textContent()).toContain('Umsatzsteuer 0 % (Reverse-Charge-Verfahren)')
    expect(await page.getByLabel('USt-IdNr.', { exact: true }).getAttribute('required')).toBe('')
    await page.getByLabel('Land', { exact: true }).selectOption('DE')
    await expect.poll(() => cart.textContent()).toContain('1.472,03 €')
    await page.getByLabel('USt-IdNr. (optional)').waitFor()
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    const postalCode = page.getByLabel('Postleitzahl', { exact: true })
    await expect.poll(() => postalCode.getAttribute('aria-invalid')).toBe('true')
    await page.getByText('Bitte gib die Postleitzahl ein.').waitFor()
    await postalCode.fill('94032')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()

    // /betrieb/abonnements shows both with their period and the invoice.
    await page.waitForURL('**/betrieb/abonnements?bestellt=RE-000001')
    await page.getByText('Vielen Dank für Deine Bestellung!').waitFor()
    // Bought premium brings the pro portal: the side menu shows it at once.
    await menu.getByRole('link', { name: 'Pro-Portal' }).waitFor()
    const running = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Laufende Abonnements' }) })
    await running.getByText('Premium', { exact: true }).waitFor()
    await running.getByText('API-Anbindung', { exact: true }).waitFor()
    await expect.poll(() => running.textContent()).toContain('nächste Rechnung am')
    const invoices = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Rechnungen' }) })
    await invoices.getByText('Rechnung RE-000001').waitFor()

    // The PDF downloads.
    const download = page.waitForEvent('download')
    await invoices.getByRole('button', { name: 'RE-000001 als PDF herunterladen' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('oabat-RE-000001.pdf')
    const path = await file.path()
    const { readFile } = await import('node:fs/promises')
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-')

    // Cancelling asks first and takes effect at the period's end.
    await running.getByRole('button', { name: 'Kündigen' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Die Kündigung wirkt zum Ende der laufenden Laufzeit').waitFor()
    await dialog.getByRole('button', { name: 'Ja, kündigen' }).click()
    await page.getByText(/ist gekündigt und endet am/).waitFor()
    await running.getByRole('button', { name: 'Kündigung zurücknehmen' }).waitFor()

    // The API connection bought in this order: a key from Abonnements, and a job created with it over HTTP.
    await page.getByRole('link', { name: 'API-Schlüssel für die API-Anbindung verwalten' }).click()
    await page.waitForURL('**/betrieb/api-schluessel')
    await page.getByLabel('Name des Schlüssels').fill('Karriereseite')
    await page.getByRole('button', { name: 'Schlüssel anlegen' }).click()
    const shown = page.locator('section').filter({ has: page.getByRole('heading', { name: /Dein neuer Schlüssel/ }) })
    const key = ((await shown.locator('pre code').first().textContent()) ?? '').trim()
    expect(key).toMatch(/^oabat_[A-Za-z0-9_-]{43}$/)
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const created = await api('POST', '/api/public/v1/jobs', {
      name: 'Ausbildung Elektroniker (m/w/d) aus der Karriereseite',
      type_id: 1,
      positions: 2,
      status: 'published',
    })
    const job = (await created.json()) as { data: { id: number; name: string; positions: number } }
    expect(created.status, JSON.stringify(job)).toBe(201)
    const read = await api('GET', `/api/public/v1/jobs/${job.data.id}`)
    expect(read.status).toBe(200)
    expect(((await read.json()) as typeof job).data).toMatchObject({
      name: 'Ausbildung Elektroniker (m/w/d) aus der Karriereseite',
      positions: 2,
    })
    // Without a key the same call is refused in German.
    const anonymous = await fetch(`${server.url}/api/public/v1/jobs`)
    expect(anonymous.status).toBe(401)
    expect(errors).toEqual([])
  })
})
