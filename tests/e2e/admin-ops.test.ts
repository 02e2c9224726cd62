/**
 * The admin's operations in real Chromium against the built product (docs/admin.md): a message to
 * the companies of one channel from /admin/konversationen (preview, question, sent) that a company
 * of that channel sees in its chat and a company outside it does not; the survey answers on
 * /admin/umfragen per prompt; an event created on /admin/event/erstellen.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, demoAdminPassword } from './support/accounts.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'
const BUSINESS_EMAIL = 'betrieb@demo.oabat.de'

let server: ServedProduct
let browser: Browser
let adminToken: string

async function apiCall<T>(path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as T }
}

type Channel = { slug: string; name: string }
type BusinessPage = { meta: { total: number } }

/**
 * A channel the demo company has a site in, and the account of a company newly registered far away
 * (Hamburg: no region's circle), whose site is in the platform channel only.
 */
async function channelInsiderOutsider(): Promise<{ channel: Channel; insiderId: number; outsiderId: number }> {
  const registered = await apiCall<{ user: { id: number } }>('/api/businesses', null, {
    newBusiness: {
      name: 'Hafenkante Logistik GmbH',
      postal_code: '20095',
      email: 'post@hafenkante.example',
      password: 'sicher-2026-hafen',
      firstname: 'Hanna',
      lastname: 'Kai',
    },
  })
  expect(registered.status).toBe(201)
  const channels = (await apiCall<{ data: Channel[] }>('/api/channels', adminToken)).body.data
  for (const channel of channels) {
    const count = async (search: string) =>
      (
        await apiCall<BusinessPage>(
          `/api/v2/admin/business?channel=${channel.slug}&search=${encodeURIComponent(search)}`,
          adminToken,
        )
      ).body.meta.total
    if ((await count(BUSINESS_EMAIL)) === 1 && (await count('post@hafenkante.example')) === 0) {
      const insider = await loginAs(server.url, BUSINESS_EMAIL, DEMO_PASSWORD)
      return { channel, insiderId: insider.user.id, outsiderId: registered.body.user.id }
    }
  }
  throw new Error('no channel has the demo company and not the new one')
}

/** A token of another account, as the admin gets it when logging in as that account. */
async function tokenOf(userId: number): Promise<string> {
  const answer = await apiCall<{ token: string }>('/api/auth/temporary_login', adminToken, { user_id: userId })
  expect(answer.status).toBe(200)
  return answer.body.token
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('admin operations', () => {
  test('a message to the companies of one channel reaches a company in it and none outside', async () => {
    const { channel, insiderId, outsiderId } = await channelInsiderOutsider()
    const expected = (
      await apiCall<{ count: number }>(
        `/api/admin/chat/broadcast/recipients?role=businesses&channel=${channel.slug}`,
        adminToken,
      )
    ).body.count
    const text = `Einladung zur Ausbildungsmesse im Kanal ${channel.name}`

    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/uebersicht')
    await page.getByRole('navigation', { name: 'Menü Admin' }).getByRole('link', { name: 'Konversationen' }).click()
    await page.waitForURL(`${server.url}/admin/konversationen`)
    await page.getByRole('heading', { name: 'Nachricht an eine Gruppe' }).waitFor()
    await page.getByLabel('Empfänger').selectOption('businesses')
    await page.getByLabel('Kanal', { exact: true }).selectOption(channel.slug)
    const preview = page.getByTestId('broadcast-preview')
    await expect
      .poll(() => preview.textContent())
      .toBe(expected === 1 ? '1 Konto bekommt diese Nachricht.' : `${expected} Konten bekommen diese Nachricht.`)

    // Without a text the server's message stands at the field.
    await page.getByRole('button', { name: 'Nachricht senden …' }).click()
    await page.getByText('Bitte schreibe eine Nachricht.').waitFor()
    await page.getByLabel('Nachricht', { exact: true }).fill(text)
    await page.getByRole('button', { name: 'Nachricht senden …' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nachricht an alle senden?' })
    await dialog.getByText(`Unternehmen im Kanal „${channel.name}“`).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: `An ${expected} senden` }).click()
    await page.getByText(`Gesendet an ${expected} ${expected === 1 ? 'Konto' : 'Konten'}.`).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    // The team's conversations below list the new ones.
    await page.getByRole('region', { name: 'Unterhaltungen des oabat Teams' }).getByText(text).first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()

    // A company in the channel finds it in its chat from the oabat Team.
    const companySide = await openPage(browser, server.url, await tokenOf(insiderId), '/chat')
    const entry = companySide.page.getByRole('button', { name: /oabat Team/ })
    await entry.waitFor()
    await entry.click()
    await companySide.page.getByTestId('chat-message').getByText(text).waitFor()
    expect(companySide.errors).toEqual([])
    await companySide.page.context().close()

    // A company without a site in the channel got nothing.
    const conversations = await apiCall<{ data: Array<{ last_message: { body: string } | null }> }>(
      '/api/chat/conversations',
      await tokenOf(outsiderId),
    )
    expect(conversations.body.data.map((c) => c.last_message?.body)).not.toContain(text)
  })

  test('the survey answers per prompt: stars, average and messages', async () => {
    const company = await loginAs(server.url, BUSINESS_EMAIL, DEMO_PASSWORD)
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    const answer = (token: string, body: unknown) => apiCall('/api/v2/reviews', token, body)
    expect(
      (await answer(trainee.token, { rating: 5, message: 'Tolle Stellen in meiner Nähe', type: 'general' })).status,
    ).toBe(201)
    expect((await answer(company.token, { rating: 2, message: 'Zu wenig Bewerbungen', type: 'general' })).status).toBe(
      201,
    )
    expect((await answer(company.token, { rating: 4, message: '', type: 'business_profile_completed' })).status).toBe(
      201,
    )

    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/umfragen')
    await page.getByText('3 Antworten, im Schnitt 3,67 von 5 Sternen').waitFor()
    await page.getByText('Tolle Stellen in meiner Nähe').waitFor()
    await page.getByRole('row', { name: 'Allgemein 2 3,5' }).waitFor()
    await page.getByLabel('Umfrage').selectOption('business_profile_completed')
    await page.getByText('1 Antwort, im Schnitt 4 von 5 Sternen').waitFor()
    await page.getByRole('row', { name: '4 Sterne 1' }).waitFor()
    await page.getByText('Keine Antwort mit Nachricht in diesem Zeitraum.').waitFor()
    await page.getByLabel('Umfrage').selectOption('')
    await page.getByLabel('Von').fill('2020-01-01')
    await page.getByLabel('Bis').fill('2020-12-31')
    await page.getByText('In diesem Zeitraum gibt es keine Antworten.').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('an event created in a chosen channel', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/event/erstellen')
    const channels = (await apiCall<{ data: Channel[] }>('/api/channels', adminToken)).body.data
    const channel = channels[0] as Channel
    await page.getByLabel('Kanal', { exact: true }).selectOption(channel.slug)
    const form = page.getByRole('form', { name: 'Neues Event' })
    await form.getByLabel('Titel').fill('Tag der offenen Werkstatt')
    await form.getByLabel('Beginn').fill('2030-05-04T10:00')
    await form.getByRole('button', { name: 'Event veröffentlichen' }).click()
    await page.getByText('„Tag der offenen Werkstatt“ ist veröffentlicht.').waitFor()
    await page.getByRole('region', { name: 'Kommende Events' }).getByText('Tag der offenen Werkstatt').waitFor()
    const listed = await apiCall<{ data: Array<{ title: string }> }>(`/api/events?channel=${channel.slug}`, null)
    expect(listed.body.data.map((e) => e.title)).toContain('Tag der offenen Werkstatt')
    expect(await seriousViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
