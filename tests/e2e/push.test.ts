/**
 * docs/push.md in the browser: the service worker at /sw.js makes the portal installable, answers
 * with the offline page when there is no network and never stores pages or API answers; a chat
 * message to a trainee whose tab is closed leaves the server as an encrypted Web Push, and the
 * service worker shows it as a notification (delivered through the DevTools protocol, since no real
 * push service is reachable here).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalPushService,
  startLocalPushService,
} from '../../packages/server/src/push/local-push-service.test-support.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated, waitForHydration } from './support/hydration.ts'
import { loginAs, type SignedIn } from './support/signed-in.ts'
import { testBrowserKeys } from './support/web-push-decrypt.ts'

let server: ServedProduct
let browser: Browser
let pushService: LocalPushService

beforeAll(async () => {
  ;[server, browser, pushService] = await Promise.all([
    // The test's push service listens on 127.0.0.1, which production otherwise refuses (docs/push.md).
    startServer({ PUSH_LOCAL_ENDPOINTS: '1' }),
    launchChromium(),
    startLocalPushService(),
  ])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await pushService?.close()
})

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: response.status === 204 ? null : await response.json() }
}

/** A context signed in as `login` (or a guest), with notifications allowed for the portal. */
async function newContext(login: SignedIn | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
  await context.grantPermissions(['notifications'], { origin: server.url })
  if (login) await context.addInitScript((value) => localStorage.setItem('auth token', value), login.token)
  return context
}

/** Opens a portal page and waits until /sw.js is active for it. */
async function openWithWorker(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await gotoHydrated(page, `${server.url}${path}`)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  return page
}

describe('the service worker', () => {
  it('makes the portal installable and keeps only its offline page, no page or API answer', async () => {
    const context = await newContext(null)
    const page = await openWithWorker(context, '/')
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
      return link ? ((await fetch(link.href)).json() as Promise<Record<string, unknown>>) : null
    })
    expect(manifest).toMatchObject({ short_name: 'oabat', start_url: '/', display: 'standalone', lang: 'de' })
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope))).toBe(
      `${server.url}/`,
    )
    // A controlled visit of a server-rendered page and a search: still nothing stored but the shell.
    await gotoHydrated(page, `${server.url}/ausbildung`)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const cached = await page.evaluate(async () => {
      const all: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) all.push(new URL(request.url).pathname)
      return all.sort()
    })
    expect(cached).toEqual(['/favicon.svg', '/manifest.webmanifest', '/offline.html'])
    expect(await page.evaluate(() => caches.keys())).toEqual(['oabat-shell-v2'])
    await context.close()
  })

  it('opens the honest offline page without a network, and the real page again once back online', async () => {
    const context = await newContext(null)
    const page = await openWithWorker(context, '/')
    await gotoHydrated(page, `${server.url}/`)
    await context.setOffline(true)
    await page.goto(`${server.url}/ausbildung`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Du bist gerade offline')
    expect(await page.title()).toBe('Keine Verbindung | oabat')
    // Trying again while still offline: the same honest page, at the address that was asked for.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Erneut versuchen' }).click()])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Du bist gerade offline')
    expect(page.url()).toBe(`${server.url}/ausbildung`)
    // Back online, the page loads itself (or on „Erneut versuchen“, should the first try come too
    // early): the server's page, hydrated, not a stored copy.
    await context.setOffline(false)
    const realPage = () => document.getElementById('root')?.hasAttribute('data-server-rendered') === true
    await page.waitForFunction(realPage, undefined, { timeout: 10_000 }).catch(async () => {
      await page.getByRole('button', { name: 'Erneut versuchen' }).click()
      await page.waitForFunction(realPage)
    })
    await waitForHydration(page)
    expect(await page.title()).not.toBe('Keine Verbindung | oabat')
    await context.close()
  })
})

describe('push to a trainee whose tab is closed', () => {
  let trainee: SignedIn
  let business: SignedIn

  beforeAll(async () => {
    ;[trainee, business] = await Promise.all([
      loginAs(server.url, 'azubi@demo.oabat.de'),
      loginAs(server.url, 'betrieb@demo.oabat.de'),
    ])
  })

  it('offers the push switch in /i/benachrichtigungen and the company settings, and says honestly when the push service fails', async () => {
    const context = await newContext(trainee)
    const page = await openWithWorker(context, '/i/benachrichtigungen')
    const card = page.getByRole('region', { name: 'Push-Benachrichtigungen' })
    await expect.poll(() => card.textContent()).toContain('Auf diesem Gerät sind Push-Benachrichtigungen aus.')
    await card.getByRole('button', { name: 'Auf diesem Gerät einschalten' }).click()
    // Headless Chromium here has no push service to subscribe at: the card says so in German.
    await expect
      .poll(() => card.getByRole('alert').or(card.locator('.oabat-ui-notice')).first().textContent())
      .toContain('Der Push-Dienst Deines Browsers ist gerade nicht erreichbar.')
    await context.close()

    // The company finds the same switch in its settings, under its mail settings.
    const companyContext = await newContext(business)
    const settings = await openWithWorker(companyContext, '/einstellungen')
    const companyCard = settings.getByRole('region', { name: 'Push-Benachrichtigungen' })
    await expect.poll(() => companyCard.textContent()).toContain('neue Anfragen zu Euren Stellen')
    expect(await companyCard.getByRole('button', { name: 'Auf diesem Gerät einschalten' }).isEnabled()).toBe(true)
    await companyContext.close()
  })

  it('sends an encrypted push when the tab is closed, which the service worker shows as a notification', async () => {
    const browserKeys = testBrowserKeys()
    const endpoint = `${pushService.url}/ok/azubi`
    expect(
      (await call('POST', '/api/push/subscriptions', trainee.token, { endpoint, keys: browserKeys.keys })).status,
    ).toBe(201)
    const opened = await call('POST', '/api/chat/messages/', trainee.token, {
      receiver_id: business.user.id,
      body: 'Hallo, ich interessiere mich für den Ausbildungsplatz.',
    })
    expect(opened.status).toBe(201)
    const conversationId = opened.body.data.conversation_id as number

    // The trainee's portal tab: open (a realtime connection), then closed; the context and its worker stay.
    const context = await newContext(trainee)
    const tab = await openWithWorker(context, '/chat')
    await tab.close()
    const blank = await context.newPage()
    const cdp = await context.newCDPSession(blank)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')

    // The server notices the closed tab once its websocket is gone; until then it sends no push.
    let body = ''
    for (let attempt = 1; !body && attempt <= 10; attempt++) {
      const reply = await call('POST', '/api/chat/messages/', business.token, {
        conversation_id: conversationId,
        body: `Gern! Wann hast Du Zeit für ein Gespräch? (${attempt})`,
      })
      expect(reply.status).toBe(201)
      const push = await pushService.waitFor('/ok/azubi', 1, 1500).catch(() => null)
      if (push) {
        expect(push.headers).toMatchObject({ ttl: '86400', 'content-encoding': 'aes128gcm' })
        body = browserKeys.decrypt(push.body)
      }
    }
    const payload = JSON.parse(body) as { title: string; body: string; url: string; tag: string }
    expect(payload).toEqual({
      title: expect.stringMatching(/^Neue Nachricht von /),
      body: expect.stringMatching(/^Gern! Wann hast Du Zeit für ein Gespräch\?/),
      url: `/chat?conversation_id=${conversationId}`,
      tag: `chat-${conversationId}`,
    })

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registrationId,
      data: body,
    })
    // Read the notifications through the registration from a page of the portal: a handle on the
    // worker itself goes stale when Chromium stops and restarts it around the push.
    const check = await context.newPage()
    await check.goto(`${server.url}/offline.html`)
    await expect
      .poll(() =>
        check.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n: Notification) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          })),
        ),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }])
    await context.close()
  })
})
