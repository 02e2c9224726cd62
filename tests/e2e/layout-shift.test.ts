/**
 * Issue 11 "no layout shift": home, a listing, a job and a company page of the built product, on
 * a phone (390×844) and a desktop (1280×800), move nothing while their content arrives — the sum
 * of Chromium's layout-shift entries stays ≤ 0.02 (CLS is a layout property, not a timing). The
 * consent banner covers at most 30% of a phone's screen and moves nothing, appearing or leaving.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
/** The consent cookie "only necessary": the banner stays away where it is not the subject. */
const CHOSEN = { name: 'oabat_consent', value: 'm0.p0.f0' }

let server: ServedProduct
let browser: Browser
let pages: Array<[string, string]>

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  // The demo seed's slugs carry random suffixes: take a real job and its company from a search.
  const search = (await (
    await fetch(`${server.url}/api/search?latitude=48.5665&longitude=13.4312&radius=25&category=Alles&page=1`)
  ).json()) as { result: { data: Array<{ url: string; business: { slug: string } }> } }
  const job = search.result.data[0]
  if (!job) throw new Error('the demo seed has no job near Passau')
  pages = [
    ['home', '/'],
    ['listing', '/ausbildung/passau-2855328'],
    ['job', job.url],
    ['company', `/betriebe/${job.business.slug}`],
  ]
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Sums every layout shift from the first paint on, leaving out those caused by input. */
function recordLayoutShifts() {
  const state = window as unknown as { __cls: number; __shifts: number }
  state.__cls = 0
  state.__shifts = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (entry.hadRecentInput) continue
      state.__cls += entry.value
      state.__shifts += 1
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls)

async function openPage(path: string, viewport: typeof PHONE, withChoice = true): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'de-DE' })
  if (withChoice) await context.addCookies([{ ...CHOSEN, url: server.url }])
  const page = await context.newPage()
  await page.addInitScript(recordLayoutShifts)
  await gotoHydrated(page, `${server.url}${path}`)
  return page
}

/** Settled: the page's heading is there, nothing is loading, and no shift came for a second. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0)
  await page.waitForLoadState('networkidle')
  let before = -1
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)
        const still = now === before
        before = now
        return still
      },
      { interval: 1000, timeout: 15_000 },
    )
    .toBe(true)
}

describe('layout shift', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`home, listing, job and company page at ${viewport.width}×${viewport.height}: CLS ≤ 0.02`, async () => {
      for (const [name, path] of pages) {
        const page = await openPage(path, viewport)
        await settle(page)
        expect({ name, cls: await cls(page) }).toEqual({ name, cls: expect.toSatisfy((v: number) => v <= 0.02) })
        await page.context().close()
      }
    })
  }

  test('the consent banner at 390 px covers at most 30% of the screen and moves nothing', async () => {
    const [, companyPath] = pages[3] as [string, string]
    const page = await openPage(companyPath, PHONE, false)
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' })
    await banner.waitFor()
    await settle(page)
    const box = await banner.boundingBox()
    if (!box) throw new Error('the banner has no box')
    expect((box.width * box.height) / (PHONE.width * PHONE.height)).toBeLessThanOrEqual(0.3)
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1)
    expect(await cls(page)).toBeLessThanOrEqual(0.02)

    // Leaving moves nothing either: the heading and the page's height stay where they were.
    const heading = page.getByRole('heading', { level: 1 }).first()
    const headingBefore = await heading.boundingBox()
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight)
    await banner.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect.poll(() => banner.count()).toBe(0)
    expect(await heading.boundingBox()).toEqual(headingBefore)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore)
    await page.context().close()
  })
})
