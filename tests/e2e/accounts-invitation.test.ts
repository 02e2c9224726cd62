/**
 * Company users in real Chromium against the built product (the invitation link is read from the
 * outbox folder of its DATA_DIR): betrieb@ invites a colleague on /betrieb/benutzer, the colleague accepts via
 * the link from the mail on /arbeitgeber/einladung, lands in the company area, logs out and in
 * again; then betrieb@ removes the colleague after confirming, and the colleague's login ends.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, fieldError, loginInDialog } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'
import { fromOutbox } from './support/outbox.ts'

const VIEWPORT = { width: 1280, height: 800 }
const COLLEAGUE = 'kim.kollegin@demo-betrieb.de'
const COLLEAGUE_PASSWORD = 'kollegin-2026'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' })
  // Consent chosen („nur notwendige“), so the banner stays out of this test's way.
  await context.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${server.url}${path}`)
  return { page, errors }
}

/** The link of the newest mail to `to`, read from the outbox. */
function linkFromOutbox(to: string): Promise<string> {
  return fromOutbox(server.dataDir, to, /https?:\/\/\S+/)
}

describe('company users: invite, accept, remove', () => {
  test('betrieb@ invites a colleague, who accepts via the mailed link and lands in the company area', async () => {
    const owner = await openPage('/betrieb/benutzer')
    await loginInDialog(owner.page, 'betrieb@demo.oabat.de', DEMO_PASSWORD)
    await owner.page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor()
    const list = owner.page.getByRole('region', { name: 'Wer Euer Unternehmen verwaltet' })
    await list.getByText('betrieb@demo.oabat.de').waitFor()
    // Nobody removes themselves: the own row has no button.
    expect(await list.getByRole('button', { name: /entfernen$/ }).count()).toBe(0)

    const invite = owner.page.getByRole('region', { name: 'Person einladen' })
    await invite.getByLabel('E-Mail-Adresse').fill('kein-gueltiger-wert')
    await invite.getByRole('button', { name: 'Einladen' }).click()
    await expect.poll(() => fieldError(owner.page, 'E-Mail-Adresse')).toBe('Bitte gib eine gültige E-Mail-Adresse ein.')
    // Focus goes to the refused field (the disabled button had dropped it to the page), and after the invitation back to it.
    const focusedName = () => owner.page.evaluate(() => document.activeElement?.getAttribute('name'))
    await expect.poll(focusedName).toBe('email')
    await invite.getByLabel('E-Mail-Adresse').fill(COLLEAGUE)
    await invite.getByLabel('Vorname (optional)').fill('Kim')
    await invite.getByRole('button', { name: 'Einladen' }).click()
    await invite.getByText(`Die Einladung an ${COLLEAGUE} ist unterwegs.`).waitFor()
    await expect.poll(focusedName).toBe('email')
    await list.getByText(`${COLLEAGUE} · Einladung offen`).waitFor()
    // Inviting the same address again says it is already invited; the earlier success message goes.
    await invite.getByLabel('E-Mail-Adresse').fill(COLLEAGUE)
    await invite.getByRole('button', { name: 'Einladen' }).click()
    await expect
      .poll(() => fieldError(owner.page, 'E-Mail-Adresse'))
      .toBe('Diese Person ist schon eingeladen. Mit „Erneut senden“ bekommt sie einen neuen Link.')
    await expect.poll(() => invite.getByText('ist unterwegs').count()).toBe(0)
    await invite.getByLabel('E-Mail-Adresse').fill('')
    // The row's buttons stay inside the list's card (they used to stick out over the next card).
    const resendBox = await list.getByRole('button', { name: `Einladung an ${COLLEAGUE} erneut senden` }).boundingBox()
    const listBox = await list.boundingBox()
    expect((resendBox?.x ?? 0) + (resendBox?.width ?? 0)).toBeLessThanOrEqual((listBox?.x ?? 0) + (listBox?.width ?? 0))
    // The first mail got lost: the owner sends the invitation again; only the new link works.
    await list.getByRole('button', { name: `Einladung an ${COLLEAGUE} erneut senden` }).click()
    await list.getByText(`Die Einladung an ${COLLEAGUE} ist erneut unterwegs.`).waitFor()
    await owner.page.screenshot({ path: '/tmp/oabat-business-users.png', fullPage: true })
    expect(await seriousViolations(owner.page)).toEqual([])

    const link = new URL(await linkFromOutbox(COLLEAGUE))
    expect(link.pathname).toBe('/arbeitgeber/einladung')
    const colleague = await openPage(`${link.pathname}${link.search}`)
    const page = colleague.page
    await page.getByText('Du wurdest eingeladen,').waitFor()
    await expect.poll(() => page.getByLabel('Vorname').inputValue()).toBe('Kim')
    await page.getByLabel('Nachname').fill('Kollegin')
    await page.getByLabel('Passwort', { exact: true }).fill(COLLEAGUE_PASSWORD)
    await page.getByLabel('Passwort wiederholen').fill('etwas-anderes-1')
    await page.getByRole('button', { name: 'Einladung annehmen' }).click()
    await expect.poll(() => fieldError(page, 'Passwort wiederholen')).toBe('Die Passwörter stimmen nicht überein.')
    // The refused field gets the focus, so keyboard and screen reader users land on the message.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('new-password-confirmation')
    await page.getByLabel('Passwort wiederholen').fill(COLLEAGUE_PASSWORD)
    await page.screenshot({ path: '/tmp/oabat-invitation.png', fullPage: true })
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Einladung annehmen' }).click()

    await page.waitForURL(`${server.url}/betrieb`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen, Kim!')
    // The business side menu of the company area.
    await page.locator('nav.side-menu').getByRole('link', { name: 'Startseite' }).waitFor()
    // Opening the mailed link again now says it is done (not „log out to accept it“).
    await gotoHydrated(page, `${server.url}${link.pathname}${link.search}`)
    await page.getByText('Du hast die Einladung angenommen.').waitFor()
    expect(await page.getByRole('button', { name: 'Abmelden und Einladung annehmen' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Zur Startseite Eures Unternehmens' }).click()
    await page.waitForURL(`${server.url}/betrieb`)

    // Logged out and in again with the new password, the colleague is back in the company area.
    await gotoHydrated(page, `${server.url}/abmelden`)
    await page.waitForURL(`${server.url}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await loginInDialog(page, COLLEAGUE, COLLEAGUE_PASSWORD)
    await page.waitForURL(`${server.url}/betrieb`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen, Kim!')

    // The link works only once.
    await gotoHydrated(page, `${server.url}/abmelden`)
    await page.waitForURL(`${server.url}/`)
    await gotoHydrated(page, `${server.url}${link.pathname}${link.search}`)
    await page.getByText('Die Einladung wurde schon angenommen', { exact: true }).waitFor()
    // The server's reason and the way on (log in), and no „Erneut versuchen“ that could not help.
    await page.getByText('Melde Dich mit Deiner E-Mail-Adresse und Deinem Passwort an.', { exact: false }).waitFor()
    await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).waitFor()
    expect(await page.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0)
    // Without its address the used link says the same, and never shows whom it was for.
    await gotoHydrated(page, `${server.url}${link.pathname}?token=${link.searchParams.get('token')}`)
    await page.getByText('Die Einladung wurde schon angenommen', { exact: true }).waitFor()
    expect(await page.locator('body').textContent()).not.toContain(COLLEAGUE)
    // An unknown link is told apart from a missing one.
    await gotoHydrated(page, `${server.url}/arbeitgeber/einladung?token=erfundener-token-0123456789`)
    await page.getByText('Diese Einladung kennen wir nicht', { exact: true }).waitFor()
    expect(await page.getByText('So geht es weiter').count()).toBe(0)
    await gotoHydrated(page, `${server.url}/arbeitgeber/einladung`)
    await page.getByRole('heading', { name: 'So geht es weiter' }).waitFor()

    // The owner sees the colleague's name now and removes the colleague after confirming.
    await reloadHydrated(owner.page)
    await list.getByText('Kim Kollegin').waitFor()
    expect(await list.getByText('Einladung offen').count()).toBe(0)
    await list.getByRole('button', { name: 'Kim Kollegin entfernen' }).click()
    const dialog = owner.page.getByRole('dialog', { name: 'Person entfernen?' })
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await list.getByText(COLLEAGUE).waitFor()
    await list.getByRole('button', { name: 'Kim Kollegin entfernen' }).click()
    await dialog.getByRole('button', { name: 'Entfernen' }).click()
    await list.getByText('Kim Kollegin hat keinen Zugang mehr zu Eurem Unternehmen.').waitFor()
    await expect.poll(() => list.getByText(COLLEAGUE).count()).toBe(0)

    const refused = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: COLLEAGUE, password: COLLEAGUE_PASSWORD }),
    })
    expect(refused.status).toBe(422)
    expect(owner.errors).toEqual([])
    expect(colleague.errors).toEqual([])
    await owner.page.context().close()
    await page.context().close()
  })
})
