/**
 * The demo page as served by the product, under a strict CSP: the company site embeds the list
 * and a card, finds the card's job after load, and offers working snippets.
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'

const STRICT_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'"

let server: ServedProduct
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
  context = await browser.newContext({ locale: 'de-DE' })
  // The page is served through page.route below, which Chromium counts as a public page: the
  // livestream's websocket to this local server needs the local network permission then.
  await context.grantPermissions(['clipboard-read', 'clipboard-write', 'local-network-access'], {
    origin: server.url,
  })
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

test('the demo page embeds the widgets, sets the card and the livestream after load and copies their snippets', async () => {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  // The page must need no inline script or style: serve it under a policy that forbids both.
  await page.route('**/demo/', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } })
  })
  await page.goto(`${server.url}/demo/`)

  const cards = page.locator('#demo-job-list article')
  await expect.poll(() => cards.count()).toBe(12)
  // Its `ratings` attribute gives every card the rating control.
  await expect.poll(() => page.locator('#demo-job-list button[aria-label$=": Gefällt mir"]').count()).toBe(12)
  // Themed in the company's colour through --oabat-color-primary.
  const linkColor = await page
    .locator('#demo-job-list article h3 a')
    .first()
    .evaluate((a) => getComputedStyle(a).color)
  expect(linkColor).toBe('rgb(138, 75, 31)')

  // The card is created after load with the nearest job; its snippet names the same slug.
  const card = page.locator('#demo-job-card')
  await page.locator('#demo-job-card article h3').waitFor()
  const slug = await card.getAttribute('job')
  expect(slug).toMatch(/^[a-z0-9-]+$/)
  const snippet = page.locator('#snippet-job-card')
  await expect
    .poll(() => snippet.textContent())
    .toBe(
      `<script src="${server.url}/widgets/oabat.js" async></script>\n<oabat-job-card job="${slug}"></oabat-job-card>`,
    )
  const firstTitle = await page.locator('#demo-job-card article h3').textContent()

  // Changing the attribute of the live element shows another job.
  await page.getByRole('button', { name: 'Andere Stelle zeigen' }).click()
  await expect.poll(() => card.getAttribute('job')).not.toBe(slug)
  await expect.poll(() => page.locator('#demo-job-card article h3').textContent()).not.toBe(firstTitle)
  const nextSlug = await card.getAttribute('job')
  await expect.poll(() => snippet.textContent()).toContain(`job="${nextSlug}"`)

  // "Kopieren" puts the snippet on the clipboard and says so.
  const copy = page.locator('button[data-copy="snippet-job-list"]')
  await copy.click()
  await expect.poll(() => copy.textContent()).toBe('Kopiert!')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.locator('#snippet-job-list').textContent(),
  )
  expect(await page.locator('#snippet-job-list').textContent()).toContain(`${server.url}/widgets/oabat.js`)

  // The fair's livestream is found after load: the demo stage with its chat, and its snippet.
  const livestream = page.locator('#demo-livestream')
  await livestream.locator('[part="chat"]').waitFor()
  const livestreamId = await livestream.getAttribute('livestream')
  expect(livestreamId).toMatch(/^\d+$/)
  expect(await page.locator('#snippet-livestream').textContent()).toBe(
    `<script src="${server.url}/widgets/oabat.js" async></script>\n<oabat-livestream livestream="${livestreamId}"></oabat-livestream>`,
  )
  await expect.poll(() => livestream.locator('[part="chat-message"]').count()).toBeGreaterThan(0)
  const copyLivestream = page.locator('button[data-copy="snippet-livestream"]')
  await copyLivestream.click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.locator('#snippet-livestream').textContent(),
  )

  // The page's own event log heard the widgets.
  await expect.poll(() => page.locator('#event-log').textContent()).toContain('oabat:loaded')
  await expect.poll(() => page.locator('#event-log').textContent()).toContain('oabat:loaded <oabat-livestream>')
  expect(problems).toEqual([])
  await page.close()
})
