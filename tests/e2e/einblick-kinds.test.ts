/**
 * The Einblick builder's other kinds (issue #15 item 1; docs/einblick.md), in real Chromium against
 * the built product: the company builds the job list of one site and one type, one job card, the
 * chat button and the livestream of a fair it appears in, each in its dark theme, and each snippet
 * pasted into a plain page of another origin shows that content in that theme. (The job list of all
 * jobs and the business card: einblick.test.ts, embed-reach.test.ts.)
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type JobSummary, type SearchV2Response, THEME_PRESETS, type Theme } from '../../packages/core/src/index.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from '../widgets/support/host-site.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'

const POLL = { timeout: 15_000 }
const DARK_SURFACE = 'rgb(22, 32, 42)'
const DARK_TEXT = 'rgb(241, 245, 249)'
const DARK_PRIMARY = 'rgb(94, 234, 212)'

let server: ServedProduct
let host: HostSite
let browser: Browser
let company: SignedIn
let theme: Theme

const styleOf = (element: Locator, property: 'backgroundColor' | 'color') =>
  element.evaluate((node, name) => getComputedStyle(node)[name], property)

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${company.token}` },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(response.status, path).toBeLessThan(300)
  return (await response.json()) as T
}

/** Builds and saves an embed in the builder; answers its codes (script first, then the iframe if any). */
async function buildEmbed(page: Page, name: string, choose: () => Promise<void>): Promise<string[]> {
  await page.goto(`${server.url}/betrieb/einblick/iframe/erstellen`)
  await page.getByLabel('Name der Einbindung').fill(name)
  await choose()
  await page.getByLabel('Theme', { exact: true }).selectOption({ label: theme.name })
  await page.getByRole('button', { name: 'Einbindung speichern' }).click()
  await page.waitForURL(/\/betrieb\/einblick\/iframe\/\d+$/)
  const codes = page.getByRole('region', { name: '4. Code für Deine Webseite' }).locator('code')
  await codes.first().waitFor()
  return codes.allTextContents()
}

/** Opens the snippet on a plain page of the host site (another origin). */
async function pasted(visitor: Page, path: string, code: string): Promise<void> {
  host.put(path, { body: hostPage('', `<h1>Unser Betrieb</h1>${code}`) })
  await visitor.goto(`${host.origin}${path}`)
}

beforeAll(async () => {
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
  theme = (await api<{ data: Theme }>('/api/v2/themes', { name: 'Nachtblau', type: 'dark', theme: THEME_PRESETS.dark }))
    .data
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

describe('/betrieb/einblick/iframe/erstellen: every kind of embed', () => {
  test('the jobs of one site and type, one job card, the chat button and a fair’s livestream work on another site', async () => {
    const slug = company.user.business?.slug as string
    const { page, errors } = await openPage(browser, server.url, company.token, '/betrieb/einblick')
    const visitorContext = await browser.newContext({ locale: 'de-DE', viewport: { width: 1200, height: 900 } })
    const visitor = await visitorContext.newPage()
    const visitorErrors: string[] = []
    visitor.on('pageerror', (error) => visitorErrors.push(error.message))

    // The jobs of one site and one type: those at the site's position, of that type only.
    const sites = await api<{ data: Array<{ slug: string; name: string; city: string; latitude: number }> }>(
      `/api/business/${company.user.business?.id}/business_sites`,
    )
    const search = await api<SearchV2Response>(`/api/v2/search/jobs?business_slug=${slug}&type=alle&per_page=50`)
    const jobs = search.result.data as JobSummary[]
    const site = sites.data.find((candidate) =>
      jobs.some((job) => job.type_id === 2 && job.latitude === candidate.latitude),
    ) as (typeof sites.data)[number]
    expect(site).toBeDefined()
    const expected = jobs
      .filter((job) => job.type_id === 2 && job.latitude === site.latitude)
      .map((job) => job.name)
      .sort()
    // The site's jobs are fewer than all internships, or the filter would prove nothing.
    expect(expected.length).toBeLessThan(jobs.length)
    const [listCode] = await buildEmbed(page, 'Praktika am Standort', async () => {
      await page.getByLabel('Standort', { exact: true }).selectOption({ label: `${site.name} (${site.city})` })
      await page.getByLabel('Art der Stellen').selectOption({ label: 'Nur Praktikum' })
      const preview = page.locator('.embed-preview oabat-job-list article')
      await expect.poll(() => preview.count(), POLL).toBe(expected.length)
    })
    expect(listCode).toContain('type="praktikum"')
    expect(listCode).toContain('radius="1"')
    await pasted(visitor, '/praktika.html', listCode as string)
    const cards = visitor.locator('oabat-job-list article')
    await expect.poll(() => cards.count(), POLL).toBe(expected.length)
    const titles = (await visitor.locator('oabat-job-list article h3').allTextContents()).map((title) =>
      title.replace(/\u00ad/g, '').trim(),
    )
    expect(titles.sort()).toEqual(expected)
    expect(await styleOf(visitor.locator('oabat-job-list .oabat-root'), 'backgroundColor')).toBe(DARK_SURFACE)

    // One job card.
    const job = jobs[0] as JobSummary
    const [cardCode, cardFrame] = await buildEmbed(page, 'Eine Stelle', async () => {
      await page.getByLabel('Eine Stelle als Karte').check()
      await page.getByLabel('Stelle', { exact: true }).selectOption({ label: job.name })
      await page.locator('.embed-preview oabat-job-card article').waitFor(POLL)
    })
    expect(cardFrame).toContain(`/betriebe/${slug}/jobs/${job.slug}/card_embed?theme=${theme.id}`)
    await pasted(visitor, '/stelle.html', cardCode as string)
    const card = visitor.locator('oabat-job-card article')
    await card.waitFor(POLL)
    expect((await card.locator('h3').textContent())?.replace(/\u00ad/g, '')).toContain(job.name)
    await expect.poll(() => styleOf(card, 'backgroundColor'), POLL).toBe(DARK_SURFACE)

    // The chat button: only as a script, in the theme's accent colour; it opens the chat with the company.
    const chatCodes = await buildEmbed(page, 'Chat', () => page.getByLabel('Chat-Button').check())
    expect(chatCodes).toHaveLength(1)
    await page.getByText('Den Chat-Button gibt es nur mit Skript', { exact: false }).waitFor()
    await pasted(visitor, '/kontakt.html', chatCodes[0] as string)
    const button = visitor.locator('oabat-chat').getByRole('button', { name: /Chat/ }).first()
    await button.waitFor(POLL)
    await expect.poll(() => styleOf(button, 'backgroundColor'), POLL).toBe(DARK_PRIMARY)
    await button.click()
    await visitor
      .getByRole('region', { name: new RegExp(`^Chat mit (${company.user.business?.name}|dem Betrieb)$`) })
      .waitFor(POLL)

    // The livestream of the fair the company appears in.
    const streams = await api<{ data: Array<{ id: number; title: string; fair: string | null }> }>(
      '/api/v2/embed_livestreams',
    )
    const stream = streams.data[0] as (typeof streams.data)[number]
    expect(stream).toBeDefined()
    const [streamCode, streamFrame] = await buildEmbed(page, 'Messe', async () => {
      await page.getByLabel('Livestream einer Messe').check()
      await page
        .getByLabel('Livestream', { exact: true })
        .selectOption({ label: stream.fair ? `${stream.title} (${stream.fair})` : stream.title })
    })
    expect(streamCode).toContain(`<oabat-livestream livestream="${stream.id}" theme="${theme.id}">`)
    await pasted(visitor, '/messe.html', streamCode as string)
    const title = visitor.locator('oabat-livestream').getByText(stream.title, { exact: true }).first()
    await title.waitFor(POLL)
    // The theme applies (its company is on that stage), and the title is readable on this white page.
    await expect
      .poll(() => styleOf(visitor.locator('oabat-livestream .oabat-root'), 'backgroundColor'), POLL)
      .toBe(DARK_SURFACE)
    expect(await styleOf(title, 'color')).toBe(DARK_TEXT)
    // Its iframe form (for site builders without scripts).
    const frameSrc = /src="([^"]+)"/.exec(streamFrame as string)?.[1]?.replace(/&amp;/g, '&') as string
    expect(frameSrc).toContain(`/embed/livestream?livestream=${stream.id}`)
    await visitor.goto(frameSrc)
    await visitor.getByText(stream.title, { exact: true }).first().waitFor(POLL)

    // All four are on the company's list.
    await page.getByRole('link', { name: 'Zurück zu Deinen Einbindungen' }).click()
    for (const name of ['Praktika am Standort', 'Eine Stelle', 'Chat', 'Messe'])
      await page.getByRole('button', { name: `Löschen (${name})` }).waitFor()
    expect(errors).toEqual([])
    expect(visitorErrors).toEqual([])
    await visitorContext.close()
    await page.context().close()
  })
})
