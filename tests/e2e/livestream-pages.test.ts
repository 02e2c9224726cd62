/**
 * The portal's livestream pages in real Chromium against the built product: /livestream/{id} comes
 * from the server with its heading and starts the player after hydration; /suche shows the fair's
 * companies and their jobs beside it; a guest's login prompt opens the portal's dialog; a live
 * stream the visitor leaves keeps playing in the floating window; /messe links the fair's streams.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JobFair, Livestream } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, demoAdminPassword, loginInDialog } from './support/accounts.ts'
import { waitForHydration } from './support/hydration.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser
let adminToken: string
let fair: JobFair
let stage: JobFair['livestreams'][number]

// Passau, where the first demo fair takes place.
const PASSAU = { latitude: 48.5665, longitude: 13.4312 }

async function call<T>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  // Development mode makes the demo admin the admin (ADMIN_EMAIL's default), who creates the streams.
  ;[server, browser] = await Promise.all([startServer({ NODE_ENV: 'development' }), launchChromium()])
  adminToken = (await loginAs(server.url, 'admin@demo.oabat.de', demoAdminPassword(server.dataDir))).token
  const query = new URLSearchParams({
    latitude: String(PASSAU.latitude),
    longitude: String(PASSAU.longitude),
    distance: '100',
  })
  const fairs = await call<{ data: JobFair[] }>('GET', `/api/jobfairs?${query}`)
  const withStream = fairs.body.data.find((candidate) => candidate.livestreams.length > 0)
  if (!withStream) throw new Error('the demo data has no fair with a livestream near Passau')
  fair = withStream
  stage = withStream.livestreams[0] as JobFair['livestreams'][number]
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the livestream page', () => {
  test('comes from the server with its heading; unknown and malformed ids are 404', async () => {
    const page = await fetch(`${server.url}/livestream/${stage.id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('data-server-rendered')
    expect(html).toMatch(new RegExp(`<h1[^>]*>${stage.title}</h1>`))
    expect(html).toContain(`<title>${stage.title}`)
    for (const path of ['/livestream/2147483646', '/livestream/99999999999', '/livestream/abc']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404)
    }
  })

  test('starts the player after hydration; /suche lists the fair companies and shows the jobs of the one chosen', async () => {
    const { page, errors } = await openPage(browser, server.url, null, `/livestream/${stage.id}`)
    await waitForHydration(page)
    // The demo stage's chat is public: a guest is asked for a nickname.
    await page.getByLabel('Wie sollen Dich die anderen im Chat nennen?').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Betriebe und Jobs der Messe neben dem Livestream' }).click()
    await page.waitForURL(`**/livestream/${stage.id}/suche`)
    const companies = page.getByRole('complementary', { name: 'Betriebe der Messe' })
    await companies.getByRole('heading', { name: fair.title }).waitFor()
    const first = fair.businesses[0]
    if (!first) throw new Error('the demo fair has no company')
    await page.getByText('Wähle einen Betrieb, um seine offenen Stellen zu sehen.').waitFor()
    await companies.getByRole('button', { name: first.name }).click()
    expect(await companies.getByRole('button', { name: first.name }).getAttribute('aria-pressed')).toBe('true')
    await companies.getByRole('region', { name: `Offene Stellen bei ${first.name}` }).waitFor()
    // The player stays beside the list.
    await page
      .getByRole('region', { name: 'Livestream' })
      .getByLabel('Wie sollen Dich die anderen im Chat nennen?')
      .waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test("a guest's login prompt opens the portal's login dialog; logged in there, the player offers the chat", async () => {
    const created = await call<{ data: Livestream }>(
      'POST',
      '/api/livestreams',
      { title: 'Nur für Angemeldete', description: 'Ein Gespräch mit Azubis.', is_chat_public: false },
      adminToken,
    )
    expect(created.status).toBe(201)
    const { page, errors } = await openPage(browser, server.url, null, `/livestream/${created.body.data.id}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Bei oabat anmelden' }).click()
    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    // Logged in, the visitor stays on the stream and the player offers the chat.
    await page
      .getByRole('region', { name: 'Livestream' })
      .getByRole('button', { name: 'Senden', exact: true })
      .waitFor()
    expect(await page.getByRole('button', { name: 'Bei oabat anmelden' }).count()).toBe(0)
    expect(page.url()).toBe(`${server.url}/livestream/${created.body.data.id}`)
    // No link to the stream's page for a stream that belongs to no fair.
    expect(await page.getByRole('link', { name: /Betriebe und Jobs/ }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('the floating livestream window', () => {
  test('keeps a live stream playing on other pages; „Zum Livestream“ goes back, closing ends it', async () => {
    const created = await call<{ data: Livestream }>(
      'POST',
      '/api/livestreams',
      { title: 'Live aus der Werkstatt', description: 'Wir zeigen Dir die Werkstatt.', is_chat_public: true },
      adminToken,
    )
    const id = created.body.data.id
    expect((await call('PUT', `/api/livestreams/${id}`, { is_live: true }, adminToken)).status).toBe(200)
    const { page, errors } = await openPage(browser, server.url, null, `/livestream/${id}`)
    await waitForHydration(page)
    await page.getByLabel('Wie sollen Dich die anderen im Chat nennen?').waitFor()
    const floating = page.getByRole('region', { name: 'Livestream: Live aus der Werkstatt' })
    expect(await floating.count()).toBe(0)

    // Leaving for another page of the portal (client-side, as a click on a link does).
    await page.evaluate(() => {
      history.pushState(null, '', '/ausbildung')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await floating.waitFor()
    await floating.getByLabel('Wie sollen Dich die anderen im Chat nennen?').waitFor()
    await floating.getByRole('button', { name: 'Zum Livestream' }).click()
    await page.waitForURL(`**/livestream/${id}`)
    await page.getByRole('heading', { level: 1, name: 'Live aus der Werkstatt' }).waitFor()
    await expect.poll(() => floating.count()).toBe(0)

    await page.evaluate(() => {
      history.pushState(null, '', '/ausbildung')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await floating.waitFor()
    await floating.getByRole('button', { name: 'Livestream-Fenster schließen' }).click()
    await expect.poll(() => floating.count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('is not shown on iOS', async () => {
    const created = await call<{ data: Livestream }>(
      'POST',
      '/api/livestreams',
      { title: 'Live vom iPhone aus', description: '', is_chat_public: true },
      adminToken,
    )
    const id = created.body.data.id
    await call('PUT', `/api/livestreams/${id}`, { is_live: true }, adminToken)
    const { page } = await openPage(browser, server.url, null, `/livestream/${id}`, {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148',
    })
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: 'Live vom iPhone aus' }).waitFor()
    await page.evaluate(() => {
      history.pushState(null, '', '/ausbildung')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Live vom iPhone aus' }).waitFor()
    expect(await page.getByRole('region', { name: 'Livestream: Live vom iPhone aus' }).count()).toBe(0)
    await page.context().close()
  })
})

describe('the fair page', () => {
  test("/messe links the fair's livestreams", async () => {
    const { page, errors } = await openPage(browser, server.url, null, `/messe/${fair.location_slug}`)
    await waitForHydration(page)
    const streams = page.getByRole('list', { name: 'Livestreams der Messe' }).first()
    await streams.getByRole('link', { name: new RegExp(stage.title) }).click()
    await page.waitForURL(`**/livestream/${stage.id}`)
    await page.getByRole('heading', { level: 1, name: stage.title }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})
