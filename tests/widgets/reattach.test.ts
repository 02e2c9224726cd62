/**
 * Every widget survives what a host framework does to it (issue #10): removed while it loads and
 * added again, removed and re-added 20 times in one task, moved to another parent, removed for
 * good — on a foreign page, in real Chromium, against the built product. No page or console error,
 * the content shows in the end, the API requests stay bounded, and a removed widget leaves nothing
 * running. Answers are held back by a proxy (status and headers sent, body kept) or by route
 * interception, so "while loading" is deterministic.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page, Route, WebSocket } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JobSummary, SearchV2Response } from '../../packages/core/src/index.ts'
import { loginAs } from '../e2e/support/signed-in.ts'
import { launchChromium } from '../support/chromium.ts'
import { plainText } from '../support/plain-text.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HeldApi, startHeldApi } from './support/held-api.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

declare global {
  interface Window {
    /** The element under test, kept by the page so the same instance can be added again. */
    widget?: HTMLElement
  }
}

const LOADER_FILE = path.join(REPO_ROOT, 'widgets', 'dist', 'oabat.js')

let server: ServedProduct
let host: HostSite
let held: HeldApi
let browser: Browser
let jobs: JobSummary[]

interface HostTab {
  page: Page
  /** Page errors and console errors. */
  problems: string[]
  /** API requests the page sent (`METHOD /path`), preflights left out. */
  requests: string[]
  close(): Promise<void>
}

/** A foreign host page with the loader and two empty parents, #a and #b. */
async function openHostTab(init?: { token: string }): Promise<HostTab> {
  host.put('/seite.html', {
    body: hostPage(
      `<script src="${server.url}/widgets/oabat.js" async></script>`,
      '<main><section id="a"></section><section id="b"></section></main>',
    ),
  })
  const context = await browser.newContext({ locale: 'de-DE' })
  if (init) await context.addInitScript((token) => localStorage.setItem('auth token', token), init.token)
  const page = await context.newPage()
  const problems: string[] = []
  const requests: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && request.method() !== 'OPTIONS') {
      requests.push(`${request.method()} ${url.pathname}`)
    }
  })
  await page.goto(`${host.origin}/seite.html`)
  await page.waitForFunction(() => (window as { oabat?: { loaded?: boolean } }).oabat?.loaded === true)
  return { page, problems, requests, close: () => context.close() }
}

/** Creates the widget in #a (or `parent`) and keeps it as window.widget. */
async function addWidget(page: Page, tag: string, attributes: Record<string, string>, parent = 'a'): Promise<void> {
  await page.evaluate(
    ({ tag, attributes, parent }) => {
      const element = document.createElement(tag)
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
      window.widget = element
      document.getElementById(parent)?.append(element)
    },
    { tag, attributes, parent },
  )
}

/** Removes the widget and adds the same element again, `times` times in one task. */
async function removeAndAddAgain(page: Page, times: number, parent = 'a'): Promise<void> {
  await page.evaluate(
    ({ times, parent }) => {
      const element = window.widget as HTMLElement
      for (let i = 0; i < times; i++) {
        element.remove()
        document.getElementById(parent)?.append(element)
      }
    },
    { times, parent },
  )
}

async function removeWidget(page: Page): Promise<void> {
  await page.evaluate(() => window.widget?.remove())
}

async function moveWidget(page: Page, parent: string): Promise<void> {
  await page.evaluate((parent) => document.getElementById(parent)?.append(window.widget as HTMLElement), parent)
}

/** Lets the page run its timers and late answers for a while (a negative check needs time to fail). */
async function linger(page: Page, ms = 400): Promise<void> {
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), ms)
}

/** Waits until no API request has started for `quietMs`. */
async function settled(tab: HostTab, quietMs = 500): Promise<number> {
  for (;;) {
    const before = tab.requests.length
    await linger(tab.page, quietMs)
    if (tab.requests.length === before) return before
  }
}

/** Children of the widget's render root: 0 once it has unmounted. */
function renderedNodes(page: Page): Promise<number> {
  return page.evaluate(() => window.widget?.shadowRoot?.querySelector('.oabat-root')?.childElementCount ?? -1)
}

interface LoadingCase {
  name: string
  tag: string
  attributes: () => Record<string, string>
  /** The answers held back while "loading". */
  held: RegExp
  /** API requests of one complete load. */
  perLoad: number
  /** A stored (invalid) token, for the consent banner's session check. */
  token?: string
  /** Resolves once the widget shows its content. */
  shown: (page: Page) => Promise<void>
}

const listShown = (page: Page) =>
  expect.poll(() => page.locator('#w [part="summary"]').textContent()).toMatch(/um Passau$/)

const CASES: LoadingCase[] = [
  {
    name: '<oabat-job-card>',
    tag: 'oabat-job-card',
    attributes: () => ({ job: (jobs[0] as JobSummary).slug }),
    held: /^\/api\/jobs\//,
    perLoad: 1,
    shown: (page) =>
      expect.poll(async () => plainText(await page.locator('#w article h3').textContent())).toBe(jobs[0]?.name),
  },
  {
    name: '<oabat-job-list> (during the first search)',
    tag: 'oabat-job-list',
    attributes: () => ({ location: 'passau-2855328', radius: '30', 'page-size': '4' }),
    held: /^\/api\/v2\/search\//,
    // One request: the search takes the location slug and answers the place with the results.
    perLoad: 1,
    shown: listShown,
  },
  {
    name: '<oabat-business-list> (during the first search)',
    tag: 'oabat-business-list',
    attributes: () => ({ location: 'passau-2855328', 'page-size': '4' }),
    held: /^\/api\/v2\/search\//,
    // One request: the search takes the location slug and answers the place with the results.
    perLoad: 1,
    shown: listShown,
  },
  {
    name: '<oabat-consent> (during the session check)',
    tag: 'oabat-consent',
    attributes: () => ({}),
    held: /^\/api\/auth\/user/,
    perLoad: 1,
    token: 'kein-gueltiges-token',
    shown: (page) => page.getByRole('heading', { name: 'Cookies und Datenschutz' }).waitFor(),
  },
]

/** A stored token the server refuses is answered 401, which Chromium logs as a failed resource. */
function unexpected(problems: string[]): string[] {
  return problems.filter((text) => !text.includes('status of 401'))
}

beforeAll(async () => {
  if (!fs.existsSync(LOADER_FILE)) throw new Error(`${LOADER_FILE} is missing: run pnpm build first`)
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
  held = await startHeldApi(server.url)
  const answer = (await fetch(`${server.url}/api/v2/search/apprenticeships?per_page=2`).then((response) =>
    response.json(),
  )) as SearchV2Response
  jobs = answer.result.data as JobSummary[]
  expect(jobs).toHaveLength(2)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await held?.stop()
  await host?.stop()
  await server?.stop()
})

describe.each(CASES)('$name', (widget) => {
  const open = () => openHostTab(widget.token ? { token: widget.token } : undefined)
  const attributes = () => ({ id: 'w', api: held.origin, ...widget.attributes() })

  test('removed while loading and added again: no error, one load more at most, the content shows', async () => {
    const tab = await open()
    held.hold(widget.held)
    await addWidget(tab.page, widget.tag, attributes())
    await expect.poll(() => held.held()).toBeGreaterThan(0)
    // Removed while the answer's body is on its way: the request is aborted, its late end ignored.
    await removeWidget(tab.page)
    await linger(tab.page)
    held.release()
    await moveWidget(tab.page, 'a')
    await widget.shown(tab.page)
    expect(await settled(tab)).toBeLessThanOrEqual(2 * widget.perLoad)
    expect(unexpected(tab.problems)).toEqual([])
    await tab.close()
  })

  test('removed and re-added 20 times in one task: one load, and none again once loaded', async () => {
    const tab = await open()
    await addWidget(tab.page, widget.tag, attributes())
    await removeAndAddAgain(tab.page, 20)
    await widget.shown(tab.page)
    expect(await settled(tab)).toBe(widget.perLoad)
    await removeAndAddAgain(tab.page, 20)
    // Still the same content, not a skeleton: the widget never unmounted.
    await widget.shown(tab.page)
    expect(await settled(tab)).toBe(widget.perLoad)
    expect(unexpected(tab.problems)).toEqual([])
    await tab.close()
  })

  test('moved to another parent while loading and after: one load, the content moves along', async () => {
    const tab = await open()
    held.hold(widget.held)
    await addWidget(tab.page, widget.tag, attributes())
    await expect.poll(() => held.held()).toBeGreaterThan(0)
    await moveWidget(tab.page, 'b')
    held.release()
    await widget.shown(tab.page)
    expect(await tab.page.evaluate(() => window.widget?.parentElement?.id)).toBe('b')
    await moveWidget(tab.page, 'a')
    await widget.shown(tab.page)
    expect(await settled(tab)).toBe(widget.perLoad)
    expect(unexpected(tab.problems)).toEqual([])
    await tab.close()
  })

  test('removed for good while loading and after loading: it stops and leaves nothing rendered', async () => {
    const tab = await open()
    held.hold(widget.held)
    await addWidget(tab.page, widget.tag, attributes())
    await expect.poll(() => held.held()).toBeGreaterThan(0)
    await removeWidget(tab.page)
    const atRemoval = tab.requests.length
    await linger(tab.page)
    held.release()
    await linger(tab.page)
    expect(tab.requests.length).toBe(atRemoval)
    expect(await renderedNodes(tab.page)).toBe(0)

    // A loaded widget removed for good unmounts as well, and asks for nothing more.
    await addWidget(tab.page, widget.tag, attributes())
    await widget.shown(tab.page)
    const loaded = await settled(tab)
    await removeWidget(tab.page)
    await expect.poll(() => renderedNodes(tab.page)).toBe(0)
    await linger(tab.page)
    expect(tab.requests.length).toBe(loaded)
    expect(unexpected(tab.problems)).toEqual([])
    await tab.close()
  })
})

describe('<oabat-job-card> before and after loading', () => {
  test('removed while the loader fetches its file: added again, it is defined and renders', async () => {
    const tab = await openHostTab()
    const waiting: Route[] = []
    await tab.page.route(`${server.url}/widgets/job-card.js`, (route) => {
      waiting.push(route)
    })
    await addWidget(tab.page, 'oabat-job-card', { id: 'w', api: held.origin, job: (jobs[0] as JobSummary).slug })
    await expect.poll(() => waiting.length).toBe(1)
    await removeWidget(tab.page)
    for (const route of waiting) await route.continue()
    await tab.page.waitForFunction(() => customElements.get('oabat-job-card') !== undefined)
    await linger(tab.page, 100)
    expect(tab.requests).toEqual([])
    await moveWidget(tab.page, 'b')
    await expect.poll(async () => plainText(await tab.page.locator('#w article h3').textContent())).toBe(jobs[0]?.name)
    expect(await settled(tab)).toBe(1)
    expect(tab.problems).toEqual([])
    await tab.close()
  })

  test('attributes changed while detached: the card added again shows the job its attribute names now', async () => {
    const tab = await openHostTab()
    await addWidget(tab.page, 'oabat-job-card', { id: 'w', api: held.origin, job: (jobs[0] as JobSummary).slug })
    await expect.poll(async () => plainText(await tab.page.locator('#w article h3').textContent())).toBe(jobs[0]?.name)
    await removeWidget(tab.page)
    await linger(tab.page, 50)
    await tab.page.evaluate((slug) => Object.assign(window.widget as HTMLElement, { job: slug }), jobs[1]?.slug)
    await moveWidget(tab.page, 'b')
    await expect.poll(async () => plainText(await tab.page.locator('#w article h3').textContent())).toBe(jobs[1]?.name)
    expect(await settled(tab)).toBe(2)
    expect(tab.problems).toEqual([])
    await tab.close()
  })
})

describe('<oabat-search>', () => {
  test('removed while its suggestions and its submitted search load: no error, no late search; re-added it works', async () => {
    const tab = await openHostTab()
    const searches: unknown[] = []
    await tab.page.exposeFunction('recordSearch', (detail: unknown) => searches.push(detail))
    await tab.page.evaluate(() =>
      document.addEventListener('oabat:search', (event) => {
        event.preventDefault()
        ;(window as unknown as { recordSearch: (detail: unknown) => void }).recordSearch((event as CustomEvent).detail)
      }),
    )
    await addWidget(tab.page, 'oabat-search', { id: 'w', api: held.origin })
    const place = tab.page.getByRole('combobox', { name: 'Ort oder PLZ' })
    held.hold(/autocomplete_city/)
    await place.fill('Passau')
    await expect.poll(() => held.held()).toBe(1)
    await place.press('Enter')
    await expect.poll(() => held.held()).toBe(2)
    await removeWidget(tab.page)
    const atRemoval = tab.requests.length
    await linger(tab.page)
    held.release()
    await linger(tab.page)
    expect(tab.requests.length).toBe(atRemoval)
    // The submitted search's late answer neither searched nor navigated the host page.
    expect(searches).toEqual([])
    expect(tab.page.url()).toBe(`${host.origin}/seite.html`)

    // Added again, moved and cycled, the form is there and asks for nothing until used.
    await moveWidget(tab.page, 'b')
    await removeAndAddAgain(tab.page, 20, 'b')
    await moveWidget(tab.page, 'a')
    await tab.page.getByRole('button', { name: 'Suchen' }).waitFor()
    expect(await tab.page.getByRole('combobox', { name: 'Ort oder PLZ' }).inputValue()).toBe('')
    await linger(tab.page)
    expect(tab.requests.length).toBe(atRemoval)
    expect(tab.problems).toEqual([])
    await tab.close()
  })
})

describe('<oabat-chat>', () => {
  test('removed while the session loads, cycled, moved and removed for good: one live connection, closed at the end', async () => {
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
    const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const business = company.user.business?.slug as string
    const tab = await openHostTab({ token: trainee.token })
    const sockets: WebSocket[] = []
    let subscriptions = 0
    tab.page.on('websocket', (socket) => {
      sockets.push(socket)
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) subscriptions += 1
      })
    })

    // Hold the session check (GET /api/auth/user) until the chat has been removed.
    const waiting: Route[] = []
    await tab.page.route(`${server.url}/api/auth/user`, (route) => {
      waiting.push(route)
    })
    await addWidget(tab.page, 'oabat-chat', { id: 'w', business, open: '' })
    await expect.poll(() => waiting.length).toBe(1)
    await removeWidget(tab.page)
    await linger(tab.page)
    await tab.page.unroute(`${server.url}/api/auth/user`)
    // The browser gave the aborted request up; continuing it may fail, which is fine.
    for (const route of waiting) await route.continue().catch(() => {})
    await moveWidget(tab.page, 'a')

    const draft = tab.page.getByLabel(/^Nachricht an /)
    await draft.waitFor()
    // Subscribed, the chat reloads what may have come meanwhile; then it is quiet.
    await expect.poll(() => subscriptions, { timeout: 10_000 }).toBe(1)
    expect(sockets).toHaveLength(1)
    const loaded = await settled(tab)

    // Cycled and moved: the same panel, no request, the one connection stays open.
    await removeAndAddAgain(tab.page, 20)
    await moveWidget(tab.page, 'b')
    await draft.waitFor()
    expect(await settled(tab)).toBe(loaded)
    expect(sockets.map((socket) => socket.isClosed())).toEqual([false])
    expect(subscriptions).toBe(1)

    // Removed for good: the websocket closes and nothing asks the server any more.
    await removeWidget(tab.page)
    await expect.poll(() => sockets.map((socket) => socket.isClosed())).toEqual([true])
    await linger(tab.page, 800)
    expect(tab.requests.length).toBe(loaded)
    expect(await renderedNodes(tab.page)).toBe(0)
    expect(tab.problems).toEqual([])
    await tab.close()
  })
})

describe('<oabat-livestream>', () => {
  test('removed while its read loads, cycled, moved and removed for good: one live connection, closed at the end', async () => {
    // The demo stage (livestream 1) has no password: the element goes live once read. Its read and
    // its websocket both pass the proxy (upgrades are piped through).
    const tab = await openHostTab()
    const sockets: WebSocket[] = []
    let subscriptions = 0
    tab.page.on('websocket', (socket) => {
      sockets.push(socket)
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) subscriptions += 1
      })
    })
    const reads = () => tab.requests.filter((request) => request === 'GET /api/livestreams/1').length

    held.hold(/^\/api\/livestreams\/1$/)
    await addWidget(tab.page, 'oabat-livestream', { id: 'w', api: held.origin, livestream: '1' })
    await expect.poll(() => held.held()).toBe(1)
    // Removed while the read's body is on its way: no connection is opened for the removed element.
    await removeWidget(tab.page)
    await linger(tab.page)
    held.release()
    await linger(tab.page)
    expect(sockets).toEqual([])
    await moveWidget(tab.page, 'a')

    const chat = tab.page.locator('#w [part="chat"]')
    await chat.waitFor()
    await expect.poll(() => subscriptions, { timeout: 10_000 }).toBe(1)
    expect(sockets).toHaveLength(1)
    expect(sockets[0]?.url()).toContain(held.origin.replace(/^http/, 'ws'))
    const loaded = await settled(tab)
    // The held read and one more; the realtime key, the emojis and the channel's check once each.
    expect(reads()).toBe(2)
    expect(loaded).toBeLessThanOrEqual(6)

    // Cycled and moved: the same stage, no request, the one connection stays open.
    await removeAndAddAgain(tab.page, 20)
    await moveWidget(tab.page, 'b')
    await chat.waitFor()
    expect(await settled(tab)).toBe(loaded)
    expect(sockets.map((socket) => socket.isClosed())).toEqual([false])
    expect(subscriptions).toBe(1)

    // Removed for good: the websocket closes (the viewer count drops) and nothing asks the server any more.
    await removeWidget(tab.page)
    await expect.poll(() => sockets.map((socket) => socket.isClosed())).toEqual([true])
    await linger(tab.page, 800)
    expect(tab.requests.length).toBe(loaded)
    expect(await renderedNodes(tab.page)).toBe(0)
    expect(tab.problems).toEqual([])
    await tab.close()
  })
})
