/**
 * <oabat-chat> on a company's own web site (another origin than oabat), in real Chromium against
 * the built product: a trainee logs in inside the widget and writes to the company; the company
 * (the portal's /chat in a second browser context) receives it live and answers; the widget shows
 * typing and the answer without a reload, and counts unread answers on the closed button.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_PASSWORD } from '../e2e/support/accounts.ts'
import { loginAs, openPage } from '../e2e/support/signed-in.ts'
import { TEST_PDF, testPng } from '../e2e/support/test-media.ts'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { type HostSite, hostPage, startHostSite } from './support/host-site.ts'

const LOADER_FILE = path.join(REPO_ROOT, 'widgets', 'dist', 'oabat.js')
let server: ServedProduct
let host: HostSite
let browser: Browser

const login = (email: string) => loginAs(server.url, email)
/** The portal, signed in with the token. */
const portalPage = (token: string, pathname: string) =>
  openPage(browser, server.url, token, pathname, { viewport: { width: 1280, height: 800 } })

beforeAll(async () => {
  if (!fs.existsSync(LOADER_FILE)) throw new Error(`${LOADER_FILE} is missing: run pnpm build first`)
  ;[server, host, browser] = await Promise.all([startServer(), startHostSite(), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await server?.stop()
})

describe('<oabat-chat> on a third-party page', () => {
  test('a trainee logs in inside the widget, writes to the company, and gets the live answer; typing shows and clears', async () => {
    const company = await login('betrieb@demo.oabat.de')
    const slug = company.user.business?.slug as string
    const companySide = await portalPage(company.token, '/chat')
    const company$ = companySide.page
    await company$.getByRole('heading', { name: 'Nachrichten', level: 1 }).waitFor()

    host.put('/kontakt.html', {
      body: hostPage(
        `<script src="${server.url}/widgets/oabat.js" async></script>`,
        `<h1>Schreinerei – Kontakt</h1><oabat-chat business="${slug}" label="Chat mit uns"></oabat-chat>`,
      ),
    })
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      acceptDownloads: true,
    })
    const page = await context.newPage()
    const problems: string[] = []
    const pusherRequests: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      // The wrong password below is answered 422 on purpose; Chromium logs every failed response.
      if (message.type() === 'error' && !message.text().includes('status of 422')) problems.push(message.text())
    })
    page.on('request', (request) => {
      if (/\/chunks\/pusher-/.test(request.url())) pusherRequests.push(request.url())
    })
    // Resolves once the widget's pusher-js connection has subscribed to the trainee's channel.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) resolve()
        }),
      )
    })
    await page.goto(`${host.origin}/kontakt.html`)
    expect(new URL(page.url()).origin).not.toBe(new URL(server.url).origin)

    const launcher = page.getByRole('button', { name: 'Chat mit uns' })
    await launcher.waitFor()
    // Closed: pusher-js is not loaded.
    expect(pusherRequests).toEqual([])

    // A guest opens it and logs in inside the widget; a wrong password shows the server's message.
    await launcher.click()
    await page.getByLabel('E-Mail-Adresse').waitFor()
    expect(await seriousViolations(page, 'oabat-chat')).toEqual([])
    await page.getByLabel('E-Mail-Adresse').fill('azubi@demo.oabat.de')
    await page.getByLabel('Passwort').fill('falsch-falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('alert').waitFor()
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/\S/)
    await page.getByLabel('Passwort').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Anmelden' }).click()

    // Logged in: the conversation with the company, greeted while nobody else has written (SPEC §4).
    const draft = page.getByLabel(/^Nachricht an /)
    await draft.waitFor()
    // The login form went away with the focus in it: focus is put on the message field, so the
    // keyboard user goes on typing and Escape still reaches the widget.
    await expect
      .poll(() => draft.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element))
      .toBe(true)
    // The paper clip is drawn, not an emoji (an empty box without an emoji font).
    expect(await page.getByRole('button', { name: 'Foto oder Datei anhängen' }).locator('svg').count()).toBe(1)
    await expect.poll(() => page.locator('oabat-chat .oabat-chat__bubble--theirs').count()).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('auth token'))).toMatch(/\S/)
    await expect.poll(() => pusherRequests.length).toBe(1)
    await subscribed

    expect(await seriousViolations(page, 'oabat-chat')).toEqual([])
    await draft.fill('Hallo, ist die Lehrstelle noch frei? <b>Infos</b> unter www.example.de, Mail an info@example.de')
    await draft.press('Enter')
    const mine = page.getByTestId('chat-message')
    await mine.first().waitFor()
    expect(await mine.first().textContent()).toContain(
      'Hallo, ist die Lehrstelle noch frei? Infos unter www.example.de',
    )
    expect(await page.getByRole('link', { name: 'www.example.de' }).getAttribute('href')).toBe('https://www.example.de')
    expect(await page.getByRole('link', { name: 'info@example.de' }).count()).toBe(0)
    expect(await page.locator('oabat-chat b').count()).toBe(0)

    // The company sees it arrive live, opens it and types: the widget shows it, then clears it after 6 s.
    const unread = company$.getByTestId('chat-unread').first()
    await expect.poll(() => unread.textContent(), { timeout: 10_000 }).toContain('1')
    await company$.getByRole('button', { name: /Lena Huber/ }).click()
    await company$.getByTestId('chat-message').first().waitFor()
    const companyDraft = company$.getByLabel('Nachricht', { exact: true })
    await companyDraft.pressSequentially('Ja', { delay: 20 })
    const typing = page.getByTestId('chat-typing')
    await expect.poll(() => typing.textContent(), { timeout: 10_000 }).toContain('schreibt')
    await expect.poll(() => typing.textContent(), { timeout: 10_000, interval: 500 }).toBe('')

    // The answer appears in the widget without a reload; the greeting gives way to it.
    await companyDraft.fill('Ja, sie ist noch frei. Komm gerne vorbei!')
    await company$.getByRole('button', { name: 'Senden' }).click()
    await page
      .getByTestId('chat-message')
      .getByText('Ja, sie ist noch frei. Komm gerne vorbei!')
      .waitFor({ timeout: 10_000 })
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(2)

    // Attachments across origins: the trainee sends a PDF from the widget, the company a picture.
    await page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'Zeugnis.pdf', mimeType: 'application/pdf', buffer: TEST_PDF })
    await page.getByText(/Zeugnis\.pdf \(\d+ Byte\)/).waitFor()
    await page.getByRole('button', { name: 'Senden' }).click()
    await page.getByTestId('chat-file').waitFor()
    await company$.getByTestId('chat-file').getByText('Zeugnis.pdf').waitFor({ timeout: 10_000 })
    await company$
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'werkstatt.png', mimeType: 'image/png', buffer: testPng(480, 320, [200, 120, 60]) })
    await company$.getByText('Foto: werkstatt.png').waitFor()
    await company$.getByRole('button', { name: 'Senden' }).click()
    const picture = page.getByTestId('chat-image')
    await picture.waitFor({ timeout: 10_000 })
    const thumb = picture.locator('img')
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await picture.click()
    await page.getByRole('dialog', { name: 'Foto werkstatt.png' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Foto werkstatt.png' }).waitFor({ state: 'hidden' })
    // Escape closed only the picture, not the chat.
    expect(await page.getByLabel(/^Nachricht an /).isVisible()).toBe(true)
    // The trainee downloads their own file back (fetched with the token, saved under its name).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('chat-file').click()])
    expect(download.suggestedFilename()).toBe('Zeugnis.pdf')

    // Closed again (Escape), the button counts the next answer live.
    await draft.press('Escape')
    await page.getByRole('button', { name: 'Chat mit uns' }).waitFor()
    await companyDraft.fill('Bring gerne Deinen Lebenslauf mit.')
    await company$.getByRole('button', { name: 'Senden' }).click()
    const badge = page.getByTestId('chat-unread')
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toContain('1')

    // A reload keeps the login (token in local storage) and the unread count; opening reads it.
    await page.reload()
    await expect.poll(() => page.getByTestId('chat-unread').textContent(), { timeout: 10_000 }).toContain('1')
    await page.getByRole('button', { name: /Chat mit uns/ }).click()
    await page.getByTestId('chat-message').getByText('Bring gerne Deinen Lebenslauf mit.').waitFor()
    await page.getByRole('button', { name: 'Chat schließen' }).first().click()
    await expect.poll(() => page.getByTestId('chat-unread').count()).toBe(0)

    expect(problems).toEqual([])
    expect(companySide.errors).toEqual([])
    await context.close()
    await company$.context().close()
  })

  test('a bad attribute shows its German message; an opened chat asks a guest to log in, without pusher-js', async () => {
    host.put('/falsch.html', {
      body: hostPage(
        `<script src="${server.url}/widgets/oabat.js" async></script>`,
        '<oabat-chat></oabat-chat><oabat-chat business="schreinerei-huber" open></oabat-chat>',
      ),
    })
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    const pusherRequests: string[] = []
    page.on('request', (request) => {
      if (/\/chunks\/pusher-/.test(request.url())) pusherRequests.push(request.url())
    })
    await page.goto(`${host.origin}/falsch.html`)
    await page.getByText('Attribut business fehlt.', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Anmelden' }).waitFor()
    expect(await page.getByRole('link', { name: 'Bei oabat registrieren' }).getAttribute('href')).toBe(
      `${server.url}/betriebe/schreinerei-huber?chat`,
    )
    expect(pusherRequests).toEqual([])
    await context.close()
  })

  test("the demo page's chat talks to the demo company's account, with a matching snippet", async () => {
    const company = await login('betrieb@demo.oabat.de')
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto(`${server.url}/demo/`)
    const chat = page.locator('#demo-chat')
    await chat.getByRole('button', { name: 'Chat mit uns' }).waitFor()
    expect(await chat.getAttribute('business')).toBe(company.user.business?.slug)
    expect(await page.locator('#snippet-chat').textContent()).toContain(`business="${company.user.business?.slug}"`)
    await context.close()
  })
})
