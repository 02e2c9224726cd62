/**
 * Issue 14 item 4 in real Chromium against the built product: a school invites a colleague on
 * /schule/nutzerverwaltung, the colleague accepts via the mailed link and lands in the school area,
 * the school removes the colleague after confirming; a guest finds the school on the server-rendered
 * school search /schule/suche/{place} and filters it by name.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'
import { fromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const COLLEAGUE = 'konrektorin@demo-schule.de'
const POLL = { timeout: 10_000 }

let server: ServedProduct
let browser: Browser
let schoolToken: string
let school: { id: number; slug: string; name: string; city: string }

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
  const signedIn = (await loginAs(server.url, 'schule@demo.oabat.de')) as unknown as {
    token: string
    user: { school: { id: number; slug: string } }
  }
  schoolToken = signedIn.token
  const answer = (await (await fetch(`${server.url}/api/schools/${signedIn.user.school.slug}`)).json()) as {
    data: { id: number; slug: string; name: string; city: string }
  }
  school = answer.data
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('school area', () => {
  test('a school invites a colleague, who accepts and lands in the school area; then the school removes her', async () => {
    const owner = await openPage(browser, server.url, schoolToken, '/schule/nutzerverwaltung')
    const page = owner.page
    await page.getByRole('heading', { level: 1, name: 'Nutzerverwaltung' }).waitFor(POLL)
    const list = page.getByRole('region', { name: 'Wer Eure Schule verwaltet' })
    await list.getByText('schule@demo.oabat.de').waitFor()
    expect(await list.getByRole('button', { name: /entfernen$/ }).count()).toBe(0)

    const invite = page.getByRole('region', { name: 'Person einladen' })
    await invite.getByLabel('E-Mail-Adresse').fill(COLLEAGUE)
    await invite.getByLabel('Vorname (optional)').fill('Karin')
    await invite.getByRole('button', { name: 'Einladen' }).click()
    await invite.getByText(`Die Einladung an ${COLLEAGUE} ist unterwegs.`).waitFor(POLL)
    await list.getByText(`${COLLEAGUE} · Einladung offen`).waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/oabat-school-users.png', fullPage: true })

    const link = new URL(await fromOutbox(server.dataDir, COLLEAGUE, /https?:\/\/\S+/))
    expect(link.pathname).toBe('/arbeitgeber/einladung')
    const colleague = await openPage(browser, server.url, null, `${link.pathname}${link.search}`)
    const invited = colleague.page
    await invited.getByText(`Du wurdest eingeladen, ${school.name} auf oabat mitzuverwalten.`).waitFor(POLL)
    await expect.poll(() => invited.getByLabel('Vorname').inputValue()).toBe('Karin')
    await invited.getByLabel('Nachname').fill('Konrad')
    await invited.getByLabel('Passwort', { exact: true }).fill('konrektorin-2026')
    await invited.getByLabel('Passwort wiederholen').fill('konrektorin-2026')
    await invited.getByRole('button', { name: 'Einladung annehmen' }).click()
    await invited.waitForURL(`${server.url}/schule`, POLL)
    await invited.getByRole('navigation', { name: 'Menü Schule' }).getByRole('link', { name: 'Schulprofil' }).waitFor()
    expect(colleague.errors).toEqual([])

    // The owner's list shows her as active (after a reload of the list); removing asks first.
    await gotoHydrated(page, `${server.url}/schule/nutzerverwaltung`)
    await list.getByText('Karin Konrad').waitFor(POLL)
    await list.getByRole('button', { name: 'Karin Konrad entfernen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Person entfernen?' })
    await dialog.getByText('verliert den Zugang zu Eurer Schule', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await list.getByText('Karin Konrad').waitFor()
    await list.getByRole('button', { name: 'Karin Konrad entfernen' }).click()
    await dialog.getByRole('button', { name: 'Entfernen' }).click()
    await list.getByText('Karin Konrad hat keinen Zugang mehr zu Eurer Schule.').waitFor(POLL)
    await expect.poll(() => list.getByText(COLLEAGUE).count(), POLL).toBe(0)
    expect(owner.errors).toEqual([])

    // Her session ended: the next page she opens treats her as a guest.
    await gotoHydrated(invited, `${server.url}/schule/nutzerverwaltung`)
    await invited.getByRole('dialog').getByRole('button', { name: 'Anmelden' }).waitFor(POLL)
  })

  test('a guest finds the school near its town on the server-rendered school search and filters by name', async () => {
    const places = (await (
      await fetch(`${server.url}/api/search/autocomplete_city`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ search: school.city }),
      })
    ).json()) as { items: Array<{ slug: string; name: string }> }
    const place = places.items[0]
    expect(place).toBeDefined()
    const path = `/schule/suche/${place?.slug}`
    // The HTML from the server already lists the school (docs/ssr.md).
    const html = await (await fetch(`${server.url}${path}`)).text()
    expect(html).toContain(school.name)
    expect(html).toContain(`Schulen in ${place?.name} und Umgebung`)

    const { page, errors } = await openPage(browser, server.url, null, path)
    const results = page.getByRole('region', { name: /Schulen? in der Nähe von/ })
    await results.getByRole('link', { name: school.name }).waitFor(POLL)
    await results.getByLabel('Nach Name filtern').fill('gibt es sicher nicht')
    await results.getByText('Keine Schule passt zu „gibt es sicher nicht“.').waitFor()
    await results.getByLabel('Nach Name filtern').fill(school.name.split(' ')[0] ?? '')
    await results.getByRole('link', { name: school.name }).click()
    await page.waitForURL(`${server.url}/schule/${school.slug}`, POLL)
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])

    // An unknown place is the not-found page with status 404.
    const unknown = await fetch(`${server.url}/schule/suche/gibt-es-nicht-999999999`)
    expect(unknown.status).toBe(404)
  })
})
