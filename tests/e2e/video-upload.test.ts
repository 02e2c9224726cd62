/**
 * The resumable video upload (SPEC §4) in real Chromium against the built product: an unsupported
 * type is refused before any byte is sent; a 12 MB MP4 goes up in 5 MB parts with tus-js-client,
 * one part's connection is cut (as a network break would), the upload resumes at the server's
 * offset rather than from the start, completes, becomes the company video, and the server holds
 * exactly the file that was chosen.
 */
import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, loginInDialog } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { testMp4 } from './support/test-media.ts'

/** Uploads are re-encoded by sharp on a shared machine: give server-side work time. */
const POLL = { timeout: 20_000 }

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

interface Login {
  token: string
  user: { business: { id: number; slug: string } }
}

async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
  })
  return (await response.json()) as T
}

describe('video upload (SPEC §4)', () => {
  test('a broken connection mid-upload resumes at the stored offset and completes; the server has the whole file', async () => {
    const login = await apiJson<Login>('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'betrieb@demo.oabat.de', password: DEMO_PASSWORD }),
    })
    const { slug } = login.user.business
    const video = testMp4(12 * 1024 * 1024)

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    await context.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const tusRequests: Array<{ method: string; offset: string | null }> = []
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/videos/upload')) {
        tusRequests.push({ method: request.method(), offset: request.headers()['upload-offset'] ?? null })
      }
    })

    await gotoHydrated(page, `${server.url}/betriebe/${slug}/bearbeiten?step=5`)
    await loginInDialog(page, 'betrieb@demo.oabat.de', DEMO_PASSWORD)
    await page.waitForURL(`${server.url}/betriebe/${slug}/bearbeiten?step=5`)
    const step = page.getByRole('region', { name: 'Video' })
    await step.getByText('Video auswählen').waitFor()

    // An AVI is refused before the upload starts, with the server's wording.
    await step.locator('input[type=file]').setInputFiles({
      name: 'messe.avi',
      mimeType: 'video/x-msvideo',
      buffer: Buffer.from('RIFF....AVI LIST'),
    })
    await expect
      .poll(() => step.getByRole('alert').textContent(), POLL)
      .toBe('Dieses Videoformat wird nicht unterstützt. Erlaubt sind MP4, WebM und MOV.')
    expect(tusRequests).toEqual([])

    // The second part's connection breaks once.
    let patches = 0
    await page.route('**/api/videos/upload/*', async (route) => {
      if (route.request().method() === 'PATCH') {
        patches += 1
        if (patches === 2) {
          await route.abort('internetdisconnected')
          return
        }
      }
      await route.continue()
    })

    await step
      .locator('input[type=file]')
      .setInputFiles({ name: 'werkstatt.mp4', mimeType: 'video/mp4', buffer: video })
    await expect.poll(() => step.getByLabel('Titel des Videos').inputValue(), POLL).toBe('werkstatt')
    await step.getByLabel('Titel des Videos').fill('Ein Tag in unserer Werkstatt')
    await step.getByRole('button', { name: 'Video hochladen' }).click()

    // Done: the company video plays from the server and is shown in the oabat channel.
    const player = step.locator('video.video-player')
    await player.waitFor({ timeout: 60_000 })
    await expect.poll(() => step.textContent(), POLL).toContain('Ein Tag in unserer Werkstatt')
    await expect.poll(() => step.getByLabel('Auch im oabat-Kanal zeigen').isChecked(), POLL).toBe(true)

    // The broken part was retried from the offset the server had stored (5 MB), not from 0.
    const patchOffsets = tusRequests.filter((r) => r.method === 'PATCH').map((r) => Number(r.offset))
    const part = 5 * 1024 * 1024
    expect(patchOffsets).toEqual([0, part, part, 2 * part])
    expect(tusRequests.some((r) => r.method === 'HEAD')).toBe(true)
    expect(tusRequests.filter((r) => r.method === 'POST')).toHaveLength(1)

    // The server holds the whole file, byte for byte.
    const business = await apiJson<{ data: { video_id: number } }>(`/api/v2/business/${slug}`)
    const stored = await apiJson<{ data: { url: string; status: string; size: number; channels: string[] } }>(
      `/api/videos/${business.data.video_id}`,
    )
    expect(stored.data).toMatchObject({ status: 'success', size: video.length, channels: ['oabat'] })
    const served = Buffer.from(await (await fetch(`${server.url}${stored.data.url}`)).arrayBuffer())
    expect(served.equals(video)).toBe(true)
    await page.screenshot({ path: '/tmp/oabat-video-step.png' })
    expect(await seriousViolations(page, 'main')).toEqual([])

    // Removing the video asks first, then the profile has none and the file is gone.
    await step.getByRole('button', { name: 'Video entfernen' }).click()
    const confirm = page.getByRole('dialog', { name: 'Video entfernen?' })
    await confirm.getByRole('button', { name: 'Entfernen' }).click()
    await step.getByText('Video auswählen').waitFor()
    expect((await fetch(`${server.url}${stored.data.url}`)).status).toBe(404)
    expect(errors).toEqual([])
    await context.close()
  })

  test('pause and continue, then a few seconds offline: the upload carries on and completes', async () => {
    const login = await apiJson<Login>('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'betrieb@demo.oabat.de', password: DEMO_PASSWORD }),
    })
    const { slug } = login.user.business
    const video = testMp4(11 * 1024 * 1024)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    await context.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await gotoHydrated(page, `${server.url}/betriebe/${slug}/bearbeiten?step=5`)
    await loginInDialog(page, 'betrieb@demo.oabat.de', DEMO_PASSWORD)
    const step = page.getByRole('region', { name: 'Video' })
    await step.getByText('Video auswählen').waitFor()

    // The second part waits until the test has paused the upload, so the pause lands mid-upload.
    let patches = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/videos/upload/*', async (route) => {
      if (route.request().method() === 'PATCH' && ++patches === 2) await held
      await route.continue().catch(() => undefined)
    })

    await step.locator('input[type=file]').setInputFiles({ name: 'azubis.mp4', mimeType: 'video/mp4', buffer: video })
    await step.getByRole('button', { name: 'Video hochladen' }).click()
    await expect.poll(() => patches, POLL).toBe(2)
    await step.getByRole('button', { name: 'Pausieren' }).click()
    await expect.poll(() => step.textContent(), POLL).toMatch(/Pausiert bei \d+ %/)
    release()

    // Offline while continuing: the tries fail, and the upload goes on once the connection is back.
    await context.setOffline(true)
    await step.getByRole('button', { name: 'Fortsetzen' }).click()
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await context.setOffline(false)

    await step.locator('video.video-player').waitFor({ timeout: 60_000 })
    const business = await apiJson<{ data: { video_id: number } }>(`/api/v2/business/${slug}`)
    const stored = await apiJson<{ data: { url: string; status: string; title: string } }>(
      `/api/videos/${business.data.video_id}`,
    )
    expect(stored.data).toMatchObject({ status: 'success', title: 'azubis' })
    const served = Buffer.from(await (await fetch(`${server.url}${stored.data.url}`)).arrayBuffer())
    expect(served.equals(video)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
