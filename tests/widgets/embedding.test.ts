/**
 * The built widgets on a third-party page, in real Chromium: the host page comes from its own
 * origin, the loader, widget modules and API from the real server with its seeded database.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JobSummary, Location, SearchResponse } from '../../packages/core/src/index.ts'
import { launchChromium } from '../support/chromium.ts'
import { plainText } from '../support/plain-text.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

const LOADER_FILE = path.join(REPO_ROOT, 'widgets', 'dist', 'oabat.js')
const HOSTILE_CSS = `* { all: unset !important; }
div { display: none !important; }
body { font: 40px/1 serif !important; }`

let server: ServedProduct
let host: HostSite
let browser: Browser
let context: BrowserContext
let passau: Location

interface OpenedPage {
  page: Page
  warnings: string[]
  problems: string[]
}

async function api<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${server.url}${pathAndQuery}`)
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`)
  return (await response.json()) as T
}

/** The same search the list runs for location="passau-2855328" radius="30". */
async function jobsNearPassau(perPage: number, page = 1): Promise<SearchResponse['result']> {
  const query = new URLSearchParams({
    latitude: String(passau.latitude),
    longitude: String(passau.longitude),
    radius: '30',
    category: 'Ausbildung',
    sort: 'distance',
    per_page: String(perPage),
    page: String(page),
  })
  return (await api<SearchResponse>(`/api/search?${query}`)).result
}

function loaderTag(): string {
  return `<script src="${server.url}/widgets/oabat.js" async></script>`
}

/** Serves a host page from the host origin and opens it; collects warnings and problems. */
async function openHostPage(
  name: string,
  html: string,
  options: { headers?: Record<string, string>; init?: () => void } = {},
): Promise<OpenedPage> {
  host.put(`/${name}.html`, { body: html, headers: options.headers })
  const page = await context.newPage()
  const warnings: string[] = []
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  if (options.init) await page.addInitScript(options.init)
  await page.goto(`${host.origin}/${name}.html`)
  return { page, warnings, problems }
}

/** Text of an element; the locator reaches into open shadow roots. */
async function textOf(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).textContent()) ?? ''
}

beforeAll(async () => {
  if (!fs.existsSync(LOADER_FILE)) throw new Error(`${LOADER_FILE} is missing: run pnpm build first`)
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
  context = await browser.newContext({ locale: 'de-DE' })
  passau = (await api<{ data: Location }>('/api/v2/locations/passau-2855328')).data
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

describe('<oabat-job-list> on a third-party page', () => {
  test('renders real jobs readably under hostile global CSS, and "Mehr laden" appends page 2', async () => {
    const expected = await jobsNearPassau(4)
    expect(expected.total).toBeGreaterThan(4)
    host.put('/hostile.css', { body: HOSTILE_CSS, type: 'text/css; charset=utf-8' })
    const { page, problems } = await openHostPage(
      'hostile',
      hostPage(
        `<link rel="stylesheet" href="/hostile.css" />${loaderTag()}`,
        `<h1>Bäckerei Beispiel</h1>
         <div><p>Ein verstecktes div der Seite</p></div>
         <main><oabat-job-list location="passau-2855328" radius="30" page-size="4"></oabat-job-list></main>`,
      ),
      {
        init: () => {
          const events: unknown[] = []
          Object.assign(window, { oabatEvents: events })
          document.addEventListener('oabat:loaded', (event) => events.push((event as CustomEvent).detail))
        },
      },
    )
    const cards = page.locator('oabat-job-list article')
    const titles = page.locator('oabat-job-list article h3')
    await expect.poll(() => cards.count()).toBe(4)

    // (a) readable: visible boxes, the right titles, the widget's own type, not the host's 40px serif.
    const box = await cards.first().boundingBox()
    expect(box?.width).toBeGreaterThan(100)
    expect(box?.height).toBeGreaterThan(40)
    // The titles as the server hyphenated them (soft hyphens in long words).
    expect(await titles.allInnerTexts()).toEqual(
      expected.data.map((job) => ('name_hyphenated' in job && job.name_hyphenated) || job.name),
    )
    const titleStyle = await titles.first().evaluate((element) => {
      const style = getComputedStyle(element)
      return { fontSize: style.fontSize, fontFamily: style.fontFamily }
    })
    expect(titleStyle.fontSize).toBe('18px')
    expect(titleStyle.fontFamily).not.toBe('serif')
    expect(await textOf(page, 'oabat-job-list [part="summary"]')).toMatch(
      /^\d+ Ausbildungsplätze? im Umkreis von 30 km um Passau$/,
    )
    const firstLink = page.locator('oabat-job-list article h3 a').first()
    expect(await firstLink.getAttribute('href')).toBe(`${server.url}${(expected.data[0] as JobSummary).url}`)

    // (b) "Mehr laden" appends the next page without duplicates and moves focus to the first new card.
    await page.getByRole('button', { name: 'Mehr laden' }).click()
    const afterTwo = Math.min(8, expected.total)
    await expect.poll(() => cards.count()).toBe(afterTwo)
    const hrefs = await page
      .locator('oabat-job-list article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(afterTwo)
    const pageTwo = await jobsNearPassau(4, 2)
    expect((await titles.allInnerTexts()).slice(4)).toEqual(
      pageTwo.data.map((job) => ('name_hyphenated' in job && job.name_hyphenated) || job.name),
    )
    // Focus moves in an effect after the new cards render: wait for it rather than race it.
    await expect
      .poll(async () =>
        plainText(
          await page.evaluate(() => document.querySelector('oabat-job-list')?.shadowRoot?.activeElement?.textContent),
        ),
      )
      .toBe(pageTwo.data[0]?.name)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { oabatEvents: unknown[] }).oabatEvents))
      .toEqual([
        { total: expected.total, page: 1 },
        { total: expected.total, page: 2 },
      ])
    expect(problems).toEqual([])
    await page.close()
  })

  test('a bad attribute shows the German message in the element and warns once', async () => {
    const { page, warnings } = await openHostPage(
      'bad-attribute',
      hostPage(loaderTag(), '<oabat-job-list location="passau-2855328" radius="abc"></oabat-job-list>'),
    )
    const message = page.locator('oabat-job-list [part="message"]')
    await expect.poll(() => message.count()).toBe(1)
    expect(await message.textContent()).toBe('Ungültiges Attribut radius: erlaubt sind 1 bis 200 km.')
    await expect.poll(() => warnings.filter((text) => text.includes('radius')).length).toBe(1)
    expect(warnings[0]).toContain('<oabat-job-list>')

    // Another change with the same mistake does not warn again; fixing it renders the list.
    await page.locator('oabat-job-list').evaluate((element) => element.setAttribute('type', 'alle'))
    await page.locator('oabat-job-list').evaluate((element) => element.setAttribute('radius', '30'))
    await page.locator('oabat-job-list article').first().waitFor()
    expect(warnings.filter((text) => text.includes('radius'))).toHaveLength(1)
    await page.close()
  })

  test('unknown place, empty result and unreachable API each show their German state', async () => {
    const { page } = await openHostPage(
      'states',
      hostPage(
        loaderTag(),
        `<oabat-job-list id="unknown" location="nirgendwo-999999999"></oabat-job-list>
         <oabat-job-list id="empty" latitude="54.9" longitude="8.3" radius="1"></oabat-job-list>
         <oabat-job-list id="offline" location="passau-2855328" api="http://127.0.0.1:9"></oabat-job-list>
         <oabat-job-list id="no-channel" channel="gibt-es-nicht"></oabat-job-list>
         <oabat-job-list id="no-list" list="gibt-es-nicht"></oabat-job-list>`,
      ),
    )
    // Values only the server can check are named like a bad attribute — not „Prüfe Deine
    // Internetverbindung“ with a retry that cannot help.
    const noChannel = page.locator('#no-channel [part="message"]')
    await noChannel.waitFor()
    expect(await noChannel.textContent()).toBe('Ungültiges Attribut channel: Diesen Kanal gibt es nicht.')
    expect(await page.locator('#no-channel [part="button"]').count()).toBe(0)
    const noList = page.locator('#no-list [part="message"]')
    await noList.waitFor()
    expect(await noList.textContent()).toBe('Ungültiges Attribut list: Diese Jobliste gibt es nicht.')
    expect(await page.locator('#no-list [part="button"]').count()).toBe(0)
    const unknown = page.locator('#unknown [part="message"]')
    await unknown.waitFor()
    expect(await unknown.textContent()).toContain('Ort nicht gefunden')
    const empty = page.locator('#empty [part="message"]')
    await empty.waitFor()
    expect(await empty.textContent()).toBe(
      'Keine passenden Stellen gefunden.Vergrößere den Umkreis oder wähle einen anderen Ort.',
    )
    const offline = page.locator('#offline [part="message"]')
    await offline.waitFor()
    expect(await offline.textContent()).toContain('Die Stellen konnten nicht geladen werden.')
    expect(await page.locator('#offline [part="button"]').textContent()).toBe('Erneut versuchen')
    await page.close()
  })

  test('location="nearby" searches around the visitor, or explains when the position is refused', async () => {
    const located = await browser.newContext({
      locale: 'de-DE',
      geolocation: { latitude: passau.latitude, longitude: passau.longitude },
      permissions: ['geolocation'],
    })
    host.put('/nearby.html', {
      body: hostPage(loaderTag(), '<oabat-job-list location="nearby" radius="20" page-size="2"></oabat-job-list>'),
    })
    const page = await located.newPage()
    await page.goto(`${host.origin}/nearby.html`)
    await expect.poll(() => page.locator('oabat-job-list article').count()).toBe(2)
    expect(await textOf(page, 'oabat-job-list [part="summary"]')).toMatch(/im Umkreis von 20 km um Deinen Standort$/)
    await located.close()

    const refused = await openHostPage(
      'nearby-refused',
      hostPage(loaderTag(), '<oabat-job-list location="nearby"></oabat-job-list>'),
    )
    const message = refused.page.locator('oabat-job-list [part="message"]')
    await message.waitFor()
    expect(await message.textContent()).toContain('Standort nicht verfügbar')
    await refused.page.close()
  })

  test('works under a strict CSP without a single violation', async () => {
    const [job] = (await jobsNearPassau(1)).data
    host.put('/site.css', { body: 'body { margin: 2em; font-family: serif; }', type: 'text/css' })
    const csp = [
      "default-src 'none'",
      `script-src ${server.url}`,
      `connect-src ${server.url}`,
      `img-src ${server.url} data:`,
      "style-src 'self'",
    ].join('; ')
    const { page, problems } = await openHostPage(
      'strict-csp',
      hostPage(
        `<link rel="stylesheet" href="/site.css" />${loaderTag()}`,
        `<oabat-job-list location="passau-2855328" radius="30" page-size="3"></oabat-job-list>
         <oabat-job-card job="${job?.slug}"></oabat-job-card>`,
      ),
      {
        headers: { 'Content-Security-Policy': csp },
        init: () => {
          const violations: string[] = []
          Object.assign(window, { cspViolations: violations })
          document.addEventListener('securitypolicyviolation', (event) =>
            violations.push(`${event.violatedDirective} ${event.blockedURI}`),
          )
        },
      },
    )
    await expect.poll(() => page.locator('oabat-job-list article').count()).toBe(3)
    await page.locator('oabat-job-card article h3').waitFor()
    expect(plainText(await page.locator('oabat-job-card article h3').textContent())).toBe(job?.name)
    const logos = page.locator('oabat-job-list article img')
    if ((await logos.count()) > 0) {
      await expect
        .poll(() => logos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    }
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  test('the loader included twice, and an element added after load, both work', async () => {
    const [job] = (await jobsNearPassau(1)).data
    host.put('/queue.js', {
      type: 'text/javascript',
      body: `window.oabat = window.oabat || function () { (window.oabat.q = window.oabat.q || []).push(arguments) }
oabat('ready', function (o) { window.readyVersion = o.version })`,
    })
    const { page, problems } = await openHostPage(
      'twice',
      hostPage(
        `<script src="/queue.js"></script>${loaderTag()}${loaderTag()}`,
        '<oabat-job-list location="passau-2855328" radius="30" page-size="2"></oabat-job-list>',
      ),
    )
    await expect.poll(() => page.locator('oabat-job-list article').count()).toBe(2)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { readyVersion?: string }).readyVersion))
      .toBe('1')
    const requested = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    expect(await requested()).not.toContain('/widgets/job-card.js')

    await page.evaluate((slug) => {
      const card = document.createElement('oabat-job-card')
      card.setAttribute('job', slug)
      document.body.append(card)
    }, job?.slug as string)
    await page.locator('oabat-job-card article h3').waitFor()
    expect(plainText(await page.locator('oabat-job-card article h3').textContent())).toBe(job?.name)
    expect((await requested()).filter((file) => file === '/widgets/job-card.js')).toHaveLength(1)
    expect(problems).toEqual([])
    await page.close()
  })

  test('oabat:job-select is cancelable: preventDefault keeps the page, otherwise the link is followed', async () => {
    const [first] = (await jobsNearPassau(1)).data as JobSummary[]
    const { page } = await openHostPage(
      'select',
      hostPage(loaderTag(), '<oabat-job-list location="passau-2855328" radius="30" page-size="2"></oabat-job-list>'),
      {
        init: () => {
          Object.assign(window, { selected: [] as string[], stay: true })
          document.addEventListener('oabat:job-select', (event) => {
            const state = window as unknown as { selected: string[]; stay: boolean }
            state.selected.push((event as CustomEvent<{ job: { slug: string } }>).detail.job.slug)
            if (state.stay) event.preventDefault()
          })
        },
      },
    )
    const link = page.locator('oabat-job-list article h3 a').first()
    await link.waitFor()
    await link.click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { selected: string[] }).selected))
      .toEqual([first?.slug])
    expect(page.url()).toBe(`${host.origin}/select.html`)

    await page.evaluate(() => Object.assign(window, { stay: false }))
    await Promise.all([page.waitForURL(`${server.url}${first?.url}`), link.click()])
    await page.close()
  })
})

describe('<oabat-job-card>', () => {
  test('shows a job by its slug, and a German notice for a slug that does not exist', async () => {
    const [job] = (await jobsNearPassau(1)).data as JobSummary[]
    const { page, problems } = await openHostPage(
      'card',
      hostPage(
        loaderTag(),
        `<oabat-job-card id="real" job="${job?.slug}"></oabat-job-card>
         <oabat-job-card id="gone" job="diese-stelle-gibt-es-nicht-0"></oabat-job-card>`,
      ),
    )
    const title = page.locator('#real article h3')
    await title.waitFor()
    expect(plainText(await title.textContent())).toBe(job?.name)
    expect(await page.locator('#real article h3 a').getAttribute('href')).toBe(`${server.url}${job?.url}`)
    expect(await textOf(page, '#real [part="meta"]')).toContain(job?.city)
    const gone = page.locator('#gone [part="message"]')
    await gone.waitFor()
    expect(await gone.textContent()).toContain('Diese Stelle gibt es nicht mehr.')
    // The failed request of the missing job is the only console error.
    expect(problems.filter((text) => !text.includes('404'))).toEqual([])
    await page.close()
  })
})
