/**
 * Campaigns in real Chromium against the built product (docs/admin.md „Kampagnen“): the admin
 * creates a campaign from a template (a field error first), opens „Bewerben“, copies the tracked
 * Instagram link; a visitor opens that link and allows statistics; the campaign's page then counts
 * the visit, under its source and medium. The campaign block shows the teaser on a content page.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword, fieldError } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'

let server: ServedProduct
let browser: Browser
let adminToken: string

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('campaigns', () => {
  test('the admin creates a campaign, copies its tracked link, and a visit through the link counts on its page', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await page.getByRole('navigation', { name: 'Menü Admin' }).getByRole('link', { name: 'Kampagnen' }).click()
    await page.getByRole('heading', { level: 1, name: 'Kampagnen' }).waitFor()
    await page.getByText('Noch keine Kampagnen. Leg die erste an.').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Neue Kampagne' }).click()
    await page.getByRole('link', { name: /Social-Media-Beitrag/ }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/kampagne/erstellen/social_post')
    await page.getByRole('button', { name: 'Kampagne speichern' }).click()
    await expect.poll(() => fieldError(page, 'Name')).toBe('Bitte gib einen Namen an.')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Name', { exact: true }).fill('Herbst Instagram')
    await page.getByLabel('Überschrift').fill('Dein Ausbildungsplatz in Passau')
    await page.getByLabel('Text (optional)').fill('Über 100 freie Plätze warten auf Dich.')
    await page.getByLabel('Zielseite').fill('/ausbildung')
    await page.getByRole('button', { name: 'Kampagne speichern' }).click()
    await page.getByRole('heading', { level: 1, name: 'Herbst Instagram' }).waitFor()
    expect(new URL(page.url()).search).toMatch(/^\?kampagne=\d+$/)
    const visits = page.locator('[data-figure="visits"] .oabalytics-tile__value')
    await expect.poll(() => visits.textContent()).toBe('0')
    expect(await page.getByText('Läuft', { exact: true }).count()).toBeGreaterThan(0)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Bewerben: Links und QR-Codes' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/kampagne/bewerben/social')
    await page.getByRole('heading', { name: 'Links für Social Media' }).waitFor()
    await page.getByRole('img', { name: 'QR-Code für Instagram' }).waitFor()
    await page.getByRole('button', { name: 'Link kopieren (Instagram)' }).click()
    await page.getByText('Link kopiert.').waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(`${server.url}/ausbildung?utm_campaign=herbst-instagram&utm_source=instagram&utm_medium=social`)
    expect(await seriousViolations(page)).toEqual([])

    // A visitor follows the link and allows statistics; leaving the page sends the visit at once.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    const visitorPage = await visitor.newPage()
    await gotoHydrated(visitorPage, link)
    const banner = visitorPage.getByRole('region', { name: 'Cookies und Datenschutz' })
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await banner.waitFor({ state: 'detached' })
    // What the registration dialog reports when it succeeds (portal/src/analytics/conversions.ts).
    await visitorPage.evaluate(() =>
      window.dispatchEvent(new CustomEvent('oabat:conversion', { detail: 'registration' })),
    )
    const sent = visitorPage.waitForRequest((request) => new URL(request.url()).pathname === '/api/oabalytics')
    await visitorPage.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await sent
    await visitor.close()

    await page.getByRole('link', { name: '← Zur Kampagne und ihren Zahlen' }).click()
    await page.getByRole('heading', { level: 1, name: 'Herbst Instagram' }).waitFor()
    await expect
      .poll(
        async () => {
          await reloadHydrated(page)
          return visits.textContent()
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe('1')
    expect(await page.locator('[data-figure="registrations"] .oabalytics-tile__value').textContent()).toBe('1')
    const sources = page.getByRole('region', { name: 'Nach Quelle', exact: true })
    await expect.poll(() => sources.getByRole('row', { name: /^instagram 1/ }).count()).toBe(1)
    const media = page.getByRole('region', { name: 'Nach Medium', exact: true })
    await expect.poll(() => media.getByRole('row', { name: /^Social Media 1/ }).count()).toBe(1)
    expect(errors).toEqual([])
  })

  test('the admin puts a campaign block on a page in the editor; the page shows the teaser with its tracked button', async () => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` }
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date())
    const campaign = await fetch(`${server.url}/api/admin/campaigns`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Teaser Winter',
        template: 'web_teaser',
        title: 'Praktikum in den Winterferien',
        cta_label: 'Praktika ansehen',
        landing_path: '/praktikum',
        starts_on: today,
        ends_on: today,
      }),
    })
    expect(campaign.status).toBe(201)
    // The admin puts the campaign block on a new page in the block editor.
    const editor = await openPage(browser, server.url, adminToken, '/admin/seiten')
    const form = editor.page.getByRole('region', { name: 'Neue Seite' })
    await form.getByLabel('Pfad').fill('/winterferien')
    await form.getByLabel('Seitenart').selectOption({ label: 'Teaserseite' })
    await form.getByLabel('Titel').fill('Winterferien')
    await form.getByRole('button', { name: 'Seite anlegen' }).click()
    await editor.page.waitForURL(/\/admin\/seiten\/\d+$/)
    await editor.page.getByLabel('Neuer Baustein').selectOption({ label: 'Kampagne (Teaser)' })
    await editor.page.getByRole('button', { name: 'Baustein hinzufügen' }).click()
    await editor.page.getByLabel('Kampagne (Kurzname)').fill('teaser-winter')
    await editor.page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await editor.page.getByText('Veröffentlicht als Fassung 1 unter /winterferien.').waitFor()
    expect(await seriousViolations(editor.page, 'main')).toEqual([])
    expect(editor.errors).toEqual([])
    await editor.page.context().close()

    const { page, errors } = await openPage(browser, server.url, null, '/winterferien')
    await page.getByRole('heading', { name: 'Praktikum in den Winterferien' }).waitFor()
    const button = page.getByRole('link', { name: 'Praktika ansehen' })
    expect(await button.getAttribute('href')).toBe(
      '/praktikum?utm_campaign=teaser-winter&utm_source=inhaltsseite&utm_medium=web',
    )
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
