/**
 * Einblick, the embed builder (issue #15 items 1, 2; docs/einblick.md), in real Chromium against the
 * built product: a company builds a job-list embed with a dark theme (an unreadable theme refused
 * first, with the explanation), copies the snippet, and the snippet pasted into a page of another
 * origin shows the company's jobs in that theme; an unknown theme id keeps the default look.
 */
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JobSummary, SearchV2Response, Theme } from '../../packages/core/src/index.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from '../widgets/support/host-site.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs } from './support/signed-in.ts'

let server: ServedProduct
let host: HostSite
let browser: Browser

const DARK_SURFACE = 'rgb(22, 32, 42)'
const DARK_TEXT = 'rgb(241, 245, 249)'
const WHITE = 'rgb(255, 255, 255)'

const styleOf = (card: Locator, property: 'backgroundColor' | 'color') =>
  card.evaluate((element, name) => getComputedStyle(element)[name], property)

beforeAll(async () => {
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

describe('/betrieb/einblick', () => {
  test('a company builds a dark job list, copies the snippet, and another site shows its jobs in that theme', async () => {
    const login = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const slug = login.user.business?.slug as string
    const search = (await (
      await fetch(`${server.url}/api/v2/search/jobs?business_slug=${slug}&sort=newest&per_page=50`)
    ).json()) as SearchV2Response
    const total = search.result.total
    expect(total).toBeGreaterThan(0)

    const company = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'de-DE' })
    await company.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await company.addInitScript((value) => localStorage.setItem('auth token', value), login.token)
    const page = await company.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // The area's start page leads there from its embed codes.
    await gotoHydrated(page, `${server.url}/betrieb`)
    // The job list above the embed codes grows once loaded; click only after it stopped moving them.
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
    await page.getByRole('link', { name: /^Einblick: eigene Einbindungen/ }).click()
    await page.waitForURL(/\/betrieb\/einblick$/)
    await page.getByRole('heading', { name: 'Einblick', level: 1 }).waitFor()
    await page.getByText('Du hast noch keine Einbindung.').waitFor()
    await page.getByRole('navigation', { name: 'Menü Betrieb' }).getByRole('link', { name: 'Einblick' }).waitFor()

    await page.getByRole('link', { name: 'Neue Einbindung erstellen' }).click()
    await page.waitForURL(/\/betrieb\/einblick\/iframe\/erstellen$/)
    await page.getByLabel('Name der Einbindung').fill('Karriereseite')
    await expect.poll(() => page.getByLabel('Stellenliste').isChecked()).toBe(true)

    // An unreadable dark theme: the contrast is explained while typing, and the server refuses it.
    await page.getByRole('button', { name: 'Neues Theme' }).click()
    await page.getByLabel('Name des Themes').fill('Grau in Grau')
    await page.getByLabel('Dunkel').check()
    await page.getByLabel('Text', { exact: true }).fill('#3a4450')
    const explanation =
      /Text \(#3a4450\) auf Hintergrund \(#16202a\) ist schwer lesbar: Kontrast 1,\d+ : 1, nötig sind mindestens 4,5 : 1 \(WCAG AA\)\./
    await page.getByRole('listitem').filter({ hasText: explanation }).waitFor()
    await page.getByRole('button', { name: 'Theme speichern' }).click()
    // The server's answer stands at the colour to change (its field, marked invalid).
    const textField = page.locator('.oabat-ui-text-field', { has: page.getByLabel('Text', { exact: true }) })
    await expect.poll(() => textField.getAttribute('class')).toContain('oabat-ui-text-field--invalid')
    expect(await textField.textContent()).toMatch(explanation)
    const stored = await fetch(`${server.url}/api/v2/themes`, { headers: { Authorization: `Bearer ${login.token}` } })
    expect(((await stored.json()) as { data: Theme[] }).data).toEqual([])

    // Readable again, saved and chosen for the embed.
    await page.getByLabel('Text', { exact: true }).fill('#f1f5f9')
    await page.getByLabel('Name des Themes').fill('Karriereseite dunkel')
    await page.getByRole('button', { name: 'Theme speichern' }).click()
    await page.getByText('Das Theme „Karriereseite dunkel“ wurde gespeichert und gewählt.', { exact: false }).waitFor()
    await expect.poll(() => page.getByLabel('Theme', { exact: true }).inputValue()).not.toBe('')

    // The live preview is the element itself, in the theme, at desktop and at phone width.
    const previewCard = page.locator('.embed-preview oabat-job-list article').first()
    await previewCard.waitFor({ timeout: 15_000 })
    await expect.poll(() => styleOf(previewCard, 'backgroundColor')).toBe(DARK_SURFACE)
    await page.getByRole('button', { name: 'Handy (360 px)' }).click()
    await expect
      .poll(() => page.locator('.embed-preview__page').evaluate((element) => element.getBoundingClientRect().width))
      .toBe(360)

    await page.getByRole('button', { name: 'Einbindung speichern' }).click()
    await page.waitForURL(/\/betrieb\/einblick\/iframe\/\d+$/)
    await page.getByText('Die Einbindung „Karriereseite“ wurde gespeichert. Ihr Code steht unten.').waitFor()
    const codes = page.getByRole('region', { name: '4. Code für Deine Webseite' })
    await codes.getByRole('button', { name: 'Kopieren (Mit Skript (empfohlen))' }).click()
    await codes.getByText('Kopiert.').waitFor()
    const code = await page.evaluate(() => navigator.clipboard.readText())
    const themeId = Number(/theme="(\d+)"/.exec(code)?.[1])
    expect(code).toBe(
      `<script src="${server.url}/widgets/oabat.js" async></script>\n` +
        `<oabat-job-list business="${slug}" type="alle" page-size="6" theme="${themeId}"></oabat-job-list>`,
    )
    await page.locator('summary', { hasText: 'WordPress' }).click()
    await page.getByText('„Individuelles HTML“', { exact: false }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // Back on the list, the embed is there.
    await page.getByRole('link', { name: 'Zurück zu Deinen Einbindungen' }).click()
    await page.getByText('Stellenliste · Karriereseite dunkel').waitFor()
    // Deleting asks first; the code already pasted somewhere keeps working (checked below).
    await page.getByRole('button', { name: 'Löschen (Karriereseite)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Einbindung löschen?' })
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
    await page.getByText('Die Einbindung „Karriereseite“ wurde gelöscht.').waitFor()
    await page.getByText('Du hast noch keine Einbindung.').waitFor()
    expect(errors).toEqual([])
    await company.close()

    // Pasted into the company's own site on another origin: its jobs, in the dark theme.
    host.put('/karriere.html', { body: hostPage('', `<h1>Karriere bei uns</h1>${code}`) })
    const visitor = await browser.newContext({ locale: 'de-DE' })
    const site = await visitor.newPage()
    const warnings: string[] = []
    site.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await site.goto(`${host.origin}/karriere.html`)
    const cards = site.locator('oabat-job-list article')
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(Math.min(6, total))
    const titles = await site.locator('oabat-job-list article h3').allTextContents()
    const own = new Set((search.result.data as JobSummary[]).map((job) => job.name))
    // Long words carry soft hyphens in the card titles.
    for (const title of titles) expect(own.has(title.replace(/\u00ad/g, '').trim()), title).toBe(true)
    await expect.poll(() => styleOf(cards.first(), 'backgroundColor')).toBe(DARK_SURFACE)
    expect(await styleOf(site.locator('oabat-job-list article h3').first(), 'color')).toBe(DARK_TEXT)
    // On this white page the count above the cards stands on the theme's background too, not on white.
    const listRoot = site.locator('oabat-job-list .oabat-root')
    expect(await styleOf(listRoot, 'backgroundColor')).toBe(DARK_SURFACE)
    expect(await styleOf(listRoot, 'color')).toBe(DARK_TEXT)

    // The iframe form of the same embed (for builders without scripts) takes the theme too.
    await site.goto(`${server.url}/embed/jobs?business=${slug}&type=alle&page-size=2&theme=${themeId}`)
    const framed = site.locator('article').first()
    await framed.waitFor({ timeout: 15_000 })
    await expect.poll(() => styleOf(framed, 'backgroundColor')).toBe(DARK_SURFACE)

    // An unknown (or another company's) theme id: the default look and a warning, never a broken list.
    host.put('/fremd.html', {
      body: hostPage(
        '',
        `<script src="${server.url}/widgets/oabat.js" async></script>
         <oabat-job-list business="${slug}" theme="999999" page-size="2"></oabat-job-list>`,
      ),
    })
    await site.goto(`${host.origin}/fremd.html`)
    const plain = site.locator('oabat-job-list article').first()
    await plain.waitFor({ timeout: 15_000 })
    await expect.poll(() => warnings.some((text) => text.includes('Theme 999999 nicht gefunden.'))).toBe(true)
    expect(await styleOf(plain, 'backgroundColor')).toBe(WHITE)
    expect(await styleOf(site.locator('oabat-job-list .oabat-root'), 'backgroundColor')).toBe('rgba(0, 0, 0, 0)')
    await visitor.close()
  })
})
