/**
 * Articles in real Chromium against the built product (docs/articles.md): a company writes an article
 * in the editor and asks for publication, the admin publishes it from the chat action, and a guest
 * reads it and finds it in a content page's article list block.
 */

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'

let server: ServedProduct
let browser: Browser
let adminToken: string
let businessToken: string

async function apiCall<T>(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
  businessToken = (await loginAs(server.url, 'betrieb@demo.oabat.de')).token
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('articles: request, publish from the chat, read', () => {
  test('a company requests an article, the admin publishes it from the chat action, a guest reads it', async () => {
    // The company writes it in the editor; the unsaved text survives a reload.
    const company = await openPage(browser, server.url, businessToken, '/artikel/erstellen')
    await company.page.getByRole('button', { name: 'Neuer Artikel' }).click()
    await company.page.getByLabel('Titel', { exact: true }).fill('Drei Wochen Schnupperpraktikum')
    await company.page.getByRole('textbox', { name: 'Text' }).click()
    await company.page.keyboard.type('Wie unsere Praktikanten den Betrieb kennenlernen.')
    await company.page.reload()
    await company.page.getByRole('button', { name: 'Neuer Artikel' }).click()
    await company.page.getByText('Ungespeicherte Änderungen wiederhergestellt').waitFor()
    expect(await company.page.getByLabel('Titel', { exact: true }).inputValue()).toBe('Drei Wochen Schnupperpraktikum')
    expect(await company.page.getByLabel('Adresse (Slug)').inputValue()).toBe('drei-wochen-schnupperpraktikum')
    await company.page.getByLabel('Anreißer').fill('Ein Erfahrungsbericht.')
    await company.page.getByRole('button', { name: 'Speichern' }).click()
    await company.page.getByText('„Drei Wochen Schnupperpraktikum“ ist gespeichert.').waitFor()
    await company.page.getByRole('button', { name: 'Veröffentlichung anfragen' }).click()
    await company.page.getByText('Die Veröffentlichung von „Drei Wochen Schnupperpraktikum“ ist angefragt.').waitFor()
    await company.page.getByRole('cell', { name: 'Veröffentlichung angefragt' }).waitFor()
    expect(company.errors).toEqual([])

    // The admin gets the action message and publishes from it.
    const conversations = await apiCall<{ data: Array<{ id: number; last_message?: unknown }> }>(
      'GET',
      '/api/chat/conversations',
      adminToken,
    )
    let conversationId: number | null = null
    for (const conversation of conversations.body.data) {
      const messages = await apiCall<{ data: Array<{ action: { type: string } | null }> }>(
        'GET',
        `/api/chat/conversations/${conversation.id}/messages`,
        adminToken,
      )
      if (messages.body.data.some((m) => m.action?.type === 'articlePublishmentRequest'))
        conversationId = conversation.id
    }
    expect(conversationId).not.toBeNull()
    const admin = await openPage(browser, server.url, adminToken, `/chat?conversation_id=${conversationId}`)
    await admin.page.getByText('Artikel zur Veröffentlichung angefragt').first().waitFor()
    await admin.page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await admin.page.getByRole('link', { name: '/artikel/drei-wochen-schnupperpraktikum' }).waitFor()
    expect(admin.errors).toEqual([])

    // A content page with the article list block.
    const created = await apiCall<{ data: { id: number } }>('POST', '/api/admin/content-pages', adminToken, {
      path: '/aus-den-betrieben',
      kind: 'generic',
      draft: { title: 'Aus den Betrieben', blocks: [{ type: 'article_list', title: 'Neue Artikel', limit: 3 }] },
    })
    expect(created.status).toBe(201)
    await apiCall('POST', `/api/admin/content-pages/${created.body.data.id}/publish`, adminToken)

    // A guest finds it in the block and reads it.
    const guest = await openPage(browser, server.url, null, '/aus-den-betrieben')
    const link = guest.page.getByRole('link', { name: 'Drei Wochen Schnupperpraktikum' })
    await link.click()
    await guest.page.getByRole('heading', { level: 1, name: 'Drei Wochen Schnupperpraktikum' }).waitFor()
    expect(guest.page.url()).toBe(`${server.url}/artikel/drei-wochen-schnupperpraktikum`)
    await guest.page.getByText('Wie unsere Praktikanten den Betrieb kennenlernen.').waitFor()
    expect(await guest.page.title()).toBe('Drei Wochen Schnupperpraktikum | oabat')
    // And in the news feed.
    await guest.page.goto(`${server.url}/news`)
    await guest.page.getByRole('link', { name: 'Drei Wochen Schnupperpraktikum' }).waitFor()
    expect(guest.errors).toEqual([])
  }, 120_000)
})
