/**
 * Chat journey in two browser contexts against the built product: a trainee writes to the demo
 * company from its page (?chat), the company sees the unread badge rise live on /chat, opens the
 * conversation, the trainee sees the typing indicator (it clears after 6 s) and the answer without
 * a reload.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser

const login = (email: string) => loginAs(server.url, email)
const signedInPage = (token: string, path: string) =>
  openPage(browser, server.url, token, path, { viewport: { width: 1280, height: 800 } })

function unreadBadge(page: Page) {
  return page.getByTestId('chat-unread').first()
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('chat between a trainee and a company', () => {
  test('trainee writes from the company page, company sees it live, answers; typing shows and clears', async () => {
    const trainee = await login('azubi@demo.oabat.de')
    const company = await login('betrieb@demo.oabat.de')
    const slug = company.user.business?.slug as string

    const companySide = await signedInPage(company.token, '/chat')
    await companySide.page.getByRole('heading', { name: 'Nachrichten', level: 1 }).waitFor()
    await companySide.page.getByText('Noch keine Unterhaltungen').waitFor()

    const traineeSide = await signedInPage(trainee.token, `/betriebe/${slug}?chat`)
    const trainee$ = traineeSide.page
    const draft = trainee$.getByLabel('Nachricht', { exact: true })
    await draft.waitFor()
    // No messages yet: the trainee is greeted (SPEC §4), the conversation is still a dummy.
    await expect.poll(() => trainee$.locator('.chat__message--greeting').count()).toBe(1)
    await draft.fill('Hallo, ist die Lehrstelle noch frei? Infos unter www.example.de')
    await trainee$.getByRole('button', { name: 'Senden' }).click()
    await trainee$.getByTestId('chat-message').first().waitFor()
    const link = trainee$.getByRole('link', { name: 'www.example.de' })
    expect(await link.getAttribute('href')).toBe('https://www.example.de')

    // The company's list grows live with an unread badge of 1, then 2.
    const company$ = companySide.page
    await expect.poll(() => unreadBadge(company$).textContent(), { timeout: 10_000 }).toContain('1')
    await draft.fill('<b>Viele Grüße</b>, Lena')
    await trainee$.getByRole('button', { name: 'Senden' }).click()
    await expect.poll(() => unreadBadge(company$).textContent(), { timeout: 10_000 }).toContain('2')

    // Opening reads it: the badge disappears; HTML tags are removed, never rendered (SPEC §5).
    await company$.getByRole('button', { name: /Lena Huber/ }).click()
    await company$.getByTestId('chat-message').getByText('Viele Grüße, Lena').waitFor()
    expect(await company$.locator('.chat__messages b').count()).toBe(0)
    await expect.poll(() => company$.getByTestId('chat-unread').count()).toBe(0)
    await expect.poll(() => company$.locator('.chat__hint').count()).toBe(1)

    // The company types: the trainee sees it, and it clears by itself after 6 s.
    const companyDraft = company$.getByLabel('Nachricht', { exact: true })
    await companyDraft.pressSequentially('Ja', { delay: 20 })
    const typing = trainee$.getByTestId('chat-typing')
    await expect.poll(() => typing.textContent(), { timeout: 10_000 }).toContain('schreibt')
    await expect.poll(() => typing.textContent(), { timeout: 10_000, interval: 500 }).toBe('')

    await companyDraft.fill('Ja, sie ist noch frei. Komm gerne vorbei!')
    await company$.getByRole('button', { name: 'Senden' }).click()
    await trainee$
      .getByTestId('chat-message')
      .getByText('Ja, sie ist noch frei. Komm gerne vorbei!')
      .waitFor({ timeout: 10_000 })
    // Someone else has written: the greeting is gone.
    await expect.poll(() => trainee$.locator('.chat__message--greeting').count()).toBe(0)

    expect(traineeSide.errors).toEqual([])
    expect(companySide.errors).toEqual([])
    await trainee$.context().close()
    await company$.context().close()
  })

  test('older messages load on demand; a failed page says so and can be tried again', async () => {
    const trainee = await login('azubi@demo.oabat.de')
    const company = await login('betrieb@demo.oabat.de')
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${trainee.token}`, 'Content-Type': 'application/json' },
      })
    // More than one page (30) of messages, so the first one is only on the second page.
    let conversationId = 0
    for (let index = 1; index <= 32; index += 1) {
      const to = conversationId ? { conversation_id: conversationId } : { receiver_id: company.user.id }
      const response = await api('/api/chat/messages/', {
        method: 'POST',
        body: JSON.stringify({ ...to, body: `Frage Nummer ${index}` }),
      })
      expect(response.status).toBe(201)
      conversationId = ((await response.json()) as { data: { conversation_id: number } }).data.conversation_id
    }

    const { page, errors } = await signedInPage(company.token, `/chat?conversation_id=${conversationId}`)
    await page.getByTestId('chat-message').getByText('Frage Nummer 32', { exact: true }).waitFor()
    expect(await page.getByText('Frage Nummer 1', { exact: true }).count()).toBe(0)
    const older = page.getByRole('button', { name: 'Ältere Nachrichten laden' })
    await page.route(/\/messages\?(.*&)?page=2/, (route) => route.abort())
    await older.click()
    await page.getByRole('alert').getByText('Ältere Nachrichten konnten nicht geladen werden.').waitFor()

    await page.unroute(/\/messages\?(.*&)?page=2/)
    await older.click()
    await page.getByTestId('chat-message').getByText('Frage Nummer 1', { exact: true }).waitFor()
    await expect.poll(() => page.getByText('Ältere Nachrichten konnten nicht geladen werden.').count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
