/**
 * Business sites in real Chromium against the built product: the company manages its sites on
 * /betrieb/standorte (create with a German field error first, edit, delete after confirmation,
 * never the last one), and anyone reads a site's public page /betriebe/{slug}/{siteslug}.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BusinessSite, JobSummary } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { codeFromOutbox } from './support/outbox.ts'

let server: ServedProduct
let browser: Browser

interface Login {
  token: string
  user: { id: number; business: { id: number; slug: string } | null }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

async function signedInPage(token: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
  await context.addInitScript((value) => localStorage.setItem('auth token', value), token)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${path}`)
  return { page, errors }
}

const sitesOf = async (login: Login) =>
  (
    await call<{ data: BusinessSite[] }>(
      'GET',
      `/api/business/${login.user.business?.id}/business_sites`,
      undefined,
      login.token,
    )
  ).body.data

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('/betrieb/standorte', () => {
  test('the company creates a site (after fixing the postal code), renames it and deletes it after confirming', async () => {
    const login = (
      await call<Login>('POST', '/api/auth/login', { email: 'betrieb@demo.oabat.de', password: DEMO_PASSWORD })
    ).body
    const before = await sitesOf(login)
    const { page, errors } = await signedInPage(login.token, '/betrieb/standorte')
    await page.getByRole('heading', { name: 'Standorte', level: 1 }).waitFor()
    const list = page.locator('.sites__item')
    await expect.poll(() => list.count()).toBe(before.length)

    await page.getByLabel('Name des Standorts').fill('Werk Vilshofen')
    await page.getByLabel('Straße und Hausnummer').fill('Stadtplatz 5')
    await page.getByLabel('Postleitzahl').fill('944')
    await page.getByRole('button', { name: 'Standort anlegen' }).click()
    await page.getByText('Die Postleitzahl muss fünf Ziffern haben.').waitFor()
    // Focus goes to the refused field, so the keyboard user lands on the message.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-new-postal-code')
    // Emptied, the message names the only place field the form has (not „Postleitzahl oder Ort“).
    await page.getByLabel('Postleitzahl').fill('')
    const refused = page.waitForResponse((r) => r.url().endsWith('/business_sites') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Standort anlegen' }).click()
    expect((await refused).status()).toBe(422)
    await page.getByText('Die Postleitzahl muss fünf Ziffern haben.').waitFor()
    expect(await page.getByText('Bitte gib eine Postleitzahl oder einen Ort an.').count()).toBe(0)
    await page.getByLabel('Postleitzahl').fill('94474')
    await page.getByRole('button', { name: 'Standort anlegen' }).click()
    await page.getByText('Der Standort „Werk Vilshofen“ in Vilshofen').waitFor()
    // Focus goes to the success notice (role status), not to the page top: the disabled button had it.
    const notice = page.getByRole('status').filter({ hasText: 'Der Standort „Werk Vilshofen“ in Vilshofen' })
    await expect
      .poll(() => notice.evaluate((box) => box.parentElement?.contains(document.activeElement) ?? false))
      .toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('sites__status'))).toBe(true)
    await expect.poll(() => list.count()).toBe(before.length + 1)
    await page.getByText('Stadtplatz 5, 94474 Vilshofen').waitFor()
    // Each site's page link names its site (a list of identical link texts told screen readers nothing).
    expect(
      await page.getByRole('link', { name: 'Öffentliche Seite des Standorts (Werk Vilshofen)', exact: true }).count(),
    ).toBe(1)
    // The form is empty again for the next site.
    await expect.poll(() => page.getByLabel('Name des Standorts').inputValue()).toBe('')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Bearbeiten (Werk Vilshofen)' }).click()
    const editName = page.locator('.sites__item').getByLabel('Name des Standorts')
    // Editing in place replaces the button: focus moves into the form, and back to the button afterwards.
    await expect.poll(() => editName.evaluate((input) => input === document.activeElement)).toBe(true)
    await editName.fill('Werk Vilshofen-Nord')
    await page.locator('.sites__item').getByRole('button', { name: 'Speichern' }).click()
    await page.getByText('Der Standort „Werk Vilshofen-Nord“ wurde gespeichert.').waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Bearbeiten (Werk Vilshofen-Nord)')
    const created = (await sitesOf(login)).find((site) => site.name === 'Werk Vilshofen-Nord')
    expect(created?.city).toMatch(/^Vilshofen/)

    await page.getByRole('button', { name: 'Löschen (Werk Vilshofen-Nord)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Standort löschen?' })
    await dialog.waitFor()
    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect((await sitesOf(login)).some((site) => site.id === created?.id)).toBe(true)
    await page.getByRole('button', { name: 'Löschen (Werk Vilshofen-Nord)' }).click()
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
    await page.getByText('Der Standort wurde gelöscht.').waitFor()
    // The deleted site's „Löschen“ is gone: focus lands on the notice that says what happened.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Der Standort wurde gelöscht.')
    await expect.poll(() => list.count()).toBe(before.length)
    expect((await sitesOf(login)).some((site) => site.id === created?.id)).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a company with one site cannot delete it: the button is disabled and says why', async () => {
    const email = 'sites-one@schreinerei-eins.de'
    const registered = await call<Login>('POST', '/api/businesses', {
      newBusiness: {
        name: 'Schreinerei Eins',
        postal_code: '94032',
        email,
        password: 'sicher-2026',
        firstname: 'Eva',
        lastname: 'Eins',
        gender: 'Frau',
      },
    })
    const { token } = registered.body
    await call('POST', '/api/auth/verify/resend', {}, token)
    const code = await codeFromOutbox(server.dataDir, email)
    expect((await call('POST', '/api/auth/verify', { code }, token)).status).toBe(200)
    const { page } = await signedInPage(token, '/betrieb/standorte')
    const remove = page.getByRole('button', { name: /^Löschen/ })
    await remove.waitFor()
    await expect.poll(() => remove.isDisabled()).toBe(true)
    await expect.poll(() => page.getByText('Der letzte Standort kann nicht gelöscht werden').count()).toBe(1)
    await page.context().close()
  })
})

describe('/betriebe/{slug}/{siteslug}', () => {
  test("shows a site's address, its place and its jobs; unknown sites are not found", async () => {
    const { body } = await call<{ result: { data: JobSummary[] } }>('GET', '/api/v2/search/jobs?per_page=1&sort=newest')
    const job = body.result.data[0] as JobSummary
    const site = await call<{ data: BusinessSite & { jobs: JobSummary[]; business: { name: string } } }>(
      'GET',
      `/api/v2/business/${job.business.slug}`,
    )
    const { business_sites: sites } = site.body.data as unknown as { business_sites: BusinessSite[] }
    const first = sites[0] as BusinessSite
    const detail = (await call<{ data: { jobs: JobSummary[] } }>('GET', `/api/business_sites/${first.slug}`)).body.data

    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    const response = await gotoHydrated(page, `${server.url}/betriebe/${job.business.slug}/${first.slug}`)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1 }).waitFor()
    const address = await page.locator('address').textContent()
    expect(address).toContain(first.city)
    if (first.street) expect(address).toContain(first.street)
    const cards = page.locator('.site-page__grid article')
    await expect.poll(() => cards.count()).toBe(detail.jobs.length)
    expect(await seriousViolations(page)).toEqual([])

    // The business page links each of its sites, and lists the businesses around it (30 km).
    await gotoHydrated(page, `${server.url}/betriebe/${job.business.slug}`)
    const around = (
      await call<{ data: Array<{ id: number; name: string }> }>(
        'POST',
        `/api/business/${job.business.id}/getBusinessesAround/`,
        { distance: 30 },
      )
    ).body.data.filter((entry) => entry.id !== job.business.id)
    expect(around.length).toBeGreaterThan(0)
    const section = page.getByRole('region', { name: `Weitere Betriebe in der Nähe von ${job.business.name}` })
    await section.waitFor()
    await expect
      .poll(() => section.getByRole('link').allInnerTexts())
      .toEqual(around.slice(0, 6).map((entry) => entry.name))
    await page.getByRole('link', { name: first.name, exact: true }).click()
    await page.waitForURL(`**/betriebe/${job.business.slug}/${first.slug}`)
    await page.locator('address').waitFor()

    const unknown = await gotoHydrated(page, `${server.url}/betriebe/${job.business.slug}/gibt-es-nicht`)
    expect(unknown?.status()).toBe(404)
    await page.getByText('Diesen Standort gibt es nicht.').waitFor()
    await context.close()
  })

  test('on a phone a long company name wraps in the heading; the site page never scrolls sideways', async () => {
    const login = (
      await call<Login>('POST', '/api/auth/login', { email: 'betrieb@demo.oabat.de', password: DEMO_PASSWORD })
    ).body
    const main = (await sitesOf(login)).find((site) => site.is_main) as BusinessSite
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' })
    const page = await context.newPage()
    await gotoHydrated(page, `${server.url}/betriebe/${login.user.business?.slug}/${main.slug}`)
    // „Walter Antriebstechnik AG in Passau“: "Antriebstechnik" alone is wider than the half card beside the logo.
    await page.getByRole('heading', { level: 1, name: /Antriebstechnik/ }).waitFor()
    await page.locator('address').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await context.close()
  })

  test('a site whose name contains the company name names the company once in heading, title and address', async () => {
    const login = (
      await call<Login>('POST', '/api/auth/login', { email: 'betrieb@demo.oabat.de', password: DEMO_PASSWORD })
    ).body
    const slug = login.user.business?.slug
    const company = (await call<{ data: { name: string } }>('GET', `/api/v2/business/${slug}`)).body.data.name
    const site = (await sitesOf(login)).find((entry) => entry.name !== company && entry.name.includes(company))
    if (!site) throw new Error('no site named after its company')
    const page = await browser.newPage({ locale: 'de-DE' })
    await gotoHydrated(page, `${server.url}/betriebe/${slug}/${site.slug}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(site.name)
    expect((await page.title()).split(company)).toHaveLength(2)
    const address = (await page.locator('address').textContent()) ?? ''
    expect(address.split(company)).toHaveLength(2)
    await page.close()
  })
})
