/**
 * The fullscreen media viewer (SPEC §2 ?media=, §8 snackbar) on a business page, in real Chromium
 * against the built product: a gallery image opens it, arrows and arrow keys move, focus stays
 * inside, Escape closes it and takes the query away; media that cannot be loaded shows
 * „Medien konnten nicht geladen werden …“ for 5 seconds.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'

const FAILED = 'Medien konnten nicht geladen werden. Bitte überprüfe Deine Internetverbindung.'

let server: ServedProduct
let browser: Browser
let context: BrowserContext
let slug: string
let galleryIds: number[]
let videoId: number

/** A PNG drawn by Chromium's canvas in one colour, as bytes. */
async function pngOf(page: Page, color: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas')
    canvas.width = 640
    canvas.height = 480
    const context2d = canvas.getContext('2d') as CanvasRenderingContext2D
    context2d.fillStyle = fill
    context2d.fillRect(0, 0, 640, 480)
    return canvas.toDataURL('image/png').split(',')[1] as string
  }, color)
  return Buffer.from(base64, 'base64')
}

async function upload(token: string, png: Buffer, name: string): Promise<number> {
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  const response = await fetch(`${server.url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/** One second of a canvas recorded by Chromium's MediaRecorder: a real, playable WebM. */
async function webmOf(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 240
    const context2d = canvas.getContext('2d') as CanvasRenderingContext2D
    const stream = canvas.captureStream(25)
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve
    })
    recorder.start()
    for (let frame = 0; frame < 25; frame += 1) {
      context2d.fillStyle = `hsl(${frame * 14}, 70%, 45%)`
      context2d.fillRect(0, 0, 320, 240)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  return Buffer.from(base64, 'base64')
}

/** Uploads a video over tus (one PATCH) and registers it; resolves to the video's id. */
async function uploadVideo(token: string, bytes: Buffer): Promise<number> {
  const b64 = (text: string) => Buffer.from(text).toString('base64')
  const created = await fetch(`${server.url}/api/videos/upload`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filetype ${b64('video/webm')},filename ${b64('werkstatt.webm')}`,
    },
  })
  expect(created.status).toBe(201)
  const location = created.headers.get('location') as string
  const patched = await fetch(new URL(location, server.url), {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  })
  expect(patched.status).toBe(204)
  const uploadId = location.split('/').pop() as string
  const video = await fetch(`${server.url}/api/videos`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ upload_id: uploadId, title: 'Ein Tag in der Werkstatt' }),
  })
  expect(video.status).toBe(201)
  return ((await video.json()) as { data: { id: number } }).data.id
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
  context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } })
  const login = (await (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'betrieb@demo.oabat.de', password: DEMO_PASSWORD }),
    })
  ).json()) as { token: string; user: { business: { slug: string } } }
  slug = login.user.business.slug
  const painter = await context.newPage()
  galleryIds = []
  for (const [index, color] of ['#b45309', '#0f766e', '#1d4ed8'].entries()) {
    galleryIds.push(await upload(login.token, await pngOf(painter, color), `galerie-${index}.png`))
  }
  videoId = await uploadVideo(login.token, await webmOf(painter))
  await painter.close()
  const saved = await fetch(`${server.url}/api/business/${slug}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ gallery_images: galleryIds, video_id: videoId }),
  })
  expect(saved.status).toBe(200)
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

const mediaParam = (page: Page) => new URL(page.url()).searchParams.get('media')

interface MediaTimes {
  viewer: number
  shown: number
  hidden: number
}

/**
 * Notes by the page's own clock when the viewer opens and when the failure message appears and goes:
 * timestamps taken in the test after a wait would be late by however long a busy machine answered.
 */
function recordMediaTimes(failed: string) {
  const times: MediaTimes = { viewer: 0, shown: 0, hidden: 0 }
  ;(window as unknown as { mediaTimes: MediaTimes }).mediaTimes = times
  new MutationObserver(() => {
    const now = performance.now()
    if (!times.viewer && document.querySelector('dialog.media-viewer[open]')) times.viewer = now
    const showing = [...document.querySelectorAll('[role=alert]')].some((alert) => alert.textContent?.includes(failed))
    if (showing && !times.shown) times.shown = now
    if (!showing && times.shown && !times.hidden) times.hidden = now
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
}

const mediaTimes = (page: Page) => page.evaluate(() => (window as unknown as { mediaTimes: MediaTimes }).mediaTimes)

describe('media viewer on the business page', () => {
  test('a gallery image opens it; arrows move, focus stays inside, Escape closes and goes back', async () => {
    const page = await context.newPage()
    await gotoHydrated(page, `${server.url}/betriebe/${slug}`)
    const firstThumb = page.getByRole('link', { name: 'Galeriebild 1 von' })
    await firstThumb.first().click()
    const viewer = page.getByRole('dialog', { name: /^Bilder von / })
    await viewer.waitFor()
    await expect.poll(() => mediaParam(page)).toBe(String(galleryIds[0]))
    const image = viewer.locator('img')
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true)
    expect(await image.getAttribute('alt')).toMatch(/^Galeriebild 1 von /)
    expect(await seriousViolations(page, 'dialog.media-viewer')).toEqual([])

    // Right arrow key and the „Nächstes Medium“ button move on; left goes back.
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => mediaParam(page)).toBe(String(galleryIds[1]))
    await viewer.getByRole('button', { name: 'Nächstes Medium' }).click()
    await expect.poll(() => mediaParam(page)).toBe(String(galleryIds[2]))
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => mediaParam(page)).toBe(String(galleryIds[1]))

    // Tab cycles through the viewer's own controls only.
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.media-viewer')))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
    await expect.poll(() => mediaParam(page)).toBeNull()
    expect(new URL(page.url()).pathname).toBe(`/betriebe/${slug}`)
    // Focus lands on the thumbnail of the image last shown (it fell to the page top).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^Galeriebild 2 von /)
    await page.close()
  })

  test('the company video opens in the viewer too and plays there; the arrows lead on to the gallery', async () => {
    const page = await context.newPage()
    await gotoHydrated(page, `${server.url}/betriebe/${slug}`)
    await page.getByRole('link', { name: 'Ein Tag in der Werkstatt im Vollbild ansehen' }).click()
    const viewer = page.getByRole('dialog', { name: /^Bilder von / })
    await viewer.waitFor()
    await expect.poll(() => mediaParam(page)).toBe(`video-${videoId}`)
    const video = viewer.locator('video')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 2)).toBe(true)
    expect(await page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0)
    await viewer.getByRole('button', { name: 'Nächstes Medium' }).click()
    await expect.poll(() => mediaParam(page)).toBe(String(galleryIds[0]))
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
    await page.close()
  })

  test('a shared link with ?media opens the viewer directly; closing removes the query', async () => {
    const page = await context.newPage()
    await gotoHydrated(page, `${server.url}/betriebe/${slug}?media=${galleryIds[2]}`)
    const viewer = page.getByRole('dialog', { name: /^Bilder von / })
    await viewer.waitFor()
    expect(await viewer.getByText('von', { exact: false }).first().textContent()).toMatch(/\d+ von \d+/)
    await viewer.getByRole('button', { name: 'Schließen' }).click()
    await viewer.waitFor({ state: 'detached' })
    await expect.poll(() => mediaParam(page)).toBeNull()
    expect(new URL(page.url()).pathname).toBe(`/betriebe/${slug}`)
    await page.close()
  })

  test('media that cannot be loaded (unknown id, or no answer within 5 s) shows the snackbar for 5 s', async () => {
    const page = await context.newPage()
    await page.addInitScript(recordMediaTimes, FAILED)
    await gotoHydrated(page, `${server.url}/betriebe/${slug}?media=999999999`)
    const snackbar = page.getByRole('alert').filter({ hasText: FAILED })
    await snackbar.waitFor()
    await expect.poll(() => mediaParam(page)).toBeNull()
    await snackbar.waitFor({ state: 'detached', timeout: 15_000 })
    const snackbarTimes = await mediaTimes(page)
    expect(snackbarTimes.hidden - snackbarTimes.shown).toBeGreaterThan(4_000)

    // The large variants never answer: after 5 s the viewer tells so (inside the open dialog).
    await page.route('**/api/media/images/**/large.*', () => {})
    // The held image keeps the document's load event from firing; the page itself is there at once.
    await page.goto(`${server.url}/betriebe/${slug}?media=${galleryIds[0]}`, { waitUntil: 'domcontentloaded' })
    const viewer = page.getByRole('dialog', { name: /^Bilder von / })
    await viewer.waitFor()
    const inViewer = viewer.getByRole('alert').filter({ hasText: FAILED })
    await inViewer.waitFor({ timeout: 15_000 })
    const viewerTimes = await mediaTimes(page)
    expect(viewerTimes.shown - viewerTimes.viewer).toBeGreaterThan(4_000)
    await inViewer.waitFor({ state: 'detached', timeout: 15_000 })
    await page.close()
  })
})
