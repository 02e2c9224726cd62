/**
 * Where a company's embeds run and its channels (issue #15 items 1, 3, 4; docs/einblick.md,
 * docs/regions.md), in real Chromium against the built product: the company builds its business
 * card in the Einblick builder, the snippet pasted into a page of another origin shows the card, and
 * the company then sees that origin on /betrieb/einblick; the company asks on /betrieb/channels to
 * join the demo region's channel, and the region accepts it in its member list.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from '../widgets/support/host-site.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let host: HostSite
let browser: Browser

const POLL = { timeout: 15_000 }

interface RegionLogin {
  token: string
  user: { region: { name: string; channel: { slug: string } } }
}

async function call(method: string, path: string, token: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { method, headers: { Authorization: `Bearer ${token}` } })
}

beforeAll(async () => {
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

describe('where embeds run', () => {
  test('the business card pasted on another site shows there, and the company sees that site on /betrieb/einblick', async () => {
    const login = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const name = login.user.business?.name as string
    const { page, errors } = await openPage(browser, server.url, login.token, '/betrieb/einblick')
    await page.getByRole('heading', { name: 'Wo Deine Einbettungen laufen' }).waitFor()
    await page.getByText('Noch keine Webseite', { exact: false }).waitFor()

    await page.getByRole('link', { name: 'Neue Einbindung erstellen' }).click()
    await page.waitForURL(/\/betrieb\/einblick\/iframe\/erstellen$/)
    await page.getByLabel('Name der Einbindung').fill('Visitenkarte')
    await page.getByLabel('Betriebskarte').check()
    // The live preview is the business list of this one company: its card.
    const preview = page.locator('.embed-preview oabat-business-list article')
    await expect.poll(() => preview.count(), POLL).toBe(1)
    expect(await preview.first().textContent()).toContain(name)
    await page.getByRole('button', { name: 'Einbindung speichern' }).click()
    await page.waitForURL(/\/betrieb\/einblick\/iframe\/\d+$/)
    const codes = page.getByRole('region', { name: '4. Code für Deine Webseite' })
    const script = await codes.locator('code').first().textContent()
    expect(script).toContain(`<oabat-business-list business="${login.user.business?.slug}" page-size="1">`)
    await codes.getByText('/embed/businesses?business=', { exact: false }).first().waitFor()

    // Pasted into the company's own site on another origin.
    host.put('/ueber-uns.html', { body: hostPage('', `<h1>Über uns</h1>${script}`) })
    const visitor = await browser.newContext({ locale: 'de-DE' })
    const site = await visitor.newPage()
    await site.goto(`${host.origin}/ueber-uns.html`)
    const card = site.locator('oabat-business-list article')
    await expect.poll(() => card.count(), POLL).toBe(1)
    expect(await card.first().textContent()).toContain(name)
    await visitor.close()

    // Back in the area: the host site's origin (never its path) with its load.
    await page.goto(`${server.url}/betrieb/einblick`)
    const table = page.getByRole('table')
    const row = table.getByRole('row', { name: new RegExp(host.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    await row.waitFor(POLL)
    await expect.poll(async () => Number((await row.getByRole('cell').nth(2).textContent())?.trim())).toBeGreaterThan(0)
    expect(await table.textContent()).not.toContain('ueber-uns')
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('/betrieb/channels', () => {
  test('a company asks to join the region’s channel and the region accepts it in its member list', async () => {
    const region = (await loginAs(server.url, 'region@demo.oabat.de')) as unknown as RegionLogin
    const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const channel = region.user.region.channel.slug
    // A clean start: none of the demo company's sites in the region's channel.
    const members = (await (await call('GET', '/api/v2/region/members', region.token)).json()) as {
      data: Array<{ business_site_id: number; business: { id: number } }>
    }
    for (const member of members.data.filter((m) => m.business.id === company.user.business?.id))
      await call('DELETE', `/api/business_site/${member.business_site_id}/channel/${channel}`, region.token)

    const { page, errors } = await openPage(browser, server.url, company.token, '/betrieb/channels')
    const menu = page.getByRole('navigation', { name: 'Menü Betrieb' })
    await menu.getByRole('link', { name: 'Channels' }).waitFor()
    await page.getByRole('heading', { name: 'Channels', level: 1 }).waitFor()
    await page.getByLabel('Region', { exact: true }).selectOption({ label: region.user.region.name })
    const site = page.getByLabel('Standort', { exact: true })
    const sites = await site.locator('option:not([value=""])').count()
    expect(sites).toBeGreaterThan(0)
    await site.selectOption({ index: 1 })
    const siteName = (await site.locator('option:checked').textContent())?.replace(/ \(.*\)$/, '') as string
    await page.getByRole('button', { name: 'Beitritt anfragen' }).click()
    await page.getByText('Die Region entscheidet darüber.', { exact: false }).waitFor(POLL)
    const requests = page.getByRole('list', { name: 'Deine Anfragen' })
    await requests.getByText('wartet auf Antwort').first().waitFor()
    // Asking twice is refused.
    await page.getByLabel('Region', { exact: true }).selectOption({ label: region.user.region.name })
    await site.selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Beitritt anfragen' }).click()
    await page.getByText('Für diesen Standort hast Du den Beitritt schon angefragt.').waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])

    // The region accepts in its member list.
    const { page: regionPage, errors: regionErrors } = await openPage(
      browser,
      server.url,
      region.token,
      '/region/betriebe',
    )
    const asked = regionPage.getByRole('list', { name: 'Beitrittsanfragen' })
    await asked
      .getByRole('button', { name: /annehmen$/ })
      .first()
      .click()
    await regionPage.getByText('ist jetzt Mitglied Eurer Region.', { exact: false }).waitFor(POLL)
    await regionPage.getByText('Keine offenen Anfragen.', { exact: false }).waitFor(POLL)
    await regionPage
      .getByRole('list', { name: 'Mitgliedsbetriebe' })
      .getByRole('link', { name: company.user.business?.name as string })
      .first()
      .waitFor(POLL)
    expect(regionErrors).toEqual([])
    await regionPage.context().close()

    // The company sees the channel, and leaves it again after a confirmation.
    await page.reload()
    const channels = page.getByRole('list', { name: 'Deine Channels' })
    await channels.getByText(`Region: ${region.user.region.name}`).waitFor(POLL)
    await page.getByRole('list', { name: 'Deine Anfragen' }).getByText('angenommen').first().waitFor()
    await channels
      .getByRole('button', { name: new RegExp(`^Verlassen: ${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} aus`) })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Channel verlassen?' })
    await dialog.getByRole('button', { name: 'Verlassen' }).click()
    await page.getByText('ist nicht mehr im Channel', { exact: false }).waitFor(POLL)
    expect(errors).toEqual([])
  })
})
