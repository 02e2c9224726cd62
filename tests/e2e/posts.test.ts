/**
 * Posts and events in real Chromium against the built product: the demo company writes a post
 * (HTML refused with the server's German message first), reads it on /beitrag/{slug}, changes it
 * and deletes it after confirming; another author's post cannot be edited; /event splits the
 * events into upcoming and past.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { EventItem, Post } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'

let server: ServedProduct
let browser: Browser

interface Login {
  token: string
  user: { business: { slug: string } | null }
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

const login = async (email: string) =>
  (await call<Login>('POST', '/api/auth/login', { email, password: DEMO_PASSWORD })).body

async function signedInPage(token: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
  await context.addInitScript((value) => localStorage.setItem('auth token', value), token)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${path}`)
  return { page, errors }
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the company writes, changes and deletes a post', () => {
  test('write (HTML refused first), read on /beitrag, change, delete after confirming', async () => {
    const business = await login('betrieb@demo.oabat.de')
    const slug = business.user.business?.slug as string
    const { page, errors } = await signedInPage(business.token, `/betriebe/${slug}/beitraege/neu/bearbeiten`)
    await page.getByRole('heading', { name: 'Neuer Beitrag', level: 1 }).waitFor()

    // The text areas are the shared field of @oabat/ui, with its inner padding (the text sat on the border).
    for (const label of ['Anreißer (optional)', 'Text']) {
      const padding = await page
        .getByLabel(label, { exact: true })
        .evaluate((area) => Number.parseFloat(getComputedStyle(area).paddingTop))
      expect(padding).toBeGreaterThan(4)
    }
    await page.getByLabel('Titel').fill('Unser Sommerfest für Azubis')
    await page.getByLabel('Text', { exact: true }).fill('Am <b>Samstag</b> feiern wir.')
    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await page.getByText('HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.').waitFor()
    expect(await page.getByLabel('Text', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    // Focus goes to the refused field (it fell to the page top while the button was disabled).
    await expect
      .poll(() => page.getByLabel('Text', { exact: true }).evaluate((area) => area === document.activeElement))
      .toBe(true)

    await page
      .getByLabel('Text', { exact: true })
      .fill('Am Samstag feiern wir mit allen Azubis.\n\nKomm vorbei, es gibt Kuchen!')
    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await page.getByText('Der Beitrag ist veröffentlicht.').waitFor()
    await page.waitForURL(/\/beitraege\/(?!neu)[^/]+\/bearbeiten$/)
    // Focus goes to the confirmation (role status), not to the page top.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('[role=status]')?.textContent ?? ''))
      .toBe('Der Beitrag ist veröffentlicht.')
    const postSlug = decodeURIComponent(new URL(page.url()).pathname.split('/')[4] as string)
    await page.getByRole('link', { name: 'Unser Sommerfest für Azubis' }).waitFor()
    // The confirmation is shown once: a reload does not repeat it.
    await reloadHydrated(page)
    await expect.poll(() => page.getByLabel('Titel').inputValue()).toBe('Unser Sommerfest für Azubis')
    expect(await page.getByText('Der Beitrag ist veröffentlicht.').count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])

    // The public page shows it with paragraphs, and the author sees „Beitrag bearbeiten“.
    await page.getByRole('link', { name: 'Beitrag ansehen' }).click()
    await page.getByRole('heading', { name: 'Unser Sommerfest für Azubis', level: 1 }).waitFor()
    await page.getByText('Komm vorbei, es gibt Kuchen!', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Beitrag bearbeiten' }).click()

    await page.getByLabel('Titel').fill('Unser Sommerfest 2027')
    // Leaving with unsaved changes asks first, in words about the post (posts have no steps).
    await page.goBack()
    const leave = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' })
    await leave.waitFor()
    expect(await leave.textContent()).toContain('Du hast Änderungen an diesem Beitrag noch nicht gespeichert.')
    await leave.getByRole('button', { name: 'Weiter bearbeiten' }).click()
    await leave.waitFor({ state: 'hidden' })
    expect(await page.getByLabel('Titel').inputValue()).toBe('Unser Sommerfest 2027')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.getByText('Der Beitrag wurde gespeichert.').waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('[role=status]')?.textContent ?? ''))
      .toBe('Der Beitrag wurde gespeichert.')
    expect((await call<{ data: Post }>('GET', `/api/posts/${postSlug}`)).body.data.title).toBe('Unser Sommerfest 2027')

    await page.getByRole('button', { name: 'Beitrag löschen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Beitrag löschen?' })
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
    await page.getByText('„Unser Sommerfest 2027“ wurde gelöscht.').waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('„Unser Sommerfest 2027“ wurde gelöscht.')
    await page.getByRole('heading', { name: 'Neuer Beitrag', level: 1 }).waitFor()
    expect((await call('GET', `/api/posts/${postSlug}`)).status).toBe(404)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test("another author's post cannot be edited, and guests see no edit link", async () => {
    const school = await login('schule@demo.oabat.de')
    const created = await call<{ data: Post }>(
      'POST',
      '/api/posts',
      { post: { title: 'Berufsinfotag der Schule', body: 'Alle Klassen sind eingeladen.' } },
      school.token,
    )
    expect(created.status).toBe(201)
    const business = await login('betrieb@demo.oabat.de')
    const slug = business.user.business?.slug as string
    const { page } = await signedInPage(
      business.token,
      `/betriebe/${slug}/beitraege/${created.body.data.slug}/bearbeiten`,
    )
    await page.getByText('Das ist nicht Euer Beitrag.').waitFor()
    expect(await page.getByLabel('Titel').count()).toBe(0)
    await gotoHydrated(page, `${server.url}/beitrag/${created.body.data.slug}`)
    await page.getByRole('heading', { name: 'Berufsinfotag der Schule' }).waitFor()
    expect(await page.getByRole('link', { name: 'Beitrag bearbeiten' }).count()).toBe(0)
    await page.context().close()
  })
})

describe('/event', () => {
  test('splits the events into upcoming and past', async () => {
    const upcoming = (await call<{ data: EventItem[] }>('GET', '/api/events?past=0')).body.data
    const past = (await call<{ data: EventItem[] }>('GET', '/api/events?past=1')).body.data
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await gotoHydrated(page, `${server.url}/event`)
    const upcomingSection = page.getByRole('region', { name: 'Kommende Events' })
    const pastSection = page.getByRole('region', { name: 'Vergangene Events' })
    await upcomingSection.waitFor()
    await pastSection.waitFor()
    await expect.poll(() => upcomingSection.locator('li').count()).toBe(upcoming.length)
    await expect.poll(() => pastSection.locator('li').count()).toBe(past.length)
    if (upcoming.length === 0) await upcomingSection.getByText('Gerade sind keine Events geplant.').waitFor()
    if (past.length === 0) await pastSection.getByText('Noch keine vergangenen Events.').waitFor()
    expect(await upcomingSection.locator('h3').allInnerTexts()).toEqual(upcoming.map((event) => event.title))
    expect(await pastSection.locator('h3').allInnerTexts()).toEqual(past.map((event) => event.title))
    await context.close()
  })
})
