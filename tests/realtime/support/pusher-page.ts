/**
 * @module pusher-page — a page on a third-party origin that loads the official pusher-js browser build
 * and keeps what its clients see in `window.seen`, so tests drive pusher-js inside Chromium.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import type { HostSite } from '../../widgets/support/host-site.ts'

const PUSHER_JS = createRequire(import.meta.url).resolve('pusher-js/dist/web/pusher.min.js')

/** Serves the page and pusher-js on the host site. */
export function putPusherPage(site: HostSite): void {
  site.put('/pusher.min.js', { body: fs.readFileSync(PUSHER_JS, 'utf8'), type: 'text/javascript; charset=utf-8' })
  site.put('/', {
    body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Realtime</title>
<script src="/pusher.min.js"></script>
<script>
  window.seen = []
  // One pusher-js client per page, as the portal opens one: events land in window.seen.
  window.connect = (options) => {
    const pusher = new Pusher(options.key, {
      cluster: 'local', wsHost: '127.0.0.1', wsPort: options.port, forceTLS: false,
      enabledTransports: ['ws'], disableStats: true,
      channelAuthorization: {
        transport: 'ajax', endpoint: options.authEndpoint,
        headers: options.token ? { Authorization: 'Bearer ' + options.token } : {},
      },
    })
    pusher.connection.bind('state_change', (s) => window.seen.push({ kind: 'state', state: s.current }))
    pusher.connection.bind('error', (e) => window.seen.push({ kind: 'error', error: e }))
    window.pusher = pusher
  }
  window.subscribe = (name, events) => {
    const channel = window.pusher.subscribe(name)
    for (const event of ['pusher:subscription_succeeded', 'pusher:subscription_error', 'pusher:member_added', 'pusher:member_removed', ...events])
      channel.bind(event, (data) => window.seen.push({ kind: 'event', channel: name, event, data: JSON.parse(JSON.stringify(data ?? null)) }))
  }
</script></head><body><h1>Realtime</h1></body></html>`,
  })
}

export interface PusherPageOptions {
  key: string
  port: number
  authEndpoint: string
  token?: string
}

export interface SeenEntry {
  kind: 'state' | 'error' | 'event'
  state?: string
  channel?: string
  event?: string
  data?: unknown
  error?: { type?: string; error?: { data?: { code?: number } }; data?: { code?: number; message?: string } }
}

/** Opens the page in a fresh browser context (its own cookies and storage) and connects. */
export async function openPusherPage(browser: Browser, origin: string, options: PusherPageOptions): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(origin)
  await page.evaluate((o) => (window as unknown as { connect(o: unknown): void }).connect(o), options)
  await waitForSeen(page, (entry) => entry.kind === 'state' && entry.state === 'connected')
  return page
}

export function seen(page: Page): Promise<SeenEntry[]> {
  return page.evaluate(() => (window as unknown as { seen: SeenEntry[] }).seen)
}

export async function waitForSeen(
  page: Page,
  match: (entry: SeenEntry) => boolean,
  // Generous: on a busy machine a reconnect or a member event can take seconds.
  timeoutMs = 15_000,
): Promise<SeenEntry> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await seen(page)).find(match)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms: ${JSON.stringify(await seen(page))}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export function subscribe(page: Page, channel: string, events: string[] = []): Promise<void> {
  return page.evaluate(
    ([name, list]) => (window as unknown as { subscribe(n: string, e: string[]): void }).subscribe(name, list),
    [channel, events] as const,
  )
}
