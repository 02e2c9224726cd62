/**
 * The admin area in real Chromium against the built product (docs/admin.md): the side menu and the
 * overview, a company hidden and shown from /admin/betriebe, a job list created on /admin/joblists
 * with a job found by its name and seen at /auswahl/{slug}, and the guard for other accounts. The
 * impersonation from a company row is in accounts.test.ts.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, demoAdminPassword } from './support/accounts.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'
const LIST_NAME = 'Sommerauswahl Browsertest'

let server: ServedProduct
let browser: Browser
let adminToken: string

/** A text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Types into an admin list's search and waits for its answer: every row then names `text`. */
async function searchList(page: Page, text: string) {
  await page.getByLabel('Suche').fill(text)
  await expect
    .poll(async () => {
      const names = await page.getByRole('rowheader').allTextContents()
      return names.length > 0 && names.every((name) => name.includes(text))
    })
    .toBe(true)
}

async function apiCall<T>(path: string, token: string | null = null) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('admin area', () => {
  test('the overview and the side menu; a company is hidden from the public and shown again', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin')
    await page.waitForURL(`${server.url}/admin/uebersicht`)
    const menu = page.getByRole('navigation', { name: 'Menü Admin' })
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual([
        'Übersicht',
        'Dashboard',
        'Betriebe',
        'Schulen',
        'Regionen',
        'Joblisten',
        'Artikel',
        'Seiten',
        'Messen',
        'Livestreams',
        'Event erstellen',
        'Kampagnen',
        'Umfragen',
        'Konversationen',
        'Oabalytics',
        'Einstellungen',
        'Abmelden',
      ])
    await page.getByRole('heading', { name: 'Stellen zur Prüfung' }).waitFor()
    await page.getByRole('region', { name: 'Neue Unternehmen' }).getByRole('listitem').first().waitFor()
    await page.getByText('Kein Artikel wartet auf die Veröffentlichung.').waitFor()
    await page.getByRole('heading', { name: 'Beitrittsanfragen' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await menu.getByRole('link', { name: 'Betriebe' }).click()
    await page.waitForURL(`${server.url}/admin/betriebe`)
    const rows = page.getByRole('row')
    await expect.poll(() => rows.count()).toBe(21)
    await page.getByRole('button', { name: 'Weiter' }).click()
    await page.getByText(/^Seite 2 von \d+$/).waitFor()
    const name = (await page.getByRole('rowheader').first().getByRole('link').textContent()) ?? ''
    const slug = decodeURIComponent(
      ((await page.getByRole('rowheader').first().getByRole('link').getAttribute('href')) ?? '').replace(
        '/betriebe/',
        '',
      ),
    )
    await searchList(page, name)
    const row = page.getByRole('row', { name: new RegExp(escaped(name)) }).first()
    await row.getByRole('button', { name: `${name} verbergen` }).click()
    await page.getByText(`„${name}“ ist jetzt unsichtbar`).waitFor()
    await row.getByText('unsichtbar', { exact: true }).waitFor()
    expect((await apiCall(`/api/v2/business/${encodeURIComponent(slug)}`)).status).toBe(404)
    expect(await seriousViolations(page)).toEqual([])
    await row.getByRole('button', { name: `${name} sichtbar machen` }).click()
    await page.getByText(`„${name}“ ist wieder für alle sichtbar.`).waitFor()
    // Subscriptions through the store's admin calls: Premium granted without a purchase, then revoked.
    await row.getByRole('button', { name: `Abos von ${name} ändern` }).click()
    const dialog = page.getByRole('dialog', { name: `Abos von ${name}` })
    await dialog.getByRole('button', { name: 'Premium freischalten' }).click()
    await dialog.getByRole('button', { name: 'Premium entziehen' }).waitFor()
    // The button changed its look under the pointer; axe reads colours once the transition is over.
    await page.mouse.move(0, 0)
    await page.waitForTimeout(500)
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Fertig' }).click()
    await expect.poll(() => row.getByRole('cell', { name: /Premium/ }).count()).toBe(1)
    await page.getByRole('combobox', { name: 'Abo' }).selectOption({ label: 'Premium' })
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual([expect.stringContaining(name)])
    await row.getByRole('button', { name: `Abos von ${name} ändern` }).click()
    await dialog.getByRole('button', { name: 'Premium entziehen' }).click()
    await dialog.getByRole('button', { name: 'Premium freischalten' }).waitFor()
    await dialog.getByRole('button', { name: 'Fertig' }).click()
    await page.getByRole('combobox', { name: 'Abo' }).selectOption({ label: 'Alle' })
    expect((await apiCall(`/api/v2/business/${encodeURIComponent(slug)}`)).status).toBe(200)
    // The search is kept in the address: back from the company's page, the list is as it was.
    await expect.poll(() => page.url()).toContain(`suche=${encodeURIComponent(name).replace(/%20/g, '+')}`)
    await row.getByRole('link', { name }).click()
    await page.waitForURL(`${server.url}/betriebe/${encodeURIComponent(slug)}`)
    await page.goBack()
    await expect.poll(() => page.getByLabel('Suche').inputValue()).toBe(name)
    await row.getByRole('button', { name: `${name} verbergen` }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the admin creates a job list with a job found by name and finds it at /auswahl/{slug}', async () => {
    const jobs = await apiCall<{ result: { data: Array<{ name: string; slug: string }> } }>(
      '/api/v2/search/jobs?per_page=1',
    )
    const job = jobs.body.result.data[0] as { name: string; slug: string }
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/joblists')
    await page.getByRole('heading', { name: 'Alle Joblisten' }).waitFor()
    await page.getByRole('button', { name: 'Neue Jobliste' }).click()
    const form = page.getByRole('region', { name: 'Neue Jobliste' })
    // Saving without a name shows the server's message at the field.
    await form.getByRole('button', { name: 'Jobliste speichern' }).click()
    await form.getByText('Der Name muss mindestens 3 Zeichen lang sein.').waitFor()
    await form.getByLabel('Name').fill(LIST_NAME)
    await form.getByLabel('Beschreibung (optional)').fill('Stellen, die im Sommer beginnen.')
    await form.getByLabel('Stelle suchen').fill(job.name)
    const found = form.getByRole('list', { name: 'Gefundene Stellen' })
    await found
      .getByRole('button', { name: `${job.name} hinzufügen` })
      .first()
      .click()
    await form.getByRole('list', { name: 'Stellen der Liste' }).getByText(job.name).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await form.getByRole('button', { name: 'Jobliste speichern' }).click()
    await page.getByText(`„${LIST_NAME}“ ist gespeichert`).waitFor()
    const listRow = page.getByRole('row', { name: new RegExp(LIST_NAME) })
    await listRow.getByRole('link', { name: '/auswahl/sommerauswahl-browsertest' }).click()

    await page.waitForURL(`${server.url}/auswahl/sommerauswahl-browsertest`)
    await page.getByRole('heading', { level: 1, name: new RegExp(LIST_NAME) }).waitFor()
    await page.getByText('Stellen, die im Sommer beginnen.').waitFor()
    await page.getByText(job.name).first().waitFor()
    expect(errors).toEqual([])

    // Deleting asks first, then the list and its page are gone.
    await page.goBack()
    await page.getByRole('button', { name: `${LIST_NAME} löschen` }).click()
    const dialog = page.getByRole('dialog', { name: 'Jobliste löschen?' })
    await dialog.getByRole('button', { name: 'Jobliste löschen' }).click()
    await page.getByText(`„${LIST_NAME}“ ist gelöscht.`).waitFor()
    expect((await apiCall('/api/job_lists/sommerauswahl-browsertest')).status).toBe(404)
    await page.context().close()
  })

  test('the admin unlocks the Schwarzes Brett of a school and switches a region to v2 and back', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/schulen')
    const firstRow = page.getByRole('row').nth(1)
    await firstRow.waitFor()
    const school = (await firstRow.getByRole('rowheader').getByRole('link').textContent()) ?? ''
    await searchList(page, school)
    const row = page.getByRole('row', { name: new RegExp(escaped(school)) }).first()
    const before = (await row.getByRole('cell').nth(3).textContent()) ?? ''
    const [first, second] = before === 'freigeschaltet' ? ['Sperren', 'Freischalten'] : ['Freischalten', 'Sperren']
    await row.getByRole('button', { name: `${first}: Schwarzes Brett von ${school}` }).click()
    await row.getByRole('button', { name: `${second}: Schwarzes Brett von ${school}` }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await row.getByRole('button', { name: `${second}: Schwarzes Brett von ${school}` }).click()
    await row.getByText(before, { exact: true }).waitFor()

    await page.getByRole('navigation', { name: 'Menü Admin' }).getByRole('link', { name: 'Regionen' }).click()
    await page.waitForURL(`${server.url}/admin/regionen`)
    const region = page.getByRole('row').nth(1)
    const name = (await region.getByRole('rowheader').textContent()) ?? ''
    const v2 = (await region.getByRole('cell').nth(3).textContent()) === 'neu (v2)'
    await region.getByRole('button', { name: `${v2 ? 'v2 ausschalten' : 'v2 einschalten'}: ${name}` }).click()
    await region.getByText(v2 ? 'bisherige' : 'neu (v2)', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await region.getByRole('button', { name: `${v2 ? 'v2 einschalten' : 'v2 ausschalten'}: ${name}` }).click()
    await region.getByText(v2 ? 'neu (v2)' : 'bisherige', { exact: true }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the admin guard refuses a trainee and a guest', async () => {
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    const { page } = await openPage(browser, server.url, trainee.token, '/admin/betriebe')
    await page.waitForURL(`${server.url}/`)
    expect(await page.getByRole('heading', { name: 'Alle Unternehmen' }).count()).toBe(0)
    await page.context().close()

    const guest = await openPage(browser, server.url, null, '/admin/joblists')
    await guest.page.getByRole('dialog', { name: 'Anmelden' }).waitFor()
    expect(await guest.page.getByRole('heading', { name: 'Alle Joblisten' }).count()).toBe(0)
    await guest.page.context().close()
  })
})
