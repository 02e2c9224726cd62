/**
 * Content pages in real Chromium against the built product (docs/content-pages.md): a page built
 * from five blocks through the admin API is published and a guest gets it from the server, hydrated
 * without asking for it again, with a working job list; every legal page passes axe and is linked
 * from the footer; the consent banner links Datenschutz and Impressum.
 */

import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONTACT_PAGES, LEGAL_PAGES } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { gotoHydrated, waitForHydration } from './support/hydration.ts'
import { fromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'
const INBOX = 'team@oabat.test'
const CHOSEN = { name: 'oabat_consent', value: 'm0.p0.f0' }
const PATH = '/ausbildung-in-passau-entdecken'

let server: ServedProduct
let browser: Browser
let adminToken: string

async function apiCall<T>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startServer({ ADMIN_EMAIL, CONTACT_EMAIL: INBOX, OABAT_OPERATOR_NAME: 'Browsertest Betreiber GmbH' }),
    launchChromium(),
  ])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A guest's page; `consent` false leaves the cookie banner to show. */
async function guestPage(consent = true): Promise<{ page: Page; messages: string[]; requests: string[] }> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } })
  if (consent) await context.addCookies([{ ...CHOSEN, url: server.url }])
  const page = await context.newPage()
  const messages: string[] = []
  const requests: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`)
  })
  return { page, messages, requests }
}

describe('a content page built from blocks', () => {
  test('published through the API, a guest gets it from the server with a working job list', async () => {
    const created = await apiCall<{ data: { id: number } }>('POST', '/api/admin/content-pages', {
      path: PATH,
      kind: 'teaser',
      draft: {
        title: 'Ausbildung in Passau entdecken',
        description: 'Betriebe, Stellen und Antworten rund um Deine Ausbildung in Passau.',
        intro: 'Finde Deinen Ausbildungsplatz bei Betrieben aus der Region.',
        blocks: [
          {
            type: 'rich_text',
            html: '<h2>Warum Passau?</h2><p>Viele Betriebe <strong>bilden aus</strong>.</p><script>alert(1)</script>',
          },
          {
            type: 'job_list',
            variant: 'results',
            title: 'Offene Ausbildungsplätze',
            location: 'passau-2855328',
            page_size: 6,
          },
          {
            type: 'faq',
            items: [{ question: 'Wann soll ich mich bewerben?', answer: 'Am besten ein Jahr vor dem Start.' }],
          },
          { type: 'person', name: 'Maria Beispiel', role: 'Ausbildungsberaterin', email: 'maria@example.org' },
          {
            type: 'feature_table',
            title: 'Was oabat bietet',
            columns: ['Azubis', 'Betriebe'],
            rows: [{ feature: 'Chat mit Betrieben', values: [true, true] }],
          },
          { type: 'region_events', title: 'Events in Passau', channel: 'passau' },
        ],
      },
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect((await apiCall('POST', `/api/admin/content-pages/${id}/publish`)).status).toBe(200)

    // Over plain HTTP: the page's content is in the HTML (no JavaScript needed), the script is gone.
    const html = await (await fetch(`${server.url}${PATH}`)).text()
    expect(html).toContain('<h1 class="content-page__title">Ausbildung in Passau entdecken</h1>')
    expect(html).toContain('Wann soll ich mich bewerben?')
    expect(html).not.toContain('alert(1)</script>')
    // The region event list comes with the page from the server.
    const events = await apiCall<{ data: Array<{ title: string }> }>('GET', '/api/events?channel=passau&past=0')
    expect(html).toContain(events.body.data[0]?.title ?? 'Gerade sind keine Events geplant.')

    const { page, messages, requests } = await guestPage()
    await page.goto(`${server.url}${PATH}`)
    await waitForHydration(page)
    expect(await page.title()).toBe('Ausbildung in Passau entdecken | oabat')
    // The job list block is the job list widget: its cards load in the browser and lead to a job.
    const firstJob = page.locator('.content-block--job_list .oabat-card__link').first()
    await firstJob.waitFor()
    await page.waitForLoadState('networkidle')
    expect(requests.filter((r) => r.startsWith('/api/content-pages') || r.startsWith('/api/events'))).toEqual([])
    expect(messages).toEqual([])
    // The FAQ opens with the keyboard.
    await page.getByText('Wann soll ich mich bewerben?').focus()
    await page.keyboard.press('Enter')
    await page.getByText('Am besten ein Jahr vor dem Start.').waitFor()
    expect(await seriousViolations(page, 'main')).toEqual([])
    const jobName = (await firstJob.textContent())?.trim() ?? ''
    await firstJob.click()
    await page.getByRole('heading', { level: 1, name: jobName }).waitFor()
    await page.context().close()
  })
})

describe('the contact form, job card, schools and registration blocks', () => {
  test('a guest sends the contact form of a page; the mail names the page; job cards, schools and registration are there', async () => {
    const jobs = await apiCall<{ result: { data: Array<{ slug: string }> } }>(
      'GET',
      '/api/v2/search/jobs?location=passau-2855328&page=1',
    )
    const job = jobs.body.result.data[0]
    expect(job).toBeDefined()
    const path = '/messe-passau-kontakt'
    const created = await apiCall<{ data: { id: number } }>('POST', '/api/admin/content-pages', {
      path,
      kind: 'message',
      draft: {
        title: 'Ausbildungsmesse Passau',
        blocks: [
          { type: 'job_cards', title: 'Stellen auf der Messe', jobs: [job?.slug, 'diese-stelle-gibt-es-nicht'] },
          { type: 'schools', title: 'Schulen der Region', region: 'passau' },
          { type: 'contact_form', title: 'Fragen zur Messe?', intro: 'Schreib uns, wir antworten Dir per E-Mail.' },
          { type: 'registration', role: 'trainee', button_label: 'Für die Messe registrieren' },
        ],
      },
    })
    expect(created.status).toBe(201)
    expect((await apiCall('POST', `/api/admin/content-pages/${created.body.data.id}/publish`)).status).toBe(200)

    const { page, messages, requests } = await guestPage()
    await page.goto(`${server.url}${path}`)
    await waitForHydration(page)
    // The schools came with the page from the server: hydration asks for neither page nor schools.
    const school = page.locator('.content-block--schools a[href^="/schule/"]').first()
    await school.waitFor()
    // Each chosen job is the job card widget; a job that is gone says so in its own card.
    await page.locator('.content-block--job_cards .oabat-card__link').first().waitFor()
    await page.getByText('Diese Stelle gibt es nicht mehr.').waitFor()
    expect(requests.filter((r) => /^\/api\/(content-pages|search\/school|regions)/.test(r))).toEqual([])

    const form = page.getByRole('region', { name: 'Fragen zur Messe?' })
    await form.getByLabel('Deine E-Mail-Adresse').fill('gast@example.de')
    await form.getByLabel('Dein Name').fill('Jonas Gast')
    await form.getByLabel('Deine Nachricht').fill('Gibt es einen Stand für Pflegeberufe?')
    await form.getByRole('button', { name: 'Nachricht senden' }).click()
    await page.getByText('Danke für Deine Nachricht!').waitFor()
    expect(await fromOutbox(server.dataDir, INBOX, /Seite: (\/messe-passau-kontakt)/)).toBe(path)
    expect(await fromOutbox(server.dataDir, INBOX, /Pflegeberufe/)).toBeTruthy()
    expect(await seriousViolations(page, 'main')).toEqual([])
    expect(messages.filter((m) => !m.includes('404'))).toEqual([])

    // The registration block opens the registration dialog on this page.
    await page.getByRole('button', { name: 'Für die Messe registrieren' }).click()
    await page.getByRole('dialog', { name: 'Kostenlos registrieren' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Kostenlos registrieren' }).waitFor({ state: 'hidden' })

    await school.click()
    await page.waitForURL(/\/schule\//)
    await page.context().close()
  })
})

describe('the preview of a draft (admin only)', () => {
  test('the admin sees an unpublished draft as it will look, on a phone too; a guest and the page stay without it', async () => {
    const created = await apiCall<{ data: { id: number } }>('POST', '/api/admin/content-pages', {
      path: '/vorschau-test',
      kind: 'message',
      draft: {
        title: 'Messe im Frühjahr',
        intro: 'Am 6. März stellen sich 40 Betriebe vor.',
        blocks: [
          { type: 'partner_card', name: 'Handwerkskammer', text: 'Partner der Messe', url: 'https://example.org' },
        ],
      },
    })
    const id = created.body.data.id
    const preview = `/admin/seiten/${id}/vorschau`
    const { page, errors } = await openPage(browser, server.url, adminToken, preview, {
      viewport: { width: 390, height: 844 },
    })
    await page
      .getByText('Diese Seite ist noch nicht veröffentlicht. Nach dem Veröffentlichen steht sie unter /vorschau-test.')
      .waitFor()
    await page.getByRole('heading', { level: 1, name: 'Messe im Frühjahr' }).waitFor()
    await page.getByRole('link', { name: 'Handwerkskammer' }).waitFor()
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await page.context().close()
    expect((await fetch(`${server.url}/vorschau-test`)).status).toBe(404)

    const guest = await openPage(browser, server.url, null, preview)
    await guest.page.getByRole('dialog', { name: 'Anmelden' }).waitFor()
    expect(await guest.page.getByRole('heading', { name: 'Messe im Frühjahr' }).count()).toBe(0)
    await guest.page.context().close()
  })
})

describe('legal pages', () => {
  test('every legal page, /kontakt and /idee are linked from the footer and pass axe', async () => {
    const { page, messages } = await guestPage()
    await gotoHydrated(page, `${server.url}/`)
    // The legal pages under „Rechtliches“, the contact and idea pages (content pages too) under „Weitere Seiten“.
    const linked = [
      ...LEGAL_PAGES.map((legal) => ({ ...legal, nav: 'Rechtliches' })),
      ...CONTACT_PAGES.map((contact) => ({ ...contact, nav: 'Weitere Seiten' })),
    ]
    const footerLink = (nav: string, label: string) =>
      page.getByRole('navigation', { name: nav }).getByRole('link', { name: label, exact: true })
    for (const { path, label, nav } of linked) {
      expect(await footerLink(nav, label).getAttribute('href')).toBe(path)
    }
    for (const { path, label, nav } of linked) {
      await footerLink(nav, label).click()
      await page.waitForURL(`${server.url}${path}`)
      await page.locator('h1.content-page__title').waitFor()
      expect(await seriousViolations(page), path).toEqual([])
    }
    // Served directly: rendered on the server, with the configured name and what is still missing.
    await gotoHydrated(page, `${server.url}/impressum`)
    await page.getByText('Browsertest Betreiber GmbH').first().waitFor()
    await page.getByText('Noch nicht eingetragen: Registernummer (OABAT_OPERATOR_REGISTER)').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(messages).toEqual([])
    await page.context().close()
  })

  test('the consent banner links Datenschutz and Impressum', async () => {
    const { page } = await guestPage(false)
    await gotoHydrated(page, `${server.url}/`)
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
    await banner.waitFor()
    expect(await banner.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz')
    expect(await banner.getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/impressum')
    await banner.getByRole('link', { name: 'Datenschutzerklärung' }).click()
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor()
    await page.context().close()
  })
})
