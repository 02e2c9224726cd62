/**
 * The requests a host page with `<oabat-job-list location=…>` makes (PROTOCOL.md, "What the loader
 * fetches"): the loader preloads the widget's chunks beside its file, each file is fetched once,
 * and the list searches with the slug in one request, without looking the place up first.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

let server: ServedProduct
let host: HostSite
let browser: Browser

beforeAll(async () => {
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

test('the job list loads its chunks in parallel and searches by slug in one request', async () => {
  host.put('/waterfall.html', {
    body: hostPage(
      `<script src="${server.url}/widgets/oabat.js" async></script>`,
      '<main><oabat-job-list location="passau-2855328" radius="30"></oabat-job-list></main>',
    ),
  })
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(server.url)) requested.push(request.url().slice(server.url.length))
  })
  await page.goto(`${host.origin}/waterfall.html`)
  await expect.poll(() => page.locator('oabat-job-list article').count()).toBeGreaterThan(0)
  expect(await page.locator('oabat-job-list [part="summary"]').textContent()).toMatch(/im Umkreis von 30 km um Passau$/)

  const preloads = await page.$$eval('head link[rel="modulepreload"]', (links) =>
    links.map((link) => ({ href: (link as HTMLLinkElement).href, crossOrigin: (link as HTMLLinkElement).crossOrigin })),
  )
  const chunks = requested.filter((url) => url.startsWith('/widgets/chunks/'))
  expect(chunks.length).toBeGreaterThan(0)
  expect(preloads.map((link) => link.href.slice(server.url.length)).sort()).toEqual([...chunks].sort())
  expect(preloads.every((link) => link.crossOrigin === 'anonymous')).toBe(true)
  // Every file once: the import reused each preloaded chunk instead of fetching it again.
  expect(new Set(requested).size).toBe(requested.length)

  const api = requested.filter((url) => url.startsWith('/api/'))
  expect(api).toHaveLength(1)
  expect(api[0]).toMatch(/^\/api\/v2\/search\/apprenticeships\?location=passau-2855328&distance=30&/)
  await context.close()
})

test('an unknown place slug shows the not-found state, as the place lookup did', async () => {
  host.put('/unknown-place.html', {
    body: hostPage(
      `<script src="${server.url}/widgets/oabat.js" async></script>`,
      '<oabat-job-list location="nirgendwo-999999999"></oabat-job-list>',
    ),
  })
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto(`${host.origin}/unknown-place.html`)
  await page.locator('oabat-job-list').getByText('Den Ort „nirgendwo-999999999“ kennen wir nicht.').waitFor()
  await context.close()
})
