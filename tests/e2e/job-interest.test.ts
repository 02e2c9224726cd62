/**
 * Job interest journey against the built product (SPEC §3 Job interest, §4 Chat action message types):
 * a guest writes an interest with a message and a PDF on a job of the demo company, logs in as
 * azubi@ in the dialog, and the interest goes out; betrieb@ sees „Neue Anfrage: {job}“ live in /chat
 * and the interest with its file in /betrieb/anfragen. Then the company blocks the conversation
 * (confirmation dialog), both sides see the composer replaced by a notice, and it unblocks again.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, loginInDialog } from './support/accounts.ts'
import { gotoHydrated, reloadHydrated } from './support/hydration.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'
import { TEST_PDF } from './support/test-media.ts'

let server: ServedProduct
let browser: Browser

const login = (email: string) => loginAs(server.url, email)
const newPage = (token: string | null, path: string) => openPage(browser, server.url, token, path)

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('job interests', () => {
  let company: SignedIn
  let jobName: string

  test('a guest sends interest after logging in; the company sees „Neue Anfrage“ in chat and in its list', async () => {
    company = await login('betrieb@demo.oabat.de')
    const slug = company.user.business?.slug as string
    const jobs = (await (
      await fetch(`${server.url}/api/v2/jobs?status=published`, {
        headers: { Authorization: `Bearer ${company.token}` },
      })
    ).json()) as { data: Array<{ name: string; slug: string }> }
    const job = jobs.data[0] as { name: string; slug: string }
    jobName = job.name

    // The company waits on /chat: the request must arrive live.
    const companySide = await newPage(company.token, '/chat')
    const company$ = companySide.page
    await company$.getByRole('heading', { name: 'Nachrichten', level: 1 }).waitFor()

    const guest = await newPage(null, `/betriebe/${slug}/jobs/${job.slug}`)
    const guest$ = guest.page
    await guest$.getByRole('heading', { name: 'Interesse an dieser Stelle?' }).waitFor()
    await guest$.getByRole('button', { name: 'Interesse zeigen' }).click()
    await guest$.getByLabel('Deine Nachricht (freiwillig)').fill('Hallo! Ich würde gern ein Praktikum bei Euch machen.')
    await guest$
      .getByLabel(/^Unterlagen/)
      .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: TEST_PDF })
    await guest$.getByText('lebenslauf.pdf').waitFor()
    expect(await seriousViolations(guest$, '.job-interest')).toEqual([])
    await guest$.getByRole('button', { name: 'Interesse senden' }).click()

    // A guest logs in in the dialog; the interest then goes out without another click.
    await loginInDialog(guest$, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    await guest$.getByText('Deine Anfrage ist angekommen!').waitFor({ timeout: 15_000 })
    const toChat = guest$.getByRole('link', { name: 'Zum Chat' })
    await expect.poll(() => toChat.getAttribute('href')).toMatch(/^\/chat\?conversation_id=\d+$/)

    // Live in the company's chat list, with the action preview; opened, it shows headline and message.
    const preview = company$.locator('.chat__list-preview', { hasText: `Neue Anfrage: ${jobName}` })
    await preview.waitFor({ timeout: 10_000 })
    await expect.poll(() => company$.getByTestId('chat-unread').first().textContent()).toContain('1')
    await preview.click()
    const message = company$.getByTestId('chat-message').last()
    await message.getByText(`Neue Anfrage: ${jobName}`).waitFor()
    await message.getByText('Hallo! Ich würde gern ein Praktikum bei Euch machen.').waitFor()

    // The interests list: who, which job, the message, the file, and the way into the chat.
    await gotoHydrated(company$, `${server.url}/betrieb/anfragen`)
    const item = company$.getByTestId('job-interest').first()
    await item.getByRole('heading', { name: 'Lena Huber' }).waitFor()
    await item.getByText(`Interesse an: ${jobName}`).waitFor()
    expect(await item.getByRole('link', { name: jobName }).getAttribute('href')).toMatch(
      /^\/betriebe\/[^/]+\/jobs\/[^/]+$/,
    )
    expect(await seriousViolations(company$, '.area-page')).toEqual([])
    await item.getByText('Hallo! Ich würde gern ein Praktikum bei Euch machen.').waitFor()
    const fileButton = item.getByRole('button', { name: 'lebenslauf.pdf' })
    await fileButton.waitFor()
    const download = company$.waitForEvent('download')
    await fileButton.click()
    expect((await download).suggestedFilename()).toBe('lebenslauf.pdf')
    await item.getByRole('link', { name: 'Im Chat antworten' }).click()
    await company$.waitForURL(/\/chat\?user_id=\d+/)
    await company$.getByRole('region', { name: 'Unterhaltung mit Lena Huber' }).waitFor()

    // Back on the job page the trainee sees that the interest was sent.
    await reloadHydrated(guest$)
    await guest$.getByText('Du hast bereits Interesse gezeigt.').waitFor()

    expect(guest.errors).toEqual([])
    expect(companySide.errors).toEqual([])
  })

  test('the company blocks the conversation after confirming; both sides lose the composer live until it unblocks', async () => {
    const trainee = await login('azubi@demo.oabat.de')
    // The conversation exists even when the journey above did not get to send its interest.
    company = await login('betrieb@demo.oabat.de')
    const written = await fetch(`${server.url}/api/chat/messages/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${trainee.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ receiver_id: company.user.id, body: 'Guten Tag!' }),
    })
    expect(written.status).toBe(201)
    // The trainee has the conversation open while the company blocks it.
    const traineeSide = await newPage(trainee.token, '/chat')
    const trainee$ = traineeSide.page
    await trainee$.locator('.chat__list-item').first().click()
    const traineeDraft = trainee$.getByLabel('Nachricht', { exact: true })
    await traineeDraft.waitFor()

    const companySide = await newPage(company.token, `/chat?user_id=${trainee.user.id}`)
    const company$ = companySide.page
    const panel = company$.getByRole('region', { name: 'Unterhaltung mit Lena Huber' })
    await panel.waitFor()
    await panel.getByRole('button', { name: 'Blockieren' }).click()
    const dialog = company$.getByRole('dialog', { name: 'Lena Huber blockieren?' })
    await dialog.waitFor()
    expect(await seriousViolations(company$, 'dialog.oabat-ui-dialog[open]')).toEqual([])
    // Cancel first: nothing changes.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await company$.getByLabel('Nachricht', { exact: true }).isVisible()).toBe(true)

    await panel.getByRole('button', { name: 'Blockieren' }).click()
    await dialog.getByRole('button', { name: 'Blockieren' }).click()
    await company$.getByText('Diese Unterhaltung ist blockiert.').waitFor()
    await company$.getByText('Du hast sie blockiert.', { exact: false }).waitFor()
    await expect.poll(() => company$.getByLabel('Nachricht', { exact: true }).isVisible()).toBe(false)
    // The list marks it too, for screen readers with who blocked it.
    await company$
      .getByRole('button', { name: /^Lena Huber ?, von Dir blockiert, Guten Tag!/ })
      .getByText('Blockiert', { exact: true })
      .waitFor()

    // Live on the trainee's side (ConversationUpdated), without a reload; only the blocker may lift it.
    await trainee$.getByText(/hat die Unterhaltung blockiert/).waitFor({ timeout: 10_000 })
    await traineeDraft.waitFor({ state: 'hidden' })
    expect(await trainee$.getByRole('button', { name: 'Blockierung aufheben' }).count()).toBe(0)
    const traineeListMark = trainee$.locator('.chat__list-item').first().getByTestId('chat-blocked')
    await traineeListMark.waitFor()
    expect(await traineeListMark.textContent()).toBe('Blockiert, Unterhaltung blockiert,')
    // After a reload the state is still there.
    await reloadHydrated(trainee$)
    await traineeListMark.waitFor()
    await trainee$.locator('.chat__list-item').first().click()
    await trainee$.getByText(/hat die Unterhaltung blockiert/).waitFor()

    await panel.getByRole('button', { name: 'Blockierung aufheben' }).click()
    await company$
      .getByRole('dialog', { name: 'Blockierung aufheben?' })
      .getByRole('button', { name: 'Blockierung aufheben' })
      .click()
    await company$.getByLabel('Nachricht', { exact: true }).waitFor()
    await expect.poll(() => company$.getByText('Diese Unterhaltung ist blockiert.').count()).toBe(0)
    await traineeDraft.waitFor({ timeout: 10_000 })
    await expect.poll(() => trainee$.getByText('Diese Unterhaltung ist blockiert.').count()).toBe(0)
    // Lifted: the marks in both lists go away live.
    await expect.poll(() => company$.getByTestId('chat-blocked').count()).toBe(0)
    await expect.poll(() => traineeListMark.count()).toBe(0)

    expect(companySide.errors).toEqual([])
    expect(traineeSide.errors).toEqual([])
  })
  test('on a phone: the job page fits its width, focus follows the form, a typed message survives a reload', async () => {
    const owner = await login('betrieb@demo.oabat.de')
    const trainee = await login('azubi@demo.oabat.de')
    const jobs = (await (
      await fetch(`${server.url}/api/v2/jobs?status=published`, {
        headers: { Authorization: `Bearer ${owner.token}` },
      })
    ).json()) as { data: Array<{ slug: string; graduation: string | null }> }
    // Not the first job (the journey above sent interest there); one with „Mittelschulabschluss“,
    // the long word that ran over the card's edge.
    const job = jobs.data.slice(1).find((j) => j.graduation === 'main') ?? (jobs.data[1] as { slug: string })
    const side = await openPage(
      browser,
      server.url,
      trainee.token,
      `/betriebe/${owner.user.business?.slug}/jobs/${job.slug}`,
      { viewport: { width: 390, height: 844 } },
    )
    const page = side.page
    const opener = page.getByRole('button', { name: 'Interesse zeigen' })
    await opener.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // Keyboard: Enter opens the form with focus in the message; „Abbrechen“ gives it back to the button.
    await opener.focus()
    await page.keyboard.press('Enter')
    const field = page.getByLabel('Deine Nachricht (freiwillig)')
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('Hallo, ich komme nach den Ferien gern vorbei.')

    // A reload keeps what was typed and reopens the form with it.
    await reloadHydrated(page)
    await expect.poll(() => field.inputValue()).toBe('Hallo, ich komme nach den Ferien gern vorbei.')
    await page.getByRole('button', { name: 'Abbrechen' }).click()
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(side.errors).toEqual([])
  })
})
