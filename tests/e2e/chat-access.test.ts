/**
 * Who may write to whom (docs/chat.md), in the built product: a company opening /chat?user_id= of a
 * trainee who never contacted it sees the server's German refusal under the composer and never the
 * trainee's name; once the trainee has written, the same link opens their conversation.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { reloadHydrated } from './support/hydration.ts'
import { loginAs, openPage } from './support/signed-in.ts'

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('a company and a trainee who never wrote to it', () => {
  test('the company is refused in German and learns no name; after the trainee wrote, it answers', async () => {
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
    const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const { page, errors } = await openPage(browser, server.url, company.token, `/chat?user_id=${trainee.user.id}`)

    await page.getByRole('heading', { name: 'Neue Unterhaltung', level: 2 }).waitFor()
    await page.getByRole('textbox').last().fill('Komm zu uns in die Ausbildung!')
    await page.getByRole('button', { name: 'Senden' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Mit diesem Konto kannst Du keine Unterhaltung beginnen.')
    expect(await page.getByTestId('chat-message').count()).toBe(0)
    expect(await page.locator('body').textContent()).not.toContain('Lena')

    // The trainee writes first; the company's link now opens that conversation and its answer goes out.
    const written = await fetch(`${server.url}/api/chat/messages/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${trainee.token}` },
      body: JSON.stringify({ receiver_id: company.user.id, body: 'Ist die Lehrstelle noch frei?' }),
    })
    expect(written.status).toBe(201)
    await reloadHydrated(page)
    await page.getByTestId('chat-message').filter({ hasText: 'Ist die Lehrstelle noch frei?' }).waitFor()
    await page.getByRole('textbox').last().fill('Ja, melde Dich gerne!')
    await page.getByRole('button', { name: 'Senden' }).click()
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(2)
    expect(errors).toEqual([])
  })
})

describe('a company on its own page with ?chat', () => {
  test('is offered no chat with itself but a hint to its messages', async () => {
    const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const slug = company.user.business?.slug
    if (!slug) throw new Error('the demo company has no business')
    const { page, errors } = await openPage(browser, server.url, company.token, `/betriebe/${slug}?chat`)

    const hint = page.getByRole('status').filter({ hasText: 'Das ist Eure eigene Seite' })
    await hint.waitFor()
    await hint.getByRole('link', { name: 'Nachrichten' }).waitFor()
    expect(await page.getByRole('button', { name: 'Senden' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: /^Nachricht an / }).count()).toBe(0)
    expect(errors).toEqual([])
  })
})
