/**
 * A stream sent over RTMP plays in Chromium (docs/live-video.md): a page on another site loads the
 * playback URL with hls.js into a <video>, which starts and keeps going. The page stands in for
 * the livestream widget, whose job hls.js loading is.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { publishTestSource, type TestPublisher } from '../../packages/server/src/live-video/test-publisher.ts'
import { launchChromium } from '../support/chromium.ts'
import { createLiveStream } from '../support/live-video-stream.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'

const HLS_JS = path.join(REPO_ROOT, 'node_modules', 'hls.js', 'dist', 'hls.light.min.js')
const PAGE = `<!doctype html><meta charset="utf-8"><title>Livestream</title>
<video id="live" muted playsinline width="640" height="360"></video>
<script src="/hls.js"></script>`

let server: ServedProduct
let browser: Browser
/**
 * A company site on another origin, as where the widget is embedded. It is a real server on the
 * loopback address too: Chromium keeps pages of public (or routed) origins off local addresses.
 */
let site: http.Server
let siteUrl: string
let publisher: TestPublisher | undefined

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ RTMP_PORT: '0', NODE_ENV: 'development' }), launchChromium()])
  site = http.createServer((request, response) => {
    if (request.url === '/hls.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' })
      fs.createReadStream(HLS_JS).pipe(response)
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(PAGE)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`
})

afterAll(async () => {
  await publisher?.stop()
  await browser?.close()
  await server?.stop()
  await new Promise((resolve) => site?.close(resolve))
})

test('a <video> with hls.js plays the HLS of an RTMP stream from another site: time advances', async () => {
  const stream = await createLiveStream(server)
  publisher = publishTestSource(stream.ingestUrl, 90)
  // The playlist needs its first segments before a player can start.
  await expect.poll(async () => (await fetch(stream.playbackUrl)).status, { timeout: 40_000, interval: 500 }).toBe(200)

  const page = await browser.newPage()
  await page.goto(siteUrl)
  const supported = await page.evaluate((url) => {
    const Hls = (window as unknown as { Hls: { new (): HlsPlayer; isSupported(): boolean } }).Hls
    interface HlsPlayer {
      loadSource(url: string): void
      attachMedia(video: HTMLVideoElement): void
    }
    if (!Hls.isSupported()) return false
    const video = document.getElementById('live') as HTMLVideoElement
    const hls = new Hls()
    hls.loadSource(url)
    hls.attachMedia(video)
    void video.play().catch(() => {})
    return true
  }, stream.playbackUrl)
  expect(supported).toBe(true)

  const currentTime = () => page.evaluate(() => (document.getElementById('live') as HTMLVideoElement).currentTime)
  await expect.poll(currentTime, { timeout: 40_000, message: 'the video does not start' }).toBeGreaterThan(1)
  const first = await currentTime()
  await expect.poll(currentTime, { timeout: 20_000 }).toBeGreaterThan(first + 2)
  const video = await page.evaluate(() => {
    const element = document.getElementById('live') as HTMLVideoElement
    return { height: element.videoHeight, paused: element.paused, error: element.error }
  })
  expect(video).toEqual({ height: 360, paused: false, error: null })
})
