/**
 * A new trainee's first minutes (SPEC §4 onboarding flag, docs/ratings.md „Lieblingsunternehmen“):
 * registration lands in the onboarding on /i/profile/editieren; the heart on a company page puts the
 * company under /favoriten, and the company sees the count (never who).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, loginInDialog } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { codeFromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('onboarding and favourite companies', () => {
  test('register → onboarding; heart on a company page → the company under /favoriten', async () => {
    const email = `mia.${Date.now()}@example.de`
    const { page, errors } = await openPage(browser, server.url, null, '/')
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('button', { name: 'Jetzt kostenlos registrieren' }).click()
    const dialog = page.getByRole('dialog', { name: 'Kostenlos registrieren' })
    await dialog.getByLabel('E-Mail-Adresse').fill(email)
    await dialog.getByRole('button', { name: 'Code senden' }).click()
    await dialog.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(server.dataDir, email))
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByLabel('Vorname').fill('Mia')
    await dialog.getByLabel('Nachname').fill('Huber')
    await dialog.getByLabel('Geburtsdatum').fill('2009-03-01')
    await dialog.getByLabel('Passwort', { exact: true }).fill('Herbst2026')
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click()

    // Straight into the onboarding with its welcome, not back to the start page.
    await page.waitForURL(`${server.url}/i/profile/editieren?onboarding=1`)
    await page.getByRole('heading', { name: 'Willkommen bei oabat, Mia!' }).waitFor()

    const company = (await loginAs(server.url, 'betrieb@demo.oabat.de')).user.business
    if (!company) throw new Error('the demo business has no company')
    await gotoHydrated(page, `${server.url}/betriebe/${encodeURIComponent(company.slug)}`)
    const heart = page.getByRole('button', { name: `${company.name} als Favorit merken` })
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

    await gotoHydrated(page, `${server.url}/favoriten`)
    const favourites = page.getByRole('list', { name: 'Deine Lieblingsunternehmen' })
    await favourites.getByRole('link', { name: company.name }).waitFor()

    const owner = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const count = await fetch(`${server.url}/api/business/${company.id}/likes`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    })
    expect(await count.json()).toEqual({ likes: 1 })

    // Taking the heart back on /favoriten removes the company from the list.
    await favourites.getByRole('button', { name: `${company.name} aus den Favoriten entfernen` }).click()
    await page.getByText('Tippe auf einer Unternehmensseite auf „Als Favorit merken“').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a guest’s heart is kept in the browser and becomes the favourite after the login', async () => {
    const company = (await loginAs(server.url, 'betrieb@demo.oabat.de')).user.business
    if (!company) throw new Error('the demo business has no company')
    const path = `/betriebe/${encodeURIComponent(company.slug)}`
    const { page, errors } = await openPage(browser, server.url, null, path)
    await page.getByRole('button', { name: `${company.name} als Favorit merken` }).click()
    await page.getByRole('dialog').getByLabel('E-Mail-Adresse').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('business_like_queue'))).toBe(`[${company.id}]`)
    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    // Replayed after the login: the queue empties and the heart, now the account's, stays pressed.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('business_like_queue'))).toBeNull()
    const heart = page.getByRole('button', { name: `${company.name} als Favorit merken` })
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await gotoHydrated(page, `${server.url}/favoriten`)
    await page
      .getByRole('list', { name: 'Deine Lieblingsunternehmen' })
      .getByRole('link', { name: company.name })
      .waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})
