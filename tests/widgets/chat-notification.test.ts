/**
 * <oabat-chat> on a company's web site tells a visitor about an answer that arrives while the tab is
 * in the background: a browser notification (SPEC §4 Chat conversation), only when the host origin
 * has the permission and only while the page is hidden. Real Chromium, the built product.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loginAs } from '../e2e/support/signed-in.ts'
import { launchChromium } from '../support/chromium.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

const LOADER_FILE = path.join(REPO_ROOT, 'widgets', 'dist', 'oabat.js')
let server: ServedProduct
let host: HostSite
let browser: Browser

beforeAll(async () => {
  if (!fs.existsSync(LOADER_FILE)) throw new Error(`${LOADER_FILE} is missing: run pnpm build first`)
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

async function post(token: string, pathname: string, body: unknown) {
  const response = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`)
  return (await response.json()) as { data: { conversation_id: number } }
}

test('an answer arriving while the tab is hidden shows a browser notification; a visible tab shows none', async () => {
  const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
  const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
  const slug = company.user.business?.slug as string
  const contact = await fetch(`${server.url}/api/chat/business/${slug}`, {
    headers: { Authorization: `Bearer ${trainee.token}` },
  }).then((response) => response.json() as Promise<{ data: { id: number } }>)
  const first = await post(trainee.token, '/api/chat/messages/', {
    body: 'Guten Tag, ich hätte eine Frage.',
    receiver_id: contact.data.id,
  })

  host.put('/hinweis.html', {
    body: hostPage(
      `<script src="${server.url}/widgets/oabat.js" async></script>`,
      `<oabat-chat business="${slug}" label="Chat mit uns"></oabat-chat>`,
    ),
  })
  const context = await browser.newContext({ locale: 'de-DE' })
  await context.grantPermissions(['notifications'], { origin: host.origin })
  await context.addInitScript((token) => {
    localStorage.setItem('auth token', token)
    // The tab's visibility, switchable by the test: headless Chromium has no background tabs.
    let hidden = false
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    const shown: Array<{ title: string; body: string | undefined }> = []
    const Real = window.Notification
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        shown.push({ title, body: options?.body })
      }
    }
    Object.assign(window, {
      Notification: Recorded,
      shownNotifications: shown,
      setHidden: (value: boolean) => {
        hidden = value
        document.dispatchEvent(new Event('visibilitychange'))
      },
    })
  }, trainee.token)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) resolve()
      }),
    )
  })
  await page.goto(`${host.origin}/hinweis.html`)
  await page.getByRole('button', { name: 'Chat mit uns' }).click()
  await page.getByTestId('chat-message').getByText('Guten Tag, ich hätte eine Frage.').waitFor()
  await subscribed
  const shown = () => page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications)

  // Visible and open: the answer appears, no notification.
  await post(company.token, '/api/chat/messages/', {
    body: 'Gerne, was möchtest Du wissen?',
    conversation_id: first.data.conversation_id,
  })
  await page.getByTestId('chat-message').getByText('Gerne, was möchtest Du wissen?').waitFor({ timeout: 10_000 })
  expect(await shown()).toEqual([])

  // In the background: the next answer is announced, HTML stripped as in the previews.
  await page.evaluate(() => (window as unknown as { setHidden: (value: boolean) => void }).setHidden(true))
  await post(company.token, '/api/chat/messages/', {
    body: 'Ruf uns <b>gerne</b> an.',
    conversation_id: first.data.conversation_id,
  })
  await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: expect.any(String), body: 'Ruf uns gerne an.' }])
  const [notification] = (await shown()) as Array<{ title: string }>
  expect(notification?.title).toMatch(/\S/)
  expect(problems).toEqual([])
  await context.close()
})
