/**
 * The `ratings` attribute of <oabat-job-list> and <oabat-job-card> on a third-party page, in real
 * Chromium against the real server: the control appears after the cards, a like is kept in the
 * host's browser storage and sent to oabat anonymously, and without the attribute nothing of it loads.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JobSummary, Location, SearchResponse } from '../../packages/core/src/index.ts'
import { launchChromium } from '../support/chromium.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

const LOADER_FILE = path.join(REPO_ROOT, 'widgets', 'dist', 'oabat.js')

let server: ServedProduct
let host: HostSite
let browser: Browser
let context: BrowserContext
let nearestJob: JobSummary

async function api<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${server.url}${pathAndQuery}`)
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`)
  return (await response.json()) as T
}

/** Serves the body from the host origin and opens it; records every request for ratings.js. */
async function openHostPage(name: string, body: string): Promise<{ page: Page; ratingsLoads: string[] }> {
  host.put(`/${name}.html`, {
    body: hostPage(`<script src="${server.url}/widgets/oabat.js" async></script>`, body),
  })
  const page = await context.newPage()
  const ratingsLoads: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/widgets/ratings.js')) ratingsLoads.push(request.url())
  })
  await page.goto(`${host.origin}/${name}.html`)
  return { page, ratingsLoads }
}

const likeButton = (page: Page, scope: string, job: JobSummary) =>
  page.locator(`${scope} button[aria-label="${job.name}: Gefällt mir"]`)

beforeAll(async () => {
  if (!fs.existsSync(LOADER_FILE)) throw new Error(`${LOADER_FILE} is missing: run pnpm build first`)
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
  context = await browser.newContext({ locale: 'de-DE' })
  const passau = (await api<{ data: Location }>('/api/v2/locations/passau-2855328')).data
  const query = new URLSearchParams({
    latitude: String(passau.latitude),
    longitude: String(passau.longitude),
    radius: '30',
    category: 'Ausbildung',
    sort: 'distance',
    per_page: '3',
    page: '1',
  })
  const first = (await api<SearchResponse>(`/api/search?${query}`)).result.data[0]
  if (!first || !('business' in first)) throw new Error('the seed has no job near Passau')
  nearestJob = first as JobSummary
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

describe('the ratings attribute of the job elements', () => {
  test('a like on the host site is kept in its browser, sent anonymously, and shared by both elements', async () => {
    const { page, ratingsLoads } = await openHostPage(
      'rated',
      `<oabat-job-list location="passau-2855328" radius="30" page-size="3" ratings></oabat-job-list>
       <oabat-job-card job="${nearestJob.slug}" ratings></oabat-job-card>`,
    )
    const inList = likeButton(page, 'oabat-job-list', nearestJob)
    const onCard = likeButton(page, 'oabat-job-card', nearestJob)
    await expect.poll(() => inList.count()).toBe(1)
    await expect.poll(() => onCard.count()).toBe(1)
    expect(await inList.getAttribute('aria-pressed')).toBe('false')
    // Two elements, one download of the rating code.
    expect(ratingsLoads).toHaveLength(1)

    const told = page.waitForResponse((response) => response.url().includes('/api/v2/jobs/anonymous_ratings/'))
    await inList.click()
    expect((await told).status()).toBeLessThan(300)
    await expect.poll(() => inList.getAttribute('aria-pressed')).toBe('true')
    // The card of the same job follows: one store per page.
    await expect.poll(() => onCard.getAttribute('aria-pressed')).toBe('true')
    const queued = await page.evaluate(() => localStorage.getItem('rating_queue'))
    expect(JSON.parse(queued ?? '[]')).toEqual([expect.objectContaining({ job_id: nearestJob.id, rating: 100 })])

    // Back on the host site later: the like is still there.
    await page.reload()
    await expect.poll(() => likeButton(page, 'oabat-job-list', nearestJob).getAttribute('aria-pressed')).toBe('true')

    // Pressing it again takes it back, in storage too.
    await likeButton(page, 'oabat-job-card', nearestJob).click()
    await expect.poll(() => likeButton(page, 'oabat-job-list', nearestJob).getAttribute('aria-pressed')).toBe('false')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('rating_queue'))) ?? '[]')).toEqual([])
    await page.close()
  })

  test('without the attribute the cards have no control and the rating code never loads', async () => {
    const { page, ratingsLoads } = await openHostPage(
      'plain',
      `<oabat-job-list location="passau-2855328" radius="30" page-size="3"></oabat-job-list>
       <oabat-job-card job="${nearestJob.slug}"></oabat-job-card>`,
    )
    await expect.poll(() => page.locator('oabat-job-list article').count()).toBe(3)
    await expect.poll(() => page.locator('oabat-job-card article').count()).toBe(1)
    expect(await page.locator('oabat-job-list button[aria-label$="Gefällt mir"]').count()).toBe(0)
    expect(await page.locator('oabat-job-card button[aria-label$="Gefällt mir"]').count()).toBe(0)
    expect(ratingsLoads).toEqual([])
    await page.close()
  })
})
