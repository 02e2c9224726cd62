/**
 * The widget components inside a real React 19 app (as the portal uses them): built with Vite
 * without the preact alias, in StrictMode (effects run twice, so aborting must be right), styles
 * adopted into the document instead of a shadow root.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SearchResponse } from '../../packages/core/src/index.ts'
import { buildWithReact } from '../../widgets/scripts/build-with-react.ts'
import { launchChromium } from '../support/chromium.ts'
import { plainText } from '../support/plain-text.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

let server: ServedProduct
let host: HostSite
let browser: Browser
let outDir: string

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-react-app-'))
  await buildWithReact(path.join(REPO_ROOT, 'widgets/src/testing/react-host-app.tsx'), outDir)
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
  host.put('/app.js', { body: fs.readFileSync(path.join(outDir, 'app.js'), 'utf8'), type: 'text/javascript' })
  host.put('/index.html', { body: hostPage('<script type="module" src="/app.js"></script>', '<div id="root"></div>') })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await server?.stop()
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
})

test('JobList and JobCardBySlug work in React 19 with their own styles', async () => {
  const query = new URLSearchParams({ latitude: '48.5665', longitude: '13.4312', radius: '30', per_page: '1' })
  const [job] = ((await (await fetch(`${server.url}/api/search?${query}`)).json()) as SearchResponse).result.data
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto(`${host.origin}/index.html?api=${encodeURIComponent(server.url)}&job=${job?.slug}`)

  const cards = page.locator('main > section article')
  await expect.poll(() => cards.count()).toBe(3)
  // The sheets were adopted into the document (in an effect after the render): the card is laid out as in the widget.
  await expect.poll(() => cards.first().evaluate((card) => getComputedStyle(card).display)).toBe('flex')
  await expect
    .poll(() =>
      page
        .locator('main > section h3')
        .first()
        .evaluate((h3) => getComputedStyle(h3).fontSize),
    )
    .toBe('18px')
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Mehr laden' }).click()
  await expect.poll(() => cards.count()).toBe(6)

  await page.locator('main > section article h3 a').first().click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { selected: string[] }).selected)).toHaveLength(1)
  expect(page.url()).toContain(host.origin)

  await page.locator('#single article h3').waitFor()
  expect(plainText(await page.locator('#single article h3').textContent())).toBe(job?.name)
  expect(problems).toEqual([])
  await page.close()
})
