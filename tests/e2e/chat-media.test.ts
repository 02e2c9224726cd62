/**
 * Image and file messages in the portal's /chat, in two browser contexts against the built
 * product: a trainee attaches a picture and a PDF (a fake PDF is refused with the server's German
 * message), the company sees both live, opens the picture large and downloads the file.
 */
import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { loginAs, openPage } from './support/signed-in.ts'
import { TEST_PDF, testPng } from './support/test-media.ts'

let server: ServedProduct
let browser: Browser

const login = (email: string) => loginAs(server.url, email)
const signedInPage = (token: string, pathname: string) =>
  openPage(browser, server.url, token, pathname, { acceptDownloads: true })

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('image and file messages in /chat', () => {
  test('a trainee sends a picture and a PDF; the company sees both, opens the picture and downloads the file', async () => {
    const trainee = await login('azubi@demo.oabat.de')
    const company = await login('betrieb@demo.oabat.de')
    const companySide = await signedInPage(company.token, '/chat')
    const company$ = companySide.page
    await company$.getByRole('heading', { name: 'Nachrichten', level: 1 }).waitFor()

    // The trainee opens the (not yet existing) conversation with the company's account.
    const traineeSide = await signedInPage(trainee.token, `/chat?user_id=${company.user.id}`)
    const trainee$ = traineeSide.page
    const fileInput = trainee$.getByTestId('chat-file-input')
    await trainee$.getByRole('button', { name: 'Foto oder Datei anhängen' }).waitFor()

    // A text file posing as a PDF: the server refuses it, its German message shows, nothing is sent.
    await fileInput.setInputFiles({ name: 'notiz.pdf', mimeType: 'application/pdf', buffer: Buffer.from('nur Text') })
    const alert = trainee$.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/Datei/)
    expect(await trainee$.getByTestId('chat-message').count()).toBe(0)

    // A picture, sent without text.
    await fileInput.setInputFiles({
      name: 'werkstueck.png',
      mimeType: 'image/png',
      buffer: testPng(640, 400, [15, 118, 110]),
    })
    await trainee$.getByText('Foto: werkstueck.png').waitFor()
    await trainee$.getByRole('button', { name: 'Senden' }).click()
    await trainee$.getByTestId('chat-image').first().waitFor({ timeout: 10_000 })

    // A PDF with a line of text.
    await fileInput.setInputFiles({ name: 'Lebenslauf Lena.pdf', mimeType: 'application/pdf', buffer: TEST_PDF })
    await trainee$.getByText(/Lebenslauf Lena\.pdf \(\d+ Byte\)/).waitFor()
    await trainee$.getByLabel('Nachricht', { exact: true }).fill('Hier mein Lebenslauf.')
    await trainee$.getByRole('button', { name: 'Senden' }).click()
    await trainee$.getByTestId('chat-file').waitFor()

    // The company: the conversation arrived live; both attachments are there.
    await company$.getByRole('button', { name: /Lena Huber/ }).click({ timeout: 10_000 })
    const image = company$.getByTestId('chat-image')
    await image.waitFor()
    const file = company$.getByTestId('chat-file')
    await file.waitFor()
    expect(await file.textContent()).toContain('Lebenslauf Lena.pdf')
    expect(await company$.getByTestId('chat-message').getByText('Hier mein Lebenslauf.').count()).toBe(1)
    // The thumbnail is a real, loaded picture.
    const thumb = image.locator('img')
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    // The picture opens large in a dialog; Escape closes it.
    await image.click()
    const dialog = company$.getByRole('dialog', { name: 'Foto werkstueck.png' })
    await dialog.waitFor()
    const large = dialog.locator('img')
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640)
    await company$.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // The file downloads with its name and its exact bytes (GET /api/file/{id} as a participant).
    const [download] = await Promise.all([company$.waitForEvent('download'), file.click()])
    expect(download.suggestedFilename()).toBe('Lebenslauf Lena.pdf')
    const saved = await download.path()
    expect(fs.readFileSync(saved).equals(TEST_PDF)).toBe(true)

    // The trainee deletes the file message, after confirming; the company sees „Dokument gelöscht“ live.
    const fileMessage = trainee$.getByTestId('chat-message').filter({ has: trainee$.getByTestId('chat-file') })
    await fileMessage.getByRole('button', { name: 'Nachricht löschen' }).click()
    await fileMessage.getByRole('button', { name: 'Nein' }).click()
    expect(await trainee$.getByTestId('chat-file').count()).toBe(1)
    await fileMessage.getByRole('button', { name: 'Nachricht löschen' }).click()
    await fileMessage.getByRole('button', { name: 'Ja, löschen' }).click()
    await trainee$.getByTestId('chat-message').getByText('Dokument gelöscht').waitFor()
    await company$.getByTestId('chat-message').getByText('Dokument gelöscht').waitFor({ timeout: 10_000 })
    expect(await company$.getByTestId('chat-file').count()).toBe(0)

    expect(traineeSide.errors).toEqual([])
    expect(companySide.errors).toEqual([])
    await trainee$.context().close()
    await company$.context().close()
  })
  test('on a phone the company works the chat by keyboard: focus follows, the composer fits, the clip is an icon', async () => {
    const company = await login('betrieb@demo.oabat.de')
    // The conversation with Lena Huber exists even when the test before did not get to write.
    const trainee = await login('azubi@demo.oabat.de')
    const written = await fetch(`${server.url}/api/chat/messages/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${trainee.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ receiver_id: company.user.id, body: 'Guten Tag!' }),
    })
    expect(written.status).toBe(201)
    const side = await openPage(browser, server.url, company.token, '/chat', { viewport: { width: 390, height: 844 } })
    const page = side.page
    const entry = page.getByRole('button', { name: /Lena Huber/ })
    await entry.focus()
    await page.keyboard.press('Enter')
    // Focus lands on the conversation's name (the list is hidden on a phone), not on the page top.
    const name = page.getByRole('heading', { name: 'Lena Huber', level: 2 })
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true)
    // The paper clip is drawn (an SVG), not an emoji that shows as an empty box without an emoji font.
    const attach = page.getByRole('button', { name: 'Foto oder Datei anhängen' })
    expect(await attach.locator('svg').count()).toBe(1)
    expect((await attach.textContent())?.trim()).toBe('')
    // Nothing runs past the screen's edge.
    const send = await page.getByRole('button', { name: 'Senden' }).boundingBox()
    expect((send?.x ?? 0) + (send?.width ?? 0)).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // „Alle Unterhaltungen“ brings the list back with focus on the entry that was open.
    await page.getByRole('button', { name: '← Alle Unterhaltungen' }).click()
    await expect.poll(() => entry.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await page.getByText('Wähle links eine Unterhaltung.').isVisible()).toBe(false)
    expect(side.errors).toEqual([])
    await page.context().close()
  })
})
