import type { Browser, CDPSession, Page } from 'playwright-core'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { hostPage, startHostSite } from '../widgets/support/host-site.ts'
import { percentile } from './percentile.ts'

/**
 * `pnpm bench waterfall`: `<oabat-job-list>` on a foreign host page (another port than the API)
 * and the same list in the /embed/jobs iframe, in Debian's Chromium with Slow 4G (150 ms latency,
 * 1.6 Mbps both ways) and 4× CPU throttling through CDP, each run in a fresh browser context
 * (cold HTTP cache). One unmeasured run first warms the server's own caches, so the figures show
 * the network waterfall and the page's work, not the server's first search.
 */

const LOCATION = 'passau-2855328'
const RUNS = 3
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 }
const CPU_SLOWDOWN = 4
const CARD_TIMEOUT_MS = 30_000

export interface WaterfallRun {
  /** Navigation start of the host page → the frame after the first card entered the DOM. */
  firstCardMs: number
  /** Sum of the layout-shift entries of the host page and its frames (no input on the page). */
  cls: number
  requests: number
  /** Encoded bytes (headers and bodies as they crossed the network). */
  bytes: number
}

export interface WaterfallFigures {
  runs: WaterfallRun[]
  median: WaterfallRun
}

/**
 * Runs in every frame before its scripts: observes each shadow root the widgets attach (and the
 * document) for the first list card, and sums layout shifts. Times are epoch milliseconds, so a
 * frame's time can be compared with the host page's navigation start. A string, not a function:
 * tsx's compiled functions call helpers the page does not have.
 */
const WATCH_FIRST_CARD = `(() => {
  const probe = { firstCard: 0, cls: 0 }
  window.__waterfall = probe
  const check = (root) => {
    if (probe.firstCard || !root.querySelector('.oabat-list__grid > li')) return
    probe.firstCard = -1
    requestAnimationFrame(() => { probe.firstCard = performance.timeOrigin + performance.now() })
  }
  const observe = (root) => new MutationObserver(() => check(root)).observe(root, { childList: true, subtree: true })
  const attach = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const shadow = attach.call(this, init)
    observe(shadow)
    return shadow
  }
  observe(document)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) probe.cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
})()`

function countTraffic(cdp: CDPSession) {
  const traffic = { requests: 0, bytes: 0 }
  cdp.on('Network.requestWillBeSent', (event: { request: { url: string } }) => {
    // The cards' letter logos are data: URLs; nothing crosses the network for them.
    if (!event.request.url.startsWith('data:')) traffic.requests += 1
  })
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    traffic.bytes += event.encodedDataLength
  })
  return traffic
}

async function probeOf(page: Page) {
  const results = await Promise.all(
    page.frames().map((frame) => frame.evaluate('window.__waterfall ?? null').catch(() => null)),
  )
  return results.filter((result): result is { firstCard: number; cls: number } => result !== null)
}

async function measureOnce(browser: Browser, url: string): Promise<WaterfallRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: WATCH_FIRST_CARD })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const traffic = countTraffic(cdp)
    await page.goto(url, { waitUntil: 'commit' })
    const deadline = Date.now() + CARD_TIMEOUT_MS
    let firstCard = 0
    while (!firstCard) {
      if (Date.now() > deadline) throw new Error(`no card within ${CARD_TIMEOUT_MS} ms on ${url}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
      firstCard = Math.max(0, ...(await probeOf(page)).map((probe) => probe.firstCard))
    }
    // Let the requests that follow the first card (images, further chunks) settle, and shifts show.
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.waitForTimeout(1_000)
    const navigationStart = (await page.evaluate('performance.timeOrigin')) as number
    const cls = (await probeOf(page)).reduce((sum, probe) => sum + probe.cls, 0)
    return { firstCardMs: firstCard - navigationStart, cls, requests: traffic.requests, bytes: traffic.bytes }
  } finally {
    await context.close()
  }
}

function medianOf(runs: WaterfallRun[]): WaterfallRun {
  return {
    firstCardMs: percentile(
      runs.map((run) => run.firstCardMs),
      50,
    ),
    cls: percentile(
      runs.map((run) => run.cls),
      50,
    ),
    requests: percentile(
      runs.map((run) => run.requests),
      50,
    ),
    bytes: percentile(
      runs.map((run) => run.bytes),
      50,
    ),
  }
}

async function measure(browser: Browser, url: string): Promise<WaterfallFigures> {
  await measureOnce(browser, url)
  const runs: WaterfallRun[] = []
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, url))
  return { runs, median: medianOf(runs) }
}

/**
 * Debian's Chromium, headless, as tests/support/chromium.ts starts it, but without site isolation:
 * Chrome on Android isolates only sites people log into, so a foreign host page and its oabat
 * iframe share one renderer there, and one CDP session then throttles and counts both.
 */
function launchMobileChromium(): Promise<Browser> {
  return launchChromium(['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'])
}

/** The widget on a host page and the /embed/jobs iframe on a host page, each median of 3. */
export async function measureWidgetWaterfall(): Promise<{ widget: WaterfallFigures; iframe: WaterfallFigures }> {
  const server: ServedProduct = await startServer()
  const host = await startHostSite()
  const browser = await launchMobileChromium()
  try {
    host.put('/widget.html', {
      body: hostPage(
        `<script src="${server.url}/widgets/oabat.js" async></script>`,
        `<h1>Ausbildung bei uns</h1><main><oabat-job-list location="${LOCATION}"></oabat-job-list></main>`,
      ),
    })
    host.put('/iframe.html', {
      body: hostPage(
        '',
        `<h1>Ausbildung bei uns</h1><main><iframe title="Stellen" src="${server.url}/embed/jobs?location=${LOCATION}" style="width:100%;height:1200px;border:0"></iframe></main>`,
      ),
    })
    const widget = await measure(browser, `${host.origin}/widget.html`)
    const iframe = await measure(browser, `${host.origin}/iframe.html`)
    return { widget, iframe }
  } finally {
    await browser.close()
    await host.stop()
    await server.stop()
  }
}

export function waterfallLine(label: string, figures: WaterfallFigures): string {
  const { median, runs } = figures
  const each = runs.map((run) => Math.round(run.firstCardMs)).join(', ')
  return `${label}: first card ${Math.round(median.firstCardMs)} ms (runs ${each}; target ≤ 1000 ms), CLS ${median.cls.toFixed(3)} (target 0), ${median.requests} requests, ${median.bytes} B on the wire`
}
