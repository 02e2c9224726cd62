/**
 * Ratings and the survey card against the built product (SPEC §4 Ratings, Survey card; §9 delays;
 * docs/ratings.md): a guest rates three jobs, is asked to log in each time, logs in as azubi@ and
 * finds the liked jobs under /favoriten; a trainee's removed like leaves the list and the server.
 * The survey card appears after 1 s + 120 s on a clock the test moves, and never again once answered.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, loginInDialog } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser
/** The parts of a job of GET /api/search this journey uses. */
interface FoundJob {
  id: number
  name: string
  url: string
}
let jobs: FoundJob[]

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  // Three published jobs, found as any visitor finds them.
  const answer = (await (await fetch(`${server.url}/api/search?category=Ausbildung&per_page=20`)).json()) as {
    result: { data: Array<FoundJob & { type: string }> }
  }
  jobs = answer.result.data.filter((item) => item.type === 'job').slice(0, 3)
  expect(jobs).toHaveLength(3)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('ratings and likes', () => {
  test('a guest rates three jobs, is asked to log in, logs in and finds the liked ones under /favoriten', async () => {
    const { page, errors } = await openPage(browser, server.url, null, jobs[0]?.url ?? '/')
    const likes = [true, false, true]
    for (const [index, job] of jobs.entries()) {
      if (index > 0) await gotoHydrated(page, `${server.url}${job.url}`)
      await page.getByRole('heading', { name: job.name, level: 1 }).waitFor()
      const name = likes[index] ? `${job.name}: Gefällt mir` : `${job.name}: Gefällt mir nicht`
      // The control in the job's header (a job of the same name may be among the jobs nearby).
      const control = page.locator('.job-page__rating').getByRole('button', { name, exact: true })
      await control.click()
      const ask = page.getByRole('dialog', { name: 'Melde Dich an, um Deine Likes zu behalten' })
      await ask.waitFor()
      if (index === 0) expect(await seriousViolations(page, 'dialog')).toEqual([])
      expect(await control.getAttribute('aria-pressed')).toBe('true')
      if (index < 2) await ask.getByRole('button', { name: 'Später' }).click()
      else await ask.getByRole('button', { name: 'Anmelden' }).click()
    }
    const queue = await page.evaluate(() => JSON.parse(localStorage.getItem('rating_queue') ?? '[]'))
    expect(queue.map((entry: { job_id: number; rating: number }) => [entry.job_id, entry.rating])).toEqual([
      [jobs[0]?.id, 100],
      [jobs[1]?.id, 0],
      [jobs[2]?.id, 100],
    ])

    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    // The replay empties the queue; the account then has the ratings on the server.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rating_queue')), { timeout: 15_000 }).toBeNull()
    await page.getByRole('button', { name: /Konto-Menü/ }).click()
    await page.getByRole('link', { name: 'Favoriten' }).click()
    await page.getByRole('heading', { name: 'Favoriten', level: 1 }).waitFor()
    const list = page.getByRole('list', { name: 'Stellen, die Dir gefallen' })
    await list.waitFor()
    await expect.poll(() => list.getByRole('heading', { level: 3 }).allTextContents()).toHaveLength(2)
    const titles = (await list.getByRole('heading', { level: 3 }).allTextContents()).map((t) =>
      t.replace(/\u00ad/g, ''),
    )
    expect(titles.sort()).toEqual([jobs[0]?.name, jobs[2]?.name].sort())

    // Taking a like back removes it on the server and from the list.
    await list.getByRole('button', { name: `${jobs[0]?.name}: Gefällt mir`, exact: true }).click()
    await expect.poll(() => list.getByRole('heading', { level: 3 }).count()).toBe(1)
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
    const stored = (await (
      await fetch(`${server.url}/api/v2/jobs/ratings?user_id=${trainee.user.id}`, {
        headers: { Authorization: `Bearer ${trainee.token}` },
      })
    ).json()) as { data: Array<{ job_id: number; rating: number }> }
    expect(stored.data.map((r) => [r.job_id, r.rating]).sort()).toEqual(
      [
        [jobs[1]?.id, 0],
        [jobs[2]?.id, 100],
      ].sort(),
    )
    expect(errors).toEqual([])
  })
})

describe('first like and swipe', () => {
  test('a trainee who never liked a job confirms the first like; it is saved only after the confirmation', async () => {
    const email = 'erstes-like@example.de'
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'sicher-2026', firstname: 'Mia', lastname: 'Neu' }),
    })
    expect(registered.status).toBe(201)
    const trainee = await loginAs(server.url, email, 'sicher-2026')
    expect((trainee.user as { ever_liked_job?: boolean }).ever_liked_job).toBe(false)
    const job = jobs[1] as FoundJob
    const { page, errors } = await openPage(browser, server.url, trainee.token, job.url)
    const like = page
      .locator('.job-page__rating')
      .getByRole('button', { name: `${job.name}: Gefällt mir`, exact: true })
    await like.click()
    const dialog = page.getByRole('dialog', { name: 'Dein erstes Like' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    expect(await like.getAttribute('aria-pressed')).toBe('false')
    await like.click()
    await dialog.getByRole('button', { name: 'Gefällt mir' }).click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    // The next like goes straight through.
    await page
      .locator('.job-page__rating')
      .getByRole('button', { name: `${job.name}: Gefällt mir`, exact: true })
      .click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
    await like.click()
    expect(await dialog.count()).toBe(0)
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    const me = (await (
      await fetch(`${server.url}/api/auth/user`, { headers: { Authorization: `Bearer ${trainee.token}` } })
    ).json()) as { data: { ever_liked_job: boolean } }
    expect(me.data.ever_liked_job).toBe(true)
    expect(errors).toEqual([])
  })

  test('on a phone a guest swipes a job card right to like it', async () => {
    const job = jobs[0] as FoundJob
    const { page } = await openPage(browser, server.url, null, job.url, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    const card = page.getByRole('region', { name: 'Weitere Stellen in der Nähe' }).locator('article').first()
    await card.waitFor()
    const box = await card.boundingBox()
    if (!box) throw new Error('the card has no box')
    const y = box.y + box.height / 2
    const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true }
    await card.dispatchEvent('pointerdown', { ...touch, clientX: box.x + 40, clientY: y })
    await card.dispatchEvent('pointerup', { ...touch, clientX: box.x + 260, clientY: y + 10 })
    await page.getByRole('dialog', { name: 'Melde Dich an, um Deine Likes zu behalten' }).waitFor()
    await expect.poll(() => card.locator('.oabat-rating__button--like').getAttribute('aria-pressed')).toBe('true')
  })
})

describe('survey card', () => {
  test('appears 1 s + 120 s after the start for a trainee, is answered, and does not come again', async () => {
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    await context.addInitScript((token) => localStorage.setItem('auth token', token), trainee.token)
    const page = await context.newPage()
    await page.clock.install()
    await gotoHydrated(page, `${server.url}/favoriten`)
    await page.getByRole('heading', { name: 'Favoriten', level: 1 }).waitFor()
    const card = page.getByTestId('survey-card')
    await page.clock.runFor(100_000)
    expect(await card.count()).toBe(0)
    await page.clock.runFor(21_500)
    await card.waitFor()
    await card.getByRole('heading', { name: 'Wie gefällt Dir oabat?' }).waitFor()
    expect(await seriousViolations(page, '.survey-card')).toEqual([])
    await card.getByRole('button', { name: 'Absenden' }).click()
    await card.getByText('Bitte wähle 1 bis 5 Sterne.').waitFor()
    await card.getByRole('button', { name: '4 Sterne' }).click()
    await card.getByLabel('Was können wir besser machen? (freiwillig)').fill('Mehr Praktika bitte.')
    await card.getByRole('button', { name: 'Absenden' }).click()
    await page.getByText('Danke für Deine Antwort!').waitFor()

    const reviews = (await (
      await fetch(`${server.url}/api/v2/reviews`, { headers: { Authorization: `Bearer ${trainee.token}` } })
    ).json()) as { data: Array<{ rating: number; message: string; type: string }> }
    expect(reviews.data).toMatchObject([{ rating: 4, message: 'Mehr Praktika bitte.', type: 'general' }])

    // Answered: after a reload and far past the delay, no card.
    await gotoHydrated(page, `${server.url}/favoriten`)
    await page.getByRole('heading', { name: 'Favoriten', level: 1 }).waitFor()
    await page.clock.runFor(300_000)
    expect(await card.count()).toBe(0)
    await context.close()
  })
})
