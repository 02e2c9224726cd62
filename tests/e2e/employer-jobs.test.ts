/**
 * Issue 5 acceptance journey against the built product: a newly registered company (no publish
 * permission) creates a job in the legacy editor, previews it, submits it for review; an admin
 * approves it on the review page; the job is published and appears in the <oabat-job-list> widget
 * on the demo page near its site. Plus: editing keeps the content (also across a reload before
 * saving), deleting asks first, the limit of active jobs shows a clear message, and the demo
 * company (trustworthy) works in the new editor with its own sections.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'
import { codeFromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser

interface Login {
  token: string
  user: { id: number; business: { id: number; slug: string } | null }
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
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

const login = (email: string) => loginAs(server.url, email)
const loginAsAdmin = () => loginAs(server.url, 'admin@demo.oabat.de', demoAdminPassword(server.dataDir))

/** A new company as the registration form creates it, with its e-mail confirmed by code. */
async function registerCompany(name: string, email: string): Promise<Login> {
  const registered = await call<Login>('POST', '/api/businesses', {
    newBusiness: {
      name,
      street: 'Ludwigstraße 3',
      postal_code: '94032',
      email,
      password: 'sicher-2026',
      firstname: 'Petra',
      lastname: 'Lang',
      gender: 'Frau',
    },
  })
  expect(registered.status).toBe(201)
  const { token } = registered.body
  expect((await call('POST', '/api/auth/verify/resend', {}, token)).status).toBe(200)
  const code = await codeFromOutbox(server.dataDir, email)
  expect((await call('POST', '/api/auth/verify', { code }, token)).status).toBe(200)
  const me = await call<{ data: Login['user'] } | Login['user']>('GET', '/api/auth/user', undefined, token)
  const user = 'data' in me.body ? me.body.data : me.body
  return { token, user }
}

const signedInPage = (token: string, path: string) => openPage(browser, server.url, token, path)

interface OwnJob {
  id: number
  slug: string
  name: string
  status: string
  version: number
  description: string
  tasks: string[]
  review: { id: number; status: string; comment: string | null } | null
}

async function ownJobs(token: string): Promise<OwnJob[]> {
  const answer = await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs', undefined, token)
  expect(answer.status).toBe(200)
  return answer.body.data
}

beforeAll(async () => {
  // Development mode makes the demo admin the admin (ADMIN_EMAIL's default), who reviews jobs here.
  server = await startServer({ NODE_ENV: 'development' })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('company job pages (issue 5)', () => {
  let company: Login
  let slug: string

  beforeAll(async () => {
    company = await registerCompany('Konditorei Sommer', 'anna@konditorei-sommer.de')
    slug = company.user.business?.slug as string
  })

  test('create, preview, submit for review; admin approves; the job shows in the demo page job list', async () => {
    const jobName = 'Ausbildung zur Konditorin (m/w/d) bei Sommer'
    const { page, errors } = await signedInPage(company.token, '/betrieb')
    // /betrieb links to „Unsere Berufe“, also in the side menu.
    await page.getByRole('link', { name: /Unsere Berufe: Stellen anlegen/ }).click()
    await page.getByRole('heading', { name: 'Unsere Berufe', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Noch keine Stellen' }).waitFor()
    await page.getByText('0 von 3').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // Without the trustworthy permission the new editor is not theirs: the guard sends them to the legacy one.
    await gotoHydrated(page, `${server.url}/betrieb/job/erstellen?type=1`)
    await page.waitForURL(`**/betriebe/${slug}/jobs/erstellen?type=1`)
    await page.getByRole('heading', { name: 'Neue Ausbildungsstelle', level: 1 }).waitFor()

    // Submitted empty: focus goes to the title, shown below the sticky site header rather than behind it.
    await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    const titleBelowHeader = await page.evaluate(() => {
      const header = document.querySelector('.site-header')?.getBoundingClientRect()
      const field = document.activeElement?.getBoundingClientRect()
      return Boolean(header && field && field.top >= header.bottom)
    })
    expect(titleBelowHeader).toBe(true)

    // The template fills title, tasks and more; the company adjusts what it wants.
    const picker = page.getByLabel('Ausbildungsberuf', { exact: true })
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(10)
    const template = await picker.locator('option').nth(1).getAttribute('value')
    await picker.selectOption(template as string)
    await expect.poll(() => page.getByLabel('Deine Aufgaben').inputValue()).not.toBe('')
    await page.getByLabel('Titel der Ausbildung').fill(jobName)
    await page.getByLabel('Worum geht es?').fill('Bei uns lernst Du Torten, Pralinen und Gebäck von Grund auf.')
    await page.getByLabel('Beginn').fill('2027-09-01')

    // The preview shows the draft as trainees will see it; going back keeps everything typed.
    await page.getByRole('button', { name: 'Vorschau' }).click()
    await page.waitForURL('**/betrieb/job/vorschau')
    await page.getByRole('heading', { name: jobName, level: 1 }).waitFor()
    await page.getByText('Bei uns lernst Du Torten, Pralinen und Gebäck von Grund auf.').waitFor()
    await page.getByText('1. September 2027').waitFor()
    await page.getByRole('link', { name: 'Zurück zum Bearbeiten' }).click()
    await page.waitForURL(`**/betriebe/${slug}/jobs/erstellen?type=1`)
    await expect.poll(() => page.getByLabel('Titel der Ausbildung').inputValue()).toBe(jobName)
    // The browser's back button with unsaved changes asks first; „Weiter bearbeiten“ keeps what was typed.
    await page.goBack()
    const leave = page.getByRole('dialog', { name: 'Änderungen noch nicht gespeichert' })
    await leave.waitFor()
    await expect.poll(() => page.url()).toContain(`/jobs/erstellen?type=1`)
    await leave.getByRole('button', { name: 'Weiter bearbeiten' }).click()
    await leave.waitFor({ state: 'hidden' })
    await expect.poll(() => page.url()).toContain(`/jobs/erstellen?type=1`)
    expect(await page.getByLabel('Titel der Ausbildung').inputValue()).toBe(jobName)

    // Without the publish permission the button submits for review.
    await expect.poll(() => page.getByRole('button', { name: 'Veröffentlichen' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click()
    await page.waitForURL(`**/betriebe/${slug}/jobs/uebersicht`)
    await page.getByText(`„${jobName}“ ist zur Prüfung eingereicht.`).waitFor()
    await page.getByRole('heading', { name: 'In Prüfung (1)' }).waitFor()
    await page.getByText('1 von 3').waitFor()
    // Back on /betrieb nothing is published yet, and the card says the job waits for review instead of nothing.
    await gotoHydrated(page, `${server.url}/betrieb`)
    const jobsCard = page.getByRole('region', { name: 'Eure veröffentlichten Stellen' })
    await jobsCard.getByText('1 Stelle wartet auf die Prüfung durch unser Team.').waitFor()
    expect(await jobsCard.getByText('Noch keine Stelle veröffentlicht.').count()).toBe(1)
    await gotoHydrated(page, `${server.url}/betriebe/${slug}/jobs/uebersicht`)
    await page.getByRole('heading', { name: 'In Prüfung (1)' }).waitFor()

    const [job] = (await ownJobs(company.token)).filter((candidate) => candidate.name === jobName)
    expect(job?.status).toBe('pending')
    const reviewId = job?.review?.id as number

    // The company sees the review page with its status.
    await page.getByRole('link', { name: 'Prüfung ansehen' }).click()
    await page.waitForURL(`**/betriebe/${slug}/jobs/${job?.slug}/review?review=${reviewId}`)
    await page.getByText('Wartet auf Prüfung').waitFor()
    expect(await page.getByRole('button', { name: 'Freigeben und veröffentlichen' }).count()).toBe(0)

    // An admin approves it on the review page.
    const admin = await loginAsAdmin()
    // The admin finds it in the queue on /admin and opens its review page.
    const adminSide = await signedInPage(admin.token, '/admin')
    const admin$ = adminSide.page
    await admin$.getByRole('heading', { name: 'Stellen zur Prüfung' }).waitFor()
    await admin$.getByRole('link', { name: jobName }).click()
    await admin$.waitForURL(`**/betriebe/${slug}/jobs/${job?.slug}/review?review=${reviewId}`)
    await admin$.getByRole('heading', { name: jobName, level: 1 }).first().waitFor()
    await admin$.getByText('Bei uns lernst Du Torten').waitFor()
    await admin$.getByRole('button', { name: 'Freigeben und veröffentlichen' }).click()
    await admin$.getByText('Freigegeben', { exact: true }).waitFor()
    // Back in the admin area, the queue no longer holds it.
    await admin$.getByRole('navigation', { name: 'Menü Admin' }).getByRole('link', { name: 'Übersicht' }).click()
    await admin$.getByRole('heading', { name: 'Stellen zur Prüfung' }).waitFor()
    await expect.poll(() => admin$.getByRole('link', { name: jobName }).count()).toBe(0)
    expect(adminSide.errors).toEqual([])

    // The company's overview now lists it as published.
    await gotoHydrated(page, `${server.url}/betriebe/${slug}/jobs/uebersicht`)
    await page.getByRole('heading', { name: 'Veröffentlicht (1)' }).waitFor()

    // The demo company site's job list (Passau, 30 km) shows it: page on with „Mehr laden“ until it appears.
    const demo = await browser.newPage()
    await gotoHydrated(demo, `${server.url}/demo/`)
    const list = demo.locator('#demo-job-list')
    const card = list.getByText(jobName)
    const loaded = list.locator('ul.oabat-list__grid > li')
    for (let round = 0; round < 40 && (await card.count()) === 0; round += 1) {
      const more = list.getByRole('button', { name: 'Mehr laden' })
      await more.waitFor({ timeout: 10_000 })
      const before = await loaded.count()
      await more.click()
      // The next page is in before the card is looked for (on the last page the button goes away).
      await expect.poll(() => loaded.count()).toBeGreaterThan(before)
    }
    await card.first().waitFor({ timeout: 10_000 })
    await demo.close()
    expect(errors).toEqual([])
  }, 180_000)

  test('editing keeps the content, also what was typed before a reload', async () => {
    const created = await call<{ data: OwnJob }>(
      'POST',
      '/api/jobs/',
      {
        name: 'Praktikum in der Backstube',
        type_id: 2,
        description: 'Eine Woche mitbacken.',
        tasks: ['Teig kneten', 'Brezen formen'],
        duration_months: 1,
      },
      company.token,
    )
    expect(created.status).toBe(201)
    const job = created.body.data

    const { page, errors } = await signedInPage(company.token, `/betriebe/${slug}/jobs/uebersicht`)
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: job.name }) })
    await row.getByRole('link', { name: 'Bearbeiten' }).click()
    // A version-1 job opens in the legacy editor with all its content (also when its new-editor link is typed).
    await page.waitForURL(`**/betriebe/${slug}/jobs/erstellen?job=${job.slug}`)
    await gotoHydrated(page, `${server.url}/betrieb/job/${job.slug}/bearbeiten`)
    await page.waitForURL(`**/betriebe/${slug}/jobs/erstellen?job=${job.slug}`)
    await expect.poll(() => page.getByLabel('Titel des Praktikums').inputValue()).toBe('Praktikum in der Backstube')
    expect(await seriousViolations(page)).toEqual([])
    await expect.poll(() => page.getByLabel('Deine Aufgaben').inputValue()).toBe('Teig kneten\nBrezen formen')
    await expect.poll(() => page.getByLabel('Worum geht es?').inputValue()).toBe('Eine Woche mitbacken.')

    // Typed but not saved: a reload brings it back.
    await page.getByLabel('Deine Aufgaben').fill('Teig kneten\nBrezen formen\nOfen bedienen')
    await reloadHydrated(page)
    await page.getByText('Deine letzten Eingaben sind wiederhergestellt.').waitFor()
    await expect
      .poll(() => page.getByLabel('Deine Aufgaben').inputValue())
      .toBe('Teig kneten\nBrezen formen\nOfen bedienen')

    // A link elsewhere in the portal asks first; „Weiter bearbeiten“ stays.
    await page.getByRole('navigation', { name: 'Menü Betrieb' }).getByRole('link', { name: 'Unsere Berufe' }).click()
    const leave = page.getByRole('dialog', { name: 'Änderungen noch nicht gespeichert' })
    await leave.getByRole('button', { name: 'Weiter bearbeiten' }).click()
    await leave.waitFor({ state: 'hidden' })
    await expect.poll(() => page.url()).toContain(`/jobs/erstellen?job=${job.slug}`)

    // The server's 422 lands at its field; nothing is lost.
    await page.getByLabel('Titel des Praktikums').fill('<b>Praktikum</b>')
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click()
    await page.getByText('HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.').waitFor()
    expect(await page.getByLabel('Deine Aufgaben').inputValue()).toBe('Teig kneten\nBrezen formen\nOfen bedienen')

    await page.getByLabel('Titel des Praktikums').fill('Praktikum in der Backstube')
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click()
    await page.waitForURL(`**/betriebe/${slug}/jobs/uebersicht`)
    await page.getByText('„Praktikum in der Backstube“ ist als Entwurf gespeichert.').waitFor()

    const saved = (await ownJobs(company.token)).find((candidate) => candidate.id === job.id)
    expect(saved).toMatchObject({
      name: 'Praktikum in der Backstube',
      status: 'draft',
      description: 'Eine Woche mitbacken.',
      tasks: ['Teig kneten', 'Brezen formen', 'Ofen bedienen'],
    })
    // Opened again, the editor shows the saved content and no restored notice.
    await row.getByRole('link', { name: 'Bearbeiten' }).click()
    await page.waitForURL(`**/jobs/erstellen?job=${job.slug}`)
    await expect
      .poll(() => page.getByLabel('Deine Aufgaben').inputValue())
      .toBe('Teig kneten\nBrezen formen\nOfen bedienen')
    expect(await page.getByText('Deine letzten Eingaben sind wiederhergestellt.').count()).toBe(0)
    expect(errors).toEqual([])
  }, 120_000)

  test('an admin rejects with a comment; the company reads it in the overview, on the review page and in the editor', async () => {
    const created = await call<{ data: OwnJob }>(
      'POST',
      '/api/jobs/',
      { name: 'Praktikum Tortendekor', type_id: 2, status: 'published' },
      company.token,
    )
    expect(created.body.data.status).toBe('pending')
    const job = created.body.data
    const admin = await loginAsAdmin()
    const adminSide = await signedInPage(
      admin.token,
      `/betriebe/${slug}/jobs/${job.slug}/review?review=${job.review?.id}`,
    )
    const admin$ = adminSide.page
    // Rejecting without a reason is not possible: the company must learn what to change.
    await admin$.getByRole('button', { name: 'Ablehnen' }).click()
    await admin$.getByText('Bitte schreibe dem Betrieb, was er ändern soll.').waitFor()
    await admin$.getByLabel('Kommentar für den Betrieb').fill('Bitte beschreibe, was die Praktikanten lernen.')
    await admin$.getByRole('button', { name: 'Ablehnen' }).click()
    await admin$.getByText('Abgelehnt', { exact: true }).waitFor()
    await admin$.getByText('Bitte beschreibe, was die Praktikanten lernen.').waitFor()
    expect(adminSide.errors).toEqual([])

    const { page, errors } = await signedInPage(company.token, `/betriebe/${slug}/jobs/uebersicht`)
    await page.getByRole('heading', { name: /^Abgelehnt \(/ }).waitFor()
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: job.name }) })
    await row.getByText('Begründung: Bitte beschreibe, was die Praktikanten lernen.').waitFor()
    await row.getByRole('link', { name: 'Prüfung ansehen' }).click()
    await page.getByText('Bitte beschreibe, was die Praktikanten lernen.').waitFor()
    await page.getByRole('link', { name: 'Stelle überarbeiten' }).click()
    await page.waitForURL(`**/jobs/erstellen?job=${job.slug}`)
    await page.getByText('Begründung: Bitte beschreibe, was die Praktikanten lernen.').waitFor()
    // Fixed and submitted again: a new review is open.
    await page.getByLabel('Worum geht es?').fill('Du lernst Fondant, Spritztüte und Zuckerblumen.')
    await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click()
    await page.getByText(`„${job.name}“ ist zur Prüfung eingereicht.`, { exact: false }).waitFor()
    const again = (await ownJobs(company.token)).find((candidate) => candidate.id === job.id)
    expect(again?.status).toBe('pending')
    expect(again?.review?.status).toBe('pending')
    expect(again?.review?.id).not.toBe(job.review?.id)
    expect(errors).toEqual([])
  }, 120_000)

  test('deleting asks first; cancelling keeps the job', async () => {
    const created = await call<{ data: OwnJob }>(
      'POST',
      '/api/jobs/',
      { name: 'Praktikum im Verkauf', type_id: 2 },
      company.token,
    )
    expect(created.status).toBe(201)
    const { page, errors } = await signedInPage(company.token, `/betriebe/${slug}/jobs/uebersicht`)
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Praktikum im Verkauf' }) })
    await row.getByRole('button', { name: 'Löschen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Stelle löschen?' })
    await dialog.getByText('„Praktikum im Verkauf“ wird mit ihren Aufrufen und Anfragen gelöscht.').waitFor()
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect((await ownJobs(company.token)).some((job) => job.name === 'Praktikum im Verkauf')).toBe(true)

    await row.getByRole('button', { name: 'Löschen' }).click()
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
    await page.getByText('„Praktikum im Verkauf“ ist gelöscht.').waitFor()
    await expect.poll(() => row.count()).toBe(0)
    expect((await ownJobs(company.token)).some((job) => job.name === 'Praktikum im Verkauf')).toBe(false)
    expect(errors).toEqual([])
  }, 120_000)
})

test('a company at its limit of active jobs gets a clear message and nothing is published', async () => {
  const company = await registerCompany('Schreinerei Limit', 'max@schreinerei-limit.de')
  const slug = company.user.business?.slug as string
  // No subscription: 3 active jobs. Three submitted jobs (pending) use them up.
  for (const n of [1, 2, 3]) {
    const answer = await call(
      'POST',
      '/api/jobs/',
      { name: `Praktikum ${n}`, type_id: 2, status: 'published' },
      company.token,
    )
    expect(answer.status).toBe(201)
  }
  const { page, errors } = await signedInPage(company.token, `/betriebe/${slug}/jobs/uebersicht`)
  await page.getByText('3 von 3').waitFor()
  await page
    .getByText(/Dein Stellenlimit ist erreicht/)
    .first()
    .waitFor()

  await page.getByRole('link', { name: 'Praktikum anlegen' }).click()
  // The title's example fits an internship, not an apprenticeship.
  await expect
    .poll(() => page.getByText(/^So erscheint die Stelle in der Suche/).textContent())
    .toBe('So erscheint die Stelle in der Suche, z. B. „Schülerpraktikum in der Backstube (m/w/d)“.')
  await page.getByLabel('Titel des Praktikums').fill('Praktikum Nummer vier')
  // Without any text yet the preview shows no empty „Beschreibung“ card.
  await page.getByRole('button', { name: 'Vorschau' }).click()
  await page.getByRole('heading', { name: 'Praktikum Nummer vier', level: 1 }).waitFor()
  expect(await page.getByRole('region', { name: 'Beschreibung' }).count()).toBe(0)
  await page.getByRole('link', { name: 'Zurück zum Bearbeiten' }).click()
  await expect.poll(() => page.getByLabel('Titel des Praktikums').inputValue()).toBe('Praktikum Nummer vier')
  await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click()
  await page.getByRole('alert').filter({ hasText: 'Dein Stellenlimit ist erreicht' }).waitFor()
  // Still on the editor with what was typed; nothing was created.
  expect(await page.getByLabel('Titel des Praktikums').inputValue()).toBe('Praktikum Nummer vier')
  expect((await ownJobs(company.token)).some((job) => job.name === 'Praktikum Nummer vier')).toBe(false)

  // A draft is fine: drafts do not count.
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click()
  await page.waitForURL(`**/betriebe/${slug}/jobs/uebersicht`)
  await page.getByRole('heading', { name: 'Entwürfe (1)' }).waitFor()

  // Publishing from the overview is refused by the server with its message.
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Praktikum Nummer vier' }) })
  await row.getByRole('button', { name: 'Zur Prüfung einreichen' }).click()
  await page.getByRole('alert').filter({ hasText: 'Dein Stellenlimit ist erreicht' }).first().waitFor()
  expect((await ownJobs(company.token)).find((job) => job.name === 'Praktikum Nummer vier')?.status).toBe('draft')
  expect(errors).toEqual([])
}, 120_000)

test('the demo company (trustworthy) writes in the new editor with its own section and publishes at once', async () => {
  const demo = await login('betrieb@demo.oabat.de')
  const slug = demo.user.business?.slug as string
  const { page, errors } = await signedInPage(demo.token, '/betrieb/job/erstellen?type=2')
  await page.getByRole('heading', { name: 'Neuer Praktikumsplatz', level: 1 }).waitFor()
  // The editor belongs to "Unsere Berufe": the side menu marks that entry.
  await expect
    .poll(() => page.locator('.side-menu__link[aria-current="page"]').allTextContents())
    .toEqual(['Unsere Berufe'])
  await page.getByLabel('Titel des Praktikums').fill('Schnupperpraktikum Mechatronik')
  await page.getByLabel('Worum geht es?').fill('Drei Tage in unserer Werkstatt.')
  await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).click()
  await page.getByLabel('Überschrift von Abschnitt 1').fill('So bewirbst Du Dich')
  await page.getByLabel('Text von Abschnitt 1').fill('Schreib uns einfach eine Nachricht.')

  await page.getByRole('button', { name: 'Vorschau' }).click()
  await page.getByRole('heading', { name: 'So bewirbst Du Dich' }).waitFor()
  await page.getByRole('link', { name: 'Zurück zum Bearbeiten' }).click()
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await page.waitForURL(`**/betriebe/${slug}/jobs/uebersicht`)
  await page.getByText('„Schnupperpraktikum Mechatronik“ ist veröffentlicht.').waitFor()

  const job = (await ownJobs(demo.token)).find((candidate) => candidate.name === 'Schnupperpraktikum Mechatronik')
  expect(job).toMatchObject({ status: 'published', version: 2 })
  // The public page shows the company's own section.
  await gotoHydrated(page, `${server.url}/betriebe/${slug}/jobs/${job?.slug}`)
  await page.getByRole('heading', { name: 'So bewirbst Du Dich' }).waitFor()
  await page.getByText('Schreib uns einfach eine Nachricht.').waitFor()

  // Its statistics (permission statistics) open from the overview.
  await gotoHydrated(page, `${server.url}/betriebe/${slug}/jobs/uebersicht`)
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Schnupperpraktikum Mechatronik' }) })
  await row.getByRole('button', { name: 'Statistik' }).click()
  await row.getByText('Aufrufe (30 Tage)').waitFor()
  expect(errors).toEqual([])
}, 120_000)

test('a type-3 job in the new editor keeps its text in the legacy block and shows the employment type', async () => {
  const demo = await login('betrieb@demo.oabat.de')
  const slug = demo.user.business?.slug as string
  const { page, errors } = await signedInPage(demo.token, '/betrieb/job/erstellen?type=3')
  await page.getByRole('heading', { name: 'Neue Stelle', level: 1 }).waitFor()
  await page.getByLabel('Titel der Stelle').fill('Verkäufer/in in Teilzeit')
  await page.getByLabel('Anstellung').selectOption('Teilzeit')
  await page.getByLabel('Worum geht es?').fill('Du berätst unsere Kundschaft im Laden.')
  // The demo company lacks publish_regular_jobs: type 3 goes to review.
  await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click()
  await page.waitForURL(`**/betriebe/${slug}/jobs/uebersicht`)
  await page.getByText('„Verkäufer/in in Teilzeit“ ist zur Prüfung eingereicht.', { exact: false }).waitFor()

  const jobs = await call<{
    data: Array<OwnJob & { content_blocks: Array<{ component: string; data: Record<string, unknown> }> }>
  }>('GET', '/api/v2/jobs', undefined, demo.token)
  const job = jobs.body.data.find((candidate) => candidate.name === 'Verkäufer/in in Teilzeit')
  expect(job?.status).toBe('pending')
  const legacy = job?.content_blocks.find((block) => block.component === 'legacy')
  expect(legacy?.data).toMatchObject({
    employment_type: 'Teilzeit',
    description: 'Du berätst unsere Kundschaft im Laden.',
  })

  // Opened again in the new editor, the employment type is still chosen.
  await gotoHydrated(page, `${server.url}/betrieb/job/${job?.slug}/bearbeiten`)
  await expect.poll(() => page.getByLabel('Anstellung').inputValue()).toBe('Teilzeit')
  expect(errors).toEqual([])
}, 120_000)

test('another company’s job pages and the review page of someone else’s job send the visitor to the start page', async () => {
  const demo = await login('betrieb@demo.oabat.de')
  const other = await registerCompany('Metzgerei Fremd', 'otto@metzgerei-fremd.de')
  const otherSlug = other.user.business?.slug as string
  const created = await call<{ data: OwnJob }>(
    'POST',
    '/api/jobs/',
    { name: 'Ausbildung Fleischer', type_id: 1, status: 'published' },
    other.token,
  )
  expect(created.status).toBe(201)
  const { page, errors } = await signedInPage(demo.token, `/betriebe/${otherSlug}/jobs/uebersicht`)
  await page.waitForURL((url) => url.pathname === '/')
  for (const path of [
    `/betriebe/${otherSlug}/jobs/erstellen?type=1`,
    `/betriebe/${otherSlug}/jobs/${created.body.data.slug}/review?review=${created.body.data.review?.id}`,
  ]) {
    await gotoHydrated(page, `${server.url}${path}`)
    await page.waitForURL((url) => url.pathname === '/')
  }
  // A trainee has no job editor at all.
  const trainee = await login('azubi@demo.oabat.de')
  const traineeSide = await signedInPage(trainee.token, '/betrieb/job/erstellen?type=1')
  await traineeSide.page.waitForURL((url) => url.pathname === '/')
  expect([...errors, ...traineeSide.errors]).toEqual([])
}, 120_000)

test('a seeded job opens in the new editor without its text doubled; Tab keeps each field above the sticky buttons', async () => {
  const demo = await login('betrieb@demo.oabat.de')
  const seeded = (await ownJobs(demo.token)).find((job) => job.version === 2 && job.tasks.length > 0) as OwnJob
  const { page, errors } = await signedInPage(demo.token, `/betrieb/job/${seeded.slug}/bearbeiten`)
  const title = page.getByLabel(/^Titel d/)
  await title.waitFor()
  // The seed writes description and lists as text blocks without `data.field`: they are the fields
  // above, not own sections below (which would show and be saved a second time).
  await expect.poll(() => page.getByLabel('Deine Aufgaben').inputValue()).toBe(seeded.tasks.join('\n'))
  expect(await page.getByLabel(/^Überschrift von Abschnitt/).count()).toBe(0)

  // Keyboard through the form at 1280×900: no focused field hides completely behind the sticky buttons.
  await title.focus()
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab')
    const hidden = await page.evaluate(() => {
      const active = document.activeElement
      const footer = document.querySelector('.job-editor__footer')
      if (!active || !footer || footer.contains(active) || active === document.body) return false
      return active.getBoundingClientRect().top >= footer.getBoundingClientRect().top
    })
    expect(hidden).toBe(false)
  }
  expect(errors).toEqual([])
}, 120_000)
