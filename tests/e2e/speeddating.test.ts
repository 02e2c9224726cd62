/**
 * Issue 14 item 6 in real Chromium against the built product: the region passau builds its sign-up
 * on /region/passau/anmeldung_creator (a series of slots with a member company); a pupil books a
 * slot on /passau/anmeldung and gets a confirmation mail; the next pupil sees the slot taken and
 * cannot book it. docs/speeddating.md.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { fromOutbox } from './support/outbox.ts'
import { registerPupil } from './support/pupils.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const POLL = { timeout: 10_000 }

/** A text matched literally inside a RegExp (company names may hold dots or brackets). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let server: ServedProduct
let browser: Browser
let regionToken: string

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
  regionToken = (await loginAs(server.url, 'region@demo.oabat.de')).token
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A `datetime-local` value 20 days ahead at 09:00 (the browser's wall clock). */
function firstSlotLocal(): string {
  const date = new Date(Date.now() + 20 * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`
}

describe('speeddating sign-up', () => {
  test('the region creates slots; a pupil books one and the next pupil cannot book it', async () => {
    const creator = await openPage(browser, server.url, regionToken, '/region/passau/anmeldung_creator')
    const form = creator.page.getByRole('form', { name: 'Neue Termine' })
    await form.waitFor(POLL)
    const business = form.getByLabel('Betrieb')
    await expect.poll(async () => (await business.locator('option').count()) > 1, POLL).toBe(true)
    const companyLabel = (await business.locator('option').nth(1).textContent()) ?? ''
    const companyName = companyLabel.replace(/ \([^)]*\)$/, '')
    await business.selectOption({ index: 1 })
    await form.getByLabel('Beginn des ersten Termins').fill(firstSlotLocal())
    await form.getByLabel('Dauer eines Termins (Minuten)').fill('15')
    await form.getByLabel('Anzahl der Termine hintereinander').fill('2')
    await form.getByLabel('Ort (optional)').fill('Aula')
    await form.getByRole('button', { name: 'Termine anlegen' }).click()
    await creator.page.getByText('2 Termine wurden angelegt.').waitFor(POLL)
    await creator.page.getByRole('button', { name: /Termin .* 09:00 Uhr bei .* löschen/ }).waitFor(POLL)
    expect(await seriousViolations(creator.page)).toEqual([])
    expect(creator.errors).toEqual([])

    const first = await registerPupil(server.url, server.dataDir, 'erste.schuelerin@example.de', 'Erna')
    const pupil = await openPage(browser, server.url, first, '/passau/anmeldung')
    const slotForm = pupil.page.getByRole('region', { name: 'Termin buchen' })
    const bookFirst = slotForm.getByRole('button', { name: new RegExp(`09:00 Uhr bei ${literal(companyName)} buchen`) })
    await bookFirst.click(POLL)
    await slotForm.getByText('Dein Termin ist gebucht.').waitFor(POLL)
    await slotForm.getByText('Dein Termin', { exact: true }).waitFor(POLL)
    const confirmed = await fromOutbox(
      server.dataDir,
      'erste.schuelerin@example.de',
      /für einen Termin bei (.+) eingetragen/,
    )
    expect(confirmed).toBe(companyName)
    expect(await seriousViolations(pupil.page)).toEqual([])
    expect(pupil.errors).toEqual([])

    // The next pupil sees it taken; only the 09:15 slot can still be booked.
    const second = await registerPupil(server.url, server.dataDir, 'zweiter.schueler@example.de', 'Zeno')
    const next = await openPage(browser, server.url, second, '/passau/anmeldung')
    const nextForm = next.page.getByRole('region', { name: 'Termin buchen' })
    await nextForm
      .getByRole('button', { name: new RegExp(`09:15 Uhr bei ${literal(companyName)} buchen`) })
      .waitFor(POLL)
    expect(
      await nextForm.getByRole('button', { name: new RegExp(`09:00 Uhr bei ${literal(companyName)} buchen`) }).count(),
    ).toBe(0)
    await nextForm.getByText('Vergeben').first().waitFor()

    // A page opened before the booking still offers the slot: booking it says it is taken.
    const stale = await registerPupil(server.url, server.dataDir, 'dritte.schuelerin@example.de', 'Dora')
    const third = await openPage(browser, server.url, stale, '/passau/anmeldung')
    const thirdForm = third.page.getByRole('region', { name: 'Termin buchen' })
    const secondSlot = new RegExp(`09:15 Uhr bei ${literal(companyName)} buchen`)
    await thirdForm.getByRole('button', { name: secondSlot }).waitFor(POLL)
    await nextForm.getByRole('button', { name: secondSlot }).click()
    await nextForm.getByText('Dein Termin ist gebucht.').waitFor(POLL)
    await thirdForm.getByRole('button', { name: secondSlot }).click()
    await thirdForm.getByText('Dieser Termin ist leider schon vergeben. Bitte wähle einen anderen.').waitFor(POLL)
    await expect.poll(() => thirdForm.getByRole('button', { name: secondSlot }).count(), POLL).toBe(0)

    // The region sees who booked which slot.
    await creator.page.reload()
    const bookings = creator.page.getByRole('table', { name: 'Buchungen' })
    await bookings.getByText('erste.schuelerin@example.de').waitFor(POLL)
    await bookings.getByText('zweiter.schueler@example.de').waitFor(POLL)

    // The first pupil cancels after confirming; the company is told, and the slot is free for Dora.
    await slotForm
      .getByRole('button', { name: new RegExp(`Deinen Termin .*09:00 Uhr bei ${literal(companyName)} absagen`) })
      .click()
    const dialog = pupil.page.getByRole('dialog', { name: 'Termin absagen?' })
    await dialog.getByRole('button', { name: 'Absagen' }).click()
    await slotForm.getByText('Dein Termin ist abgesagt. Der Betrieb weiß Bescheid.').waitFor(POLL)
    await expect.poll(() => slotForm.getByText('Dein Termin', { exact: true }).count(), POLL).toBe(0)
    const firstSlot = new RegExp(`09:00 Uhr bei ${literal(companyName)} buchen`)
    await third.page.reload()
    await thirdForm.getByRole('button', { name: firstSlot }).click(POLL)
    await thirdForm.getByText('Dein Termin ist gebucht.').waitFor(POLL)
    await creator.page.reload()
    await bookings.getByText('dritte.schuelerin@example.de').waitFor(POLL)
    expect(await bookings.getByText('erste.schuelerin@example.de').count()).toBe(0)
    expect(pupil.errors).toEqual([])
  })
})
