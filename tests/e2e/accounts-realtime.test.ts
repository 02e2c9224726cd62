/**
 * SPEC §4 Auth in real Chromium against the built product: the realtime connection (pusher-js to
 * /app/{key}) opens at login — not only when the chat opens — and again after a reload with the
 * stored token, and closes at logout. Guests never load pusher-js.
 */
import type { Browser, Page, WebSocket } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, loginInDialog } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Every websocket the page opens to the realtime server (with the frames it received), and every script it loads. */
function watch(page: Page) {
  const sockets: Array<{ socket: WebSocket; frames: string[] }> = []
  const scripts: string[] = []
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.startsWith('/app/')) return
    const entry = { socket, frames: [] as string[] }
    sockets.push(entry)
    socket.on('framereceived', (frame) => entry.frames.push(String(frame.payload)))
  })
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return { sockets, scripts }
}

/** Waits until the socket is established and the user's private chat channel is authorised. */
async function subscribed(entry: { frames: string[] } | undefined): Promise<void> {
  await expect
    .poll(() => entry?.frames.some((frame) => frame.includes('pusher_internal:subscription_succeeded')) ?? false, {
      timeout: 10_000,
    })
    .toBe(true)
}

describe('realtime connection with the session', () => {
  test('opens at login and after a reload with the stored token, closes at logout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' })
    await context.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const seen = watch(page)

    await gotoHydrated(page, server.url)
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).waitFor()
    await page.waitForLoadState('networkidle')
    // A guest has no connection and has not downloaded pusher-js.
    expect(seen.sockets).toEqual([])
    expect(seen.scripts.some((path) => path.includes('pusher'))).toBe(false)

    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click()
    await loginInDialog(page, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    await expect.poll(() => seen.sockets.length, { timeout: 10_000 }).toBe(1)
    await subscribed(seen.sockets[0])
    expect(seen.scripts.some((path) => path.includes('pusher'))).toBe(true)

    // A reload with the stored token connects again once the token is confirmed.
    await reloadHydrated(page)
    await expect.poll(() => seen.sockets.length, { timeout: 10_000 }).toBe(2)
    const current = seen.sockets[1]
    await subscribed(current)

    // Logging out inside the page (no reload) closes the connection.
    await page.getByRole('button', { name: /Konto-Menü/ }).click()
    await page.getByRole('link', { name: 'Abmelden' }).click()
    await page.waitForURL(`${server.url}/`)
    await expect.poll(() => current?.socket.isClosed(), { timeout: 10_000 }).toBe(true)
    expect(seen.sockets.length).toBe(2)
    expect(errors).toEqual([])
    await context.close()
  })
})
