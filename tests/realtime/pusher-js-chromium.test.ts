import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type StandaloneRealtime,
  startStandaloneRealtime,
  TEST_APP,
} from '../../packages/server/src/realtime/testing/standalone-realtime.ts'
import { launchChromium } from '../support/chromium.ts'
import { type HostSite, startHostSite } from '../widgets/support/host-site.ts'
import { openPusherPage, putPusherPage, type SeenEntry, seen, subscribe, waitForSeen } from './support/pusher-page.ts'

const users = {
  'token-anna-0123456789abcdef': { id: 1, info: { name: 'Anna' } },
  'token-ben-0123456789abcdefgh': { id: 2, info: { name: 'Ben' } },
}
const [ANNA, BEN] = Object.keys(users) as [string, string]

let browser: Browser
let site: HostSite
let server: StandaloneRealtime
const pages: Page[] = []

async function open(token?: string): Promise<Page> {
  const page = await openPusherPage(browser, site.origin, {
    key: TEST_APP.key,
    port: server.port,
    authEndpoint: `${server.url}/api/broadcasting/auth`,
    token,
  })
  pages.push(page)
  return page
}

const event = (channel: string, name: string) => (entry: SeenEntry) =>
  entry.kind === 'event' && entry.channel === channel && entry.event === name

beforeAll(async () => {
  ;[browser, site, server] = await Promise.all([launchChromium(), startHostSite(), startStandaloneRealtime({ users })])
  putPusherPage(site)
})

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()))
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), server?.close()])
})

describe('pusher-js in Chromium on a third-party page against our server', () => {
  it('connects, subscribes to its private chat channel through the auth endpoint and receives events', async () => {
    const page = await open(ANNA)
    const socketId = await page.evaluate(
      () => (window as unknown as { pusher: { connection: { socket_id: string } } }).pusher.connection.socket_id,
    )
    expect(socketId).toMatch(/^\d+\.\d+$/)
    await subscribe(page, 'private-chatmessage.1', ['MessageSent'])
    await waitForSeen(page, event('private-chatmessage.1', 'pusher:subscription_succeeded'))
    await server.realtime.trigger('private-chatmessage.1', 'MessageSent', { body: 'Hallo <b>Anna</b>' })
    const received = await waitForSeen(page, event('private-chatmessage.1', 'MessageSent'))
    expect(received.data).toEqual({ body: 'Hallo <b>Anna</b>' })
  })

  it("is refused someone else's chat channel with 403 and a private channel without token with 401", async () => {
    const anna = await open(ANNA)
    await subscribe(anna, 'private-chatmessage.2')
    const refused = await waitForSeen(anna, event('private-chatmessage.2', 'pusher:subscription_error'))
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 403 })
    const guest = await open()
    await subscribe(guest, 'private-chatmessage.1')
    const anonymous = await waitForSeen(guest, event('private-chatmessage.1', 'pusher:subscription_error'))
    expect(anonymous.data).toMatchObject({ type: 'AuthError', status: 401 })
  })

  it('adds a member once for two tabs of the same user and removes it after the last tab closes', async () => {
    const channel = 'presence-livestream.11'
    const watcher = await open(BEN)
    await subscribe(watcher, channel)
    await waitForSeen(watcher, event(channel, 'pusher:subscription_succeeded'))
    const firstTab = await open(ANNA)
    await subscribe(firstTab, channel)
    const snapshot = await waitForSeen(firstTab, event(channel, 'pusher:subscription_succeeded'))
    expect(snapshot.data).toMatchObject({ count: 2, me: { id: '1', info: { name: 'Anna' } } })
    // The watcher hears of Anna before her second tab joins, so a second „added“ could not hide behind a late first.
    await waitForSeen(watcher, event(channel, 'pusher:member_added'))
    const secondTab = await open(ANNA)
    await subscribe(secondTab, channel)
    await waitForSeen(secondTab, event(channel, 'pusher:subscription_succeeded'))

    const added = (await seen(watcher)).filter(event(channel, 'pusher:member_added'))
    expect(added.map((e) => e.data)).toEqual([{ id: '1', info: { name: 'Anna' } }])

    await firstTab.context().close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await seen(watcher)).filter(event(channel, 'pusher:member_removed'))).toEqual([])
    await secondTab.context().close()
    const removed = await waitForSeen(watcher, event(channel, 'pusher:member_removed'))
    expect(removed.data).toEqual({ id: '1', info: { name: 'Anna' } })
  })

  it('gets a 4301 error for a client event on a public channel; the other page receives nothing', async () => {
    const sender = await open()
    const listener = await open()
    for (const page of [sender, listener]) {
      await subscribe(page, 'news', ['client-hello'])
      await waitForSeen(page, event('news', 'pusher:subscription_succeeded'))
    }
    await sender.evaluate(() =>
      (window as unknown as { pusher: { channel(n: string): { trigger(e: string, d: unknown): void } } }).pusher
        .channel('news')
        .trigger('client-hello', { hi: true }),
    )
    const error = await waitForSeen(sender, (entry) => entry.kind === 'error')
    expect(error.error).toMatchObject({ type: 'PusherError', data: { code: 4301 } })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await seen(listener)).filter(event('news', 'client-hello'))).toEqual([])
  })

  it('reconnects and subscribes again when the server restarts with 4200', async () => {
    const page = await open(ANNA)
    await subscribe(page, 'private-chatmessage.1', ['MessageSent'])
    await waitForSeen(page, event('private-chatmessage.1', 'pusher:subscription_succeeded'))
    await server.restart()
    const closeError = await waitForSeen(page, (entry) => entry.kind === 'error')
    expect(closeError.error?.error?.data?.code ?? closeError.error?.data?.code).toBe(4200)
    await expect
      .poll(
        async () => (await seen(page)).filter(event('private-chatmessage.1', 'pusher:subscription_succeeded')).length,
        { timeout: 15_000 },
      )
      .toBe(2)
    await server.realtime.trigger('private-chatmessage.1', 'MessageSent', { body: 'nach dem Neustart' })
    const received = await waitForSeen(page, event('private-chatmessage.1', 'MessageSent'))
    expect(received.data).toEqual({ body: 'nach dem Neustart' })
  })
})
