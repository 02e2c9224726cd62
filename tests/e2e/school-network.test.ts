/**
 * Issue 14 item 3 in real Chromium against the built product: a school asks a company into its
 * network from /schule/firmennetzwerk, the company accepts from the „Netzwerk Anfrage“ in its chat,
 * and both network pages (and the school's public profile) show the partnership.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser
let school: SignedIn & { user: { school: { id: number; slug: string; name: string } } }
let company: SignedIn

const POLL = { timeout: 15_000 }

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
  school = (await loginAs(server.url, 'schule@demo.oabat.de')) as typeof school
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function conversationWithSchool(): Promise<number> {
  const response = await fetch(`${server.url}/api/chat/conversations`, {
    headers: { Authorization: `Bearer ${company.token}` },
  })
  const list = (await response.json()) as {
    data: Array<{ id: number; partner: { id: number } | null; participants: Array<{ id: number }> }>
  }
  const found = list.data.find((c) => c.participants.some((p) => p.id === school.user.id))
  if (!found) throw new Error('no conversation with the school')
  return found.id
}

describe('company network', () => {
  test('a school asks a company, the company accepts in the chat, both network pages show it', async () => {
    const businessName = company.user.business?.name as string
    const schoolName = school.user.school.name

    // The school searches the company on its Firmennetzwerk page and asks it with a note.
    const schoolSide = await openPage(browser, server.url, school.token, '/schule/firmennetzwerk')
    const schoolPage = schoolSide.page
    await schoolPage.getByRole('heading', { name: 'Firmennetzwerk', level: 1 }).waitFor()
    await schoolPage.getByRole('textbox', { name: 'Name des Betriebs' }).fill(businessName)
    await schoolPage.getByRole('button', { name: 'Suchen' }).click()
    await schoolPage
      .getByRole('button', { name: `${businessName} anfragen` })
      .first()
      .click()
    await schoolPage.getByRole('textbox', { name: 'Nachricht (optional)' }).fill('Kommt Ihr zu unserem Berufetag?')
    await schoolPage.getByRole('button', { name: 'Anfrage senden' }).click()
    await schoolPage.getByText(/Eure Anfrage an .* ist unterwegs\./).waitFor()
    const outgoing = schoolPage.getByRole('region', { name: 'Gestellte und abgelehnte Anfragen' })
    await outgoing.getByText('Offen').waitFor()

    // The company sees the „Netzwerk Anfrage“ in its chat and accepts it there.
    const conversationId = await conversationWithSchool()
    const companySide = await openPage(browser, server.url, company.token, `/chat?conversation_id=${conversationId}`)
    const chat = companySide.page
    const request = chat.getByTestId('chat-message').filter({ hasText: 'Netzwerk Anfrage' }).last()
    await request.getByText('Kommt Ihr zu unserem Berufetag?').waitFor()
    await request.getByRole('button', { name: `Anfrage von ${schoolName} annehmen` }).click()
    await request.getByText('Im Netzwerk').waitFor()
    expect(await request.getByRole('button', { name: /annehmen/ }).count()).toBe(0)
    // The answer goes back into the chat as a message.
    await chat
      .getByText(/Netzwerk-Anfrage angenommen/)
      .first()
      .waitFor()

    // The company's Schulnetzwerk lists the school; the first visit puts the page into the menu.
    await chat.getByRole('link', { name: 'Zum Schulnetzwerk' }).last().click()
    await chat.waitForURL(/\/betriebe\/schulnetzwerk$/)
    const companyNetwork = chat.getByRole('region', { name: 'Im Netzwerk' })
    await companyNetwork.getByRole('link', { name: schoolName }).waitFor()
    await chat.getByRole('navigation', { name: 'Menü Betrieb' }).getByRole('link', { name: 'Schulnetzwerk' }).waitFor()

    // The school's Firmennetzwerk lists the company (reloaded), and so does its public profile.
    await schoolPage.reload()
    const schoolNetwork = schoolPage.getByRole('region', { name: 'Im Netzwerk' })
    await expect.poll(() => schoolNetwork.getByText(businessName).count(), POLL).toBeGreaterThan(0)
    await schoolPage.goto(`${server.url}/schule/${school.user.school.slug}`)
    const partners = schoolPage.getByRole('region', { name: 'Partnerbetriebe' })
    await expect.poll(() => partners.getByRole('link').count(), POLL).toBeGreaterThan(0)
    expect(schoolSide.errors).toEqual([])
    expect(companySide.errors).toEqual([])
  })
})
