/**
 * Memberships in the admin's lists in real Chromium (docs/admin.md): a school assigned to a region
 * and removed again on /admin/schulen, a company's site put into a channel and taken out again on
 * /admin/betriebe — each checked through the API afterwards.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'

// The parts of the API answers this journey reads (the e2e tests do not import the workspace packages).
interface Named {
  id: number
  slug: string
  name: string
}
interface AdminSchoolRow extends Named {
  regions: Named[]
}
interface Site {
  id: number
  name: string
  city: string
  channels: Array<{ slug: string; name: string }>
}
interface AdminBusinessRow extends Named {
  sites: Site[]
}

let server: ServedProduct
let browser: Browser
let adminToken: string

async function apiGet<T>(path: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${adminToken}` },
  })
  return (await response.json()) as T
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('memberships in the admin lists', () => {
  test('the admin assigns a school to a region and removes it after confirming', async () => {
    const school = (await apiGet<{ data: AdminSchoolRow[] }>('/api/v2/admin/schools')).data.find(
      (row) => row.regions.length === 0,
    ) as AdminSchoolRow
    const region = (await apiGet<{ data: Named[] }>('/api/regions/')).data[0] as Named
    const regionsOf = async () =>
      (
        await apiGet<{ data: AdminSchoolRow[] }>(`/api/v2/admin/schools?search=${encodeURIComponent(school.slug)}`)
      ).data.find((row) => row.id === school.id)?.regions ?? []

    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/schulen')
    await page.getByRole('row').nth(1).waitFor()
    // Wait for the search's own answer: the first page's row would be replaced by it, and a region
    // picked in the old row with it.
    await page.getByLabel('Suche').fill(school.slug)
    await expect
      .poll(() => page.getByRole('rowheader').allTextContents())
      .toEqual([expect.stringContaining(school.name)])
    const row = page.getByRole('row').nth(1)
    await row.getByText('keiner Region zugeordnet').waitFor()
    const picker = row.getByRole('combobox', { name: `Region für ${school.name}` })
    await expect.poll(() => picker.isEnabled()).toBe(true)
    // Keyboard only: the picker and „Zuordnen“ are reached and used without the pointer.
    await picker.focus()
    await picker.selectOption({ label: region.name })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByText(`„${school.name}“ gehört jetzt zur Region ${region.name}.`).waitFor()
    await row
      .getByRole('list', { name: `Regionen von ${school.name}` })
      .getByText(region.name)
      .waitFor()
    expect((await regionsOf()).map((r) => r.id)).toEqual([region.id])
    expect(await seriousViolations(page)).toEqual([])

    const remove = row.getByRole('button', { name: `${school.name} aus der Region ${region.name} entfernen` })
    // Cancelling keeps the assignment.
    await remove.click()
    const dialog = page.getByRole('dialog', { name: 'Schule aus der Region entfernen?' })
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect((await regionsOf()).map((r) => r.id)).toEqual([region.id])
    await remove.click()
    await dialog.getByRole('button', { name: 'Entfernen' }).click()
    await page.getByText(`„${school.name}“ gehört nicht mehr zur Region ${region.name}.`).waitFor()
    await row.getByText('keiner Region zugeordnet').waitFor()
    expect(await regionsOf()).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the admin puts a company site into a channel and takes it out after confirming', async () => {
    const business = (await apiGet<{ data: AdminBusinessRow[] }>('/api/v2/admin/business?page=2')).data.find(
      (row) => row.sites.length > 0,
    ) as AdminBusinessRow
    const site = business.sites[0] as Site
    const channel = (await apiGet<{ data: Named[] }>('/api/channels')).data.find(
      (c) => !site.channels.some((member) => member.slug === c.slug),
    ) as Named
    const channelsOf = async () =>
      (
        await apiGet<{ data: AdminBusinessRow[] }>(`/api/v2/admin/business?search=${encodeURIComponent(business.slug)}`)
      ).data
        .find((row) => row.id === business.id)
        ?.sites.find((s) => s.id === site.id)
        ?.channels.map((c) => c.slug) ?? []
    const label = `${site.name} (${site.city})`

    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/betriebe')
    await page.getByRole('row').nth(1).waitFor()
    await page.getByLabel('Suche').fill(business.slug)
    await expect
      .poll(() => page.getByRole('rowheader').allTextContents())
      .toEqual([expect.stringContaining(business.name)])
    const row = page.getByRole('row').nth(1)
    await row.getByText(`Channels (`).click()
    const siteSection = row.getByRole('region', { name: `Standort ${label}` })
    const picker = siteSection.getByRole('combobox', { name: `Channel für ${label}` })
    await expect.poll(() => picker.isEnabled()).toBe(true)
    await picker.selectOption({ label: channel.name })
    await siteSection.getByRole('button', { name: 'Aufnehmen' }).click()
    await page.getByText(`Der Standort „${site.name}“ ist jetzt im Channel ${channel.name}.`).waitFor()
    await siteSection
      .getByRole('list', { name: `Channels von ${label}` })
      .getByText(channel.name)
      .waitFor()
    expect(await channelsOf()).toContain(channel.slug)
    expect(await seriousViolations(page)).toEqual([])

    await siteSection.getByRole('button', { name: `${label} aus dem Channel ${channel.name} entfernen` }).click()
    const dialog = page.getByRole('dialog', { name: 'Standort aus dem Channel entfernen?' })
    await dialog.getByRole('button', { name: 'Entfernen' }).click()
    await page.getByText(`Der Standort „${site.name}“ ist nicht mehr im Channel ${channel.name}.`).waitFor()
    expect(await channelsOf()).not.toContain(channel.slug)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
