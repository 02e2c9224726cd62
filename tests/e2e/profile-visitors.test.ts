/**
 * „Profilbesucher“ (SPEC §2 business side menu, job fair participants) in real Chromium against the
 * built product: a trainee opens the demo company from the fair page, and the company finds her in
 * its side menu's „Profilbesucher“ by first name and initial, with the fair she came from.
 */

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JobFair, ProfileVisitors } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { waitForHydration } from './support/hydration.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'

const POLL = { timeout: 20_000 }

let server: ServedProduct
let browser: Browser
let company: SignedIn
let trainee: SignedIn

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
  trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function visitors(): Promise<ProfileVisitors> {
  const business = company.user.business as { id: number }
  const response = await fetch(`${server.url}/api/business/${business.id}/profile_visits`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${company.token}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: ProfileVisitors }).data
}

describe('Profilbesucher', () => {
  test('a trainee opens the company from the fair page; the company sees her on its Profilbesucher page', async () => {
    const business = company.user.business as { id: number; slug: string; name: string }
    const fairs = (await (await fetch(`${server.url}/api/jobfairs`)).json()) as { data: JobFair[] }
    const fair = fairs.data.find((f) => f.businesses.some((b) => b.id === business.id))
    if (!fair) throw new Error('the demo company takes part in the first demo fair (seed/demo-fair-participant.ts)')
    expect((await visitors()).total_visits).toBe(0)

    // The trainee: fair page → the company's link (it carries ?messe=) → the company page.
    const visit = await openPage(browser, server.url, trainee.token, `/messe/${fair.location_slug}/unternehmen`)
    await waitForHydration(visit.page)
    const card = visit.page.locator('article').filter({ has: visit.page.getByRole('heading', { name: fair.title }) })
    await card.getByRole('link', { name: business.name }).first().click()
    await visit.page.waitForURL(new RegExp(`/betriebe/${business.slug}\\?messe=${fair.id}$`))
    await visit.page.getByRole('heading', { level: 1, name: business.name }).waitFor()
    await expect.poll(async () => (await visitors()).total_visits, POLL).toBe(1)
    expect(visit.errors).toEqual([])

    // The company: side menu → Profilbesucher.
    const own = await openPage(browser, server.url, company.token, '/betrieb')
    const menu = own.page.getByRole('navigation', { name: 'Menü Betrieb' })
    await menu.getByRole('link', { name: 'Profilbesucher' }).click()
    await own.page.waitForURL(`**/betriebe/${business.slug}/profilbesucher`)
    await own.page.getByRole('heading', { level: 1, name: 'Profilbesucher' }).waitFor()
    const list = own.page.getByRole('list', { name: 'Besucherinnen und Besucher' })
    await list.waitFor()
    const entry = list.getByRole('listitem')
    await expect.poll(() => entry.count(), POLL).toBe(1)
    expect(await entry.getByText('Lena H.', { exact: true }).count()).toBe(1)
    expect(await entry.textContent()).toContain(`1 Besuch · zuletzt am`)
    expect(await entry.textContent()).toContain(fair.name)
    // Only the first name and the initial.
    expect(await entry.textContent()).not.toContain('Huber')
    expect(await own.page.getByRole('status').filter({ hasText: 'in den letzten 90 Tagen' }).count()).toBe(1)
    expect(await seriousViolations(own.page)).toEqual([])
    expect(own.errors).toEqual([])
  })

  test('trainees are sent away from the page (business guard)', async () => {
    const business = company.user.business as { slug: string }
    const asTrainee = await openPage(browser, server.url, trainee.token, `/betriebe/${business.slug}/profilbesucher`)
    await expect.poll(() => new URL(asTrainee.page.url()).pathname, POLL).not.toContain('/profilbesucher')
    expect(asTrainee.errors).toEqual([])
  })
})
