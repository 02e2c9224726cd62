/**
 * <oabat-search> and <oabat-consent> on a third-party page (another origin than the oabat server),
 * built as host pages load them, and axe-core on every widget.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

let server: ServedProduct
let host: HostSite
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
  context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1200, height: 900 } })
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

function loaderTag(): string {
  return `<script src="${server.url}/widgets/oabat.js" async></script>`
}

async function open(name: string, body: string, inContext = context): Promise<{ page: Page; problems: string[] }> {
  host.put(`/${name}.html`, { body: hostPage(loaderTag(), body) })
  const page = await inContext.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto(`${host.origin}/${name}.html`)
  return { page, problems }
}

describe('<oabat-search>', () => {
  test('picks a place from the suggestions by keyboard and drives the job list; the tabs switch its type', async () => {
    const { page, problems } = await open(
      'search-target',
      `<oabat-search target="stellen" radius="25"></oabat-search>
       <oabat-job-list id="stellen" page-size="4"></oabat-job-list>`,
    )
    const input = page.getByRole('combobox', { name: 'Ort oder PLZ' })
    await input.fill('Passa')
    await page
      .getByRole('option', { name: /Passau/ })
      .first()
      .waitFor()
    await input.press('ArrowDown')
    await input.press('ArrowDown')
    await input.press('Enter')
    await page.getByRole('button', { name: 'Suchen' }).click()
    const list = page.locator('oabat-job-list')
    await expect.poll(() => list.getAttribute('location')).toMatch(/^passau-\d+$|^zip-passau-\d+$/)
    expect(await list.getAttribute('radius')).toBe('25')
    await expect.poll(() => page.locator('oabat-job-list [part="summary"]').textContent()).toMatch(/um Passau$/)
    // Result tabs with counts from GET /api/v2/search/jobs/meta.
    const praktikum = page.getByRole('button', { name: /^Praktikum \d+/ })
    await praktikum.waitFor()
    await praktikum.click()
    await expect.poll(() => list.getAttribute('type')).toBe('praktikum')
    await expect.poll(() => page.locator('oabat-job-list [part="summary"]').textContent()).toMatch(/Praktikumspl/)
    expect(problems).toEqual([])
    await page.close()
  })

  test('without a target it opens the portal search; oabat:search tells the page first', async () => {
    const { page } = await open('search-portal', '<oabat-search type="praktikum"></oabat-search>')
    const input = page.getByRole('combobox', { name: 'Ort oder PLZ' })
    await input.fill('Passau')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await page.waitForURL(`${server.url}/praktikum/**`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Praktikumsplätze in Passau')
    await page.close()
  })

  test('an unknown place is a German message inside the form', async () => {
    const { page } = await open(
      'search-unknown',
      `<oabat-search></oabat-search><script>
         document.addEventListener('oabat:search', (event) => event.preventDefault())
       </script>`,
    )
    await page.getByRole('combobox', { name: 'Ort oder PLZ' }).fill('Xyzzyhausen')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Zu „Xyzzyhausen“ kennen wir keinen Ort.')
    await page.close()
  })
})

describe('<oabat-consent>', () => {
  test('shows until a choice is stored; the choice is a first-party cookie and an oabat:consent event', async () => {
    const { page, problems } = await open(
      'consent',
      `<oabat-consent privacy-url="https://example.org/datenschutz"></oabat-consent><script>
         window.choices = []
         document.addEventListener('oabat:consent', (event) => window.choices.push(event.detail))
       </script>`,
    )
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
    await banner.waitFor()
    expect(await banner.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      'https://example.org/datenschutz',
    )
    await banner.getByRole('button', { name: 'Einstellungen' }).click()
    await banner.getByRole('checkbox', { name: /Statistik/ }).check()
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click()
    await banner.waitFor({ state: 'detached' })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { choices: unknown[] }).choices))
      .toEqual([{ marketing: false, performance: true, functional: false }])
    expect(await page.evaluate(() => document.cookie)).toContain('oabat_consent=m0.p1.f0')
    expect(await page.evaluate(() => (window as unknown as { oabatConsent: () => unknown }).oabatConsent())).toEqual({
      marketing: false,
      performance: true,
      functional: false,
    })
    await page.reload()
    await page.locator('oabat-consent').waitFor({ state: 'attached' })
    // The widget's module has run (on a busy machine it may come late), then the banner had time to show.
    await page.evaluate(() => customElements.whenDefined('oabat-consent'))
    await page.waitForTimeout(500)
    expect(await page.getByRole('region', { name: 'Cookies und Datenschutz' }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })

  test('mode="button" opens the banner again to change the choice', async () => {
    const { page } = await open('consent-button', '<oabat-consent mode="button"></oabat-consent>')
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
    await banner.getByRole('button', { name: 'Nur notwendige' }).click()
    await banner.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.cookie)).toContain('oabat_consent=m0.p0.f0')
    await page.close()
  })
})

describe('accessibility of every widget (axe-core)', () => {
  test.each([
    ['oabat-job-list', '<oabat-job-list location="passau-2855328" page-size="4"></oabat-job-list>', 'article'],
    ['oabat-job-card', '<oabat-job-card job="__FIRST_JOB__"></oabat-job-card>', 'article'],
    ['oabat-search', '<main><oabat-search></oabat-search></main>', 'form'],
    ['oabat-consent', '<main><h1>Firma</h1><oabat-consent></oabat-consent></main>', 'section'],
  ])('%s has no serious or critical violation', async (tag, body, ready) => {
    const jobs = (await (await fetch(`${server.url}/api/v2/search/apprenticeships?per_page=1`)).json()) as {
      result: { data: Array<{ slug: string }> }
    }
    const html = body.replace('__FIRST_JOB__', jobs.result.data[0]?.slug ?? '')
    // A fresh context: no consent stored yet, so the banner shows.
    const fresh = await browser.newContext({ locale: 'de-DE', viewport: { width: 1200, height: 900 } })
    const { page } = await open(`axe-${tag}`, `<main><h1>Eine Firmenseite</h1>${html}</main>`, fresh)
    await page.locator(`${tag} ${ready}`).first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await fresh.close()
  })
})
