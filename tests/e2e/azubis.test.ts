/**
 * Issue 15 item 5 in real Chromium against the built product: the company presents an apprentice
 * on /betrieb/azubis (photo, year, occupation, text, consent); a guest sees them on the server-rendered
 * /betriebe/{slug}/azubis and in the company page's section; deleting asks first. docs/company-pages.md.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'
import { testPng } from './support/test-media.ts'

const POLL = { timeout: 10_000 }

let server: ServedProduct
let browser: Browser
let company: SignedIn

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('Azubis', () => {
  test('the company adds an Azubi with photo and consent, a guest sees them; deleting asks first', async () => {
    const slug = company.user.business?.slug as string
    const editor = await openPage(browser, server.url, company.token, '/betrieb/azubis')
    const page = editor.page
    const form = page.getByRole('region', { name: 'Azubi vorstellen' })
    await form.waitFor(POLL)
    await form.getByLabel('Vorname').fill('Lena')
    await form.getByLabel('Ausbildungsberuf').fill('Kfz-Mechatronikerin')
    await form.getByLabel('Ausbildungsjahr').selectOption('2')
    await form
      .getByLabel('Ein paar Sätze zur Ausbildung')
      .fill('Ich schraube am liebsten an Motoren. Im zweiten Jahr mache ich schon Inspektionen allein.')
    await form
      .getByRole('group', { name: 'Foto' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'lena.png',
        mimeType: 'image/png',
        buffer: testPng(400, 500, [40, 140, 120]),
      })
    await form.getByRole('img', { name: 'Foto von Lena' }).waitFor(POLL)
    // Without the consent the server refuses, with a German message at the checkbox.
    await form.getByRole('button', { name: 'Azubi hinzufügen' }).click()
    await form.getByText('Bitte bestätige, dass die oder der Azubi einverstanden ist').waitFor(POLL)
    await form.getByRole('checkbox', { name: /ist einverstanden/ }).check()
    await form.getByRole('button', { name: 'Azubi hinzufügen' }).click()
    await page.getByText('Lena ist jetzt auf Eurer Azubi-Seite.').waitFor(POLL)
    const list = page.getByRole('region', { name: 'Eure Azubis' })
    await list.getByText(/Einverständnis notiert am/).waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])

    // A guest sees Lena on the server-rendered Azubi page and on the company page.
    const html = await (await fetch(`${server.url}/betriebe/${slug}/azubis`)).text()
    expect(html).toContain('Kfz-Mechatronikerin')
    const guest = await openPage(browser, server.url, null, `/betriebe/${slug}/azubis`)
    await guest.page.getByRole('heading', { name: 'Unsere Azubis', level: 1 }).waitFor(POLL)
    await guest.page.getByRole('heading', { name: 'Lena' }).waitFor(POLL)
    await guest.page.getByText('Kfz-Mechatronikerin · 2. Ausbildungsjahr').waitFor(POLL)
    await guest.page.getByRole('img', { name: 'Lena, Kfz-Mechatronikerin' }).waitFor(POLL)
    expect(await seriousViolations(guest.page)).toEqual([])
    // Hydrated first: the link is the router's, and this checks where the router takes the guest.
    await gotoHydrated(guest.page, `${server.url}/betriebe/${slug}`)
    const section = guest.page.getByRole('region', { name: 'Unsere Azubis' })
    await section.getByRole('heading', { name: 'Lena' }).waitFor(POLL)
    await section.getByRole('link', { name: 'Zur Azubi-Seite' }).click()
    await guest.page.getByRole('heading', { name: 'Unsere Azubis', level: 1 }).waitFor(POLL)
    expect(new URL(guest.page.url()).pathname).toBe(`/betriebe/${slug}/azubis`)
    expect(guest.errors).toEqual([])

    // Deleting asks first; „Abbrechen“ keeps Lena, „Endgültig löschen“ removes her.
    await list.getByRole('button', { name: 'Lena löschen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lena löschen?' })
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await list.getByRole('heading', { name: 'Lena' }).waitFor(POLL)
    await list.getByRole('button', { name: 'Lena löschen' }).click()
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
    await page.getByText('Lena ist nicht mehr auf Eurer Azubi-Seite.').waitFor(POLL)
    await expect.poll(() => list.getByRole('heading', { name: 'Lena' }).count(), POLL).toBe(0)
    expect(editor.errors).toEqual([])
  })
})
