/**
 * Custom domains in real Chromium against the built product (docs/custom-domain.md): a region enters its
 * domain, proves it with the file on the domain (a local web server stands in for the region's own,
 * CUSTOM_DOMAIN_FILE_ORIGIN), and a visitor whose browser resolves the domain to our server
 * (--host-resolver-rules) sees the region's career site with its published article.
 */

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'
const DOMAIN = 'karriere.demo-region.example'

let server: ServedProduct
let browser: Browser
let fileServer: http.Server
/** What the region's web server answers at /.well-known/oabat-verify.txt; empty: nothing there yet. */
let verificationFile = ''

async function apiCall<T>(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  fileServer = http.createServer((req, res) => {
    if (req.headers.host === DOMAIN && req.url === '/.well-known/oabat-verify.txt' && verificationFile) {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(verificationFile)
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => fileServer.listen(0, '127.0.0.1', resolve))
  const fileOrigin = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`
  ;[server, browser] = await Promise.all([
    startServer({ ADMIN_EMAIL, CUSTOM_DOMAIN_FILE_ORIGIN: fileOrigin }),
    // The visitor's browser finds the region's domain at our server, as DNS would once it points here.
    launchChromium([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]),
  ])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await new Promise((resolve) => fileServer?.close(resolve))
})

describe('custom domain: a region serves its career site from its own domain', () => {
  test('the region sets and proves its domain in its area, and a visitor sees the career site there', async () => {
    const region = await loginAs(server.url, 'region@demo.oabat.de')
    const admin = await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))

    // A published article of the region, and a draft that must not show.
    const article = await apiCall<{ data: { id: number } }>('POST', '/api/admin/articles', region.token, {
      title: 'Ausbildungsmesse im Frühjahr',
      slug: 'ausbildungsmesse-fruehjahr',
      teaser: 'Alle Betriebe der Region an einem Tag.',
      image_url: null,
      body: '<p>Komm vorbei und sprich mit den Betrieben.</p>',
    })
    expect(article.status).toBe(201)
    expect((await apiCall('POST', `/api/admin/articles/${article.body.data.id}/publish`, admin.token)).status).toBe(200)
    await apiCall('POST', '/api/admin/articles', region.token, {
      title: 'Unfertiger Entwurf',
      slug: 'unfertiger-entwurf',
      teaser: 'Noch nicht fertig.',
      image_url: null,
      body: '<p>Entwurf</p>',
    })

    const { page, errors } = await openPage(browser, server.url, region.token, '/region/eigene-domain')
    await page.getByRole('heading', { level: 1, name: 'Eigene Domain' }).waitFor()
    const domainField = page.getByLabel('Domain', { exact: true })
    await domainField.fill('https://karriere.demo-region.example/')
    await page.getByRole('button', { name: 'Domain speichern' }).click()
    await expect.poll(() => page.getByText('Bitte nur die Domain ohne https://').count()).toBe(1)
    await domainField.fill(DOMAIN)
    await page.getByRole('button', { name: 'Domain speichern' }).click()
    await page.getByRole('heading', { level: 2, name: DOMAIN }).waitFor()
    await page.getByText('Noch nicht bestätigt').waitFor()

    // Nothing on the domain yet: the check says so in German, and the domain is not served.
    await page.getByRole('button', { name: 'Jetzt prüfen' }).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'TXT-Eintrag' }).count()).toBeGreaterThan(0)
    const visitor = await browser.newContext({ locale: 'de-DE' })
    const site = await visitor.newPage()
    const siteUrl = `http://${DOMAIN}:${new URL(server.url).port}`
    await site.goto(`${siteUrl}/`)
    expect(await site.locator('html').getAttribute('data-layout')).not.toBe('customdomain')

    // The region puts the shown value into the file on its domain and checks again.
    const record = (await page.locator('code.custom-domain__value').first().textContent()) ?? ''
    expect(record).toMatch(/^oabat-verify=[0-9a-f]{32}$/)
    verificationFile = `${record}\n`
    await page.getByRole('button', { name: 'Jetzt prüfen' }).click()
    await page.getByText('Die Domain ist bestätigt.').waitFor()
    await page.getByText('Bestätigt', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])

    // The visitor's browser now gets the region's career site under the region's own domain.
    await site.goto(`${siteUrl}/`)
    expect(await site.locator('html').getAttribute('data-layout')).toBe('customdomain')
    await site.getByRole('heading', { level: 2, name: 'Offene Stellen' }).waitFor()
    await site.getByRole('link', { name: 'Ausbildungsmesse im Frühjahr' }).waitFor()
    expect(await seriousViolations(site)).toEqual([])
    expect(await site.getByText('Unfertiger Entwurf').count()).toBe(0)
    // No duplicate content: the start page names the region's page on the portal as canonical.
    const portalUrl = `http://localhost:${new URL(server.url).port}/`
    expect(await site.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`^${portalUrl}.`))

    // Reading the article stays on the domain; its canonical URL is the article on the portal.
    await site.getByRole('link', { name: 'Ausbildungsmesse im Frühjahr' }).click()
    await site.getByRole('heading', { level: 1, name: 'Ausbildungsmesse im Frühjahr' }).waitFor()
    expect(new URL(site.url()).host).toBe(`${DOMAIN}:${new URL(server.url).port}`)
    expect(new URL(site.url()).pathname).toBe('/customdomain/artikel/ausbildungsmesse-fruehjahr')
    expect(await site.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/artikel\/ausbildungsmesse-fruehjahr$/,
    )
    await site.getByText('Komm vorbei und sprich mit den Betrieben.').waitFor()
    await visitor.close()
  })
})
