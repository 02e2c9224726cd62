/**
 * Issue 14 items 1 and 2 in real Chromium against the built product: a school edits its profile and
 * sees it public (server-rendered, hydrated without a second request); an admin unlocks the
 * Schwarzes Brett and the open board page unlocks without reload (pusher-js in the page); the
 * invitation link opens the registration with the school preset.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { codeFromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'
import { testPng } from './support/test-media.ts'

let server: ServedProduct
let browser: Browser
let schoolToken: string
let schoolUserId: number
let schoolId: number
let slug: string
let adminToken: string

const POLL = { timeout: 10_000 }
const ADMIN_EMAIL = 'admin@demo.oabat.de'

async function sendJson(method: 'PUT' | 'POST', path: string, body: unknown, token: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  return `${response.status} ${response.ok ? '' : await response.text()}`.trim()
}

beforeAll(async () => {
  // The product runs in production mode: the admin is the account its ADMIN_EMAIL names.
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  const school = (await loginAs(server.url, 'schule@demo.oabat.de')) as unknown as {
    token: string
    user: { id: number; school: { id: number; slug: string } }
  }
  schoolToken = school.token
  schoolUserId = school.user.id
  schoolId = school.user.school.id
  slug = school.user.school.slug
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('school profile and Schwarzes Brett', () => {
  test('a school edits its profile; the public page is server-rendered and hydrates without a second request', async () => {
    const { page, errors } = await openPage(browser, server.url, schoolToken, `/schule/${slug}`)
    // The school's side menu: Schulprofil, Schwarzes Brett and the company network.
    const menu = page.getByRole('navigation', { name: 'Menü Schule' })
    await menu.getByRole('link', { name: 'Schwarzes Brett' }).waitFor()
    expect(await menu.getByRole('link', { name: 'Firmennetzwerk' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click()
    const about = page.getByRole('textbox', { name: 'Über uns' })
    await about.fill('<b>fett</b>')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect
      .poll(() => page.locator('.oabat-ui-text-field__error').first().textContent(), POLL)
      .toBe('HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.')
    await about.fill('Wir sind eine Mittelschule mit Herz.\n\nBei uns gibt es jede Woche eine Praktikumsbörse.')
    await page
      .getByRole('group', { name: 'Titelbild' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'schulhof.png', mimeType: 'image/png', buffer: testPng(800, 400, [40, 120, 200]) })
    await page.getByRole('group', { name: 'Titelbild' }).getByRole('img').first().waitFor()
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.getByText('Gespeichert.').waitFor()
    // Closing with unsaved text asks first; discarding keeps the saved profile.
    await about.fill('Nur ein Entwurf')
    await page.getByRole('button', { name: 'Schließen' }).click()
    await page.getByText('Du hast Änderungen am Schulprofil noch nicht gespeichert.').waitFor()
    await page.getByRole('button', { name: 'Änderungen verwerfen' }).click()
    await page.getByRole('button', { name: 'Profil bearbeiten' }).waitFor()
    expect(await page.getByText('Nur ein Entwurf').count()).toBe(0)
    await page.getByText('Wir sind eine Mittelschule mit Herz.').waitFor()
    expect(errors).toEqual([])

    // Over plain HTTP the profile is in the server's HTML, with its head.
    const html = await (await fetch(`${server.url}/schule/${slug}`)).text()
    expect(html).toContain('Wir sind eine Mittelschule mit Herz.')
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/schule/${slug}"`))
    expect(html).toMatch(/<div id="root" data-server-rendered>[\s\S]*Über uns/)
    // The region's list of schools leads there (server-rendered as well).
    const region = await (await fetch(`${server.url}/region/v2/passau/schulen`)).text()
    expect(region).toContain(`href="/schule/${slug}"`)

    // A guest's browser hydrates it without asking for the school again and without warnings.
    const context = await browser.newContext({ locale: 'de-DE' })
    const guest = await context.newPage()
    const requests: string[] = []
    const messages: string[] = []
    guest.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) requests.push(url.pathname)
    })
    guest.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    })
    await gotoHydrated(guest, `${server.url}/schule/${slug}`)
    await guest.getByRole('heading', { name: 'Über uns' }).waitFor()
    await guest.waitForLoadState('networkidle')
    expect(requests.filter((path) => path.startsWith('/api/schools') || path.startsWith('/api/events'))).toEqual([])
    expect(messages).toEqual([])
    expect(await guest.getByRole('button', { name: 'Profil bearbeiten' }).count()).toBe(0)
    await context.close()
    await page.context().close()
  })

  test('an admin unlocks the board; the open board page unlocks without reload', async () => {
    expect(
      await sendJson(
        'PUT',
        `/api/v2/admin/schools/${schoolId}/bulletin_board`,
        { is_minibat_unlocked: false },
        adminToken,
      ),
    ).toBe('200')
    // The school's own page, signed in; its websocket frames tell when the school channel is joined.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    await context.addInitScript((value) => localStorage.setItem('auth token', value), schoolToken)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const frames: string[] = []
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))))
    await gotoHydrated(page, `${server.url}/schule/${slug}/schwarzes-brett`)
    await page.getByText('ist noch nicht freigeschaltet').waitFor()
    let navigations = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++
    })
    // Wait until the page listens on its school channel, then unlock from outside.
    const joined = (frame: string) =>
      frame.includes('pusher_internal:subscription_succeeded') && frame.includes(`private-school.${schoolId}`)
    await expect.poll(() => frames.some(joined), POLL).toBe(true)
    expect(
      await sendJson(
        'PUT',
        `/api/v2/admin/schools/${schoolId}/bulletin_board`,
        { is_minibat_unlocked: true },
        adminToken,
      ),
    ).toBe('200')
    await page.getByRole('heading', { name: 'Neuigkeiten' }).waitFor(POLL)
    expect(await page.getByText('ist noch nicht freigeschaltet').count()).toBe(0)
    expect(navigations).toBe(0)
    // The only tab is Alles (SPEC §2); the invitation card shows its QR code.
    expect(await page.getByRole('navigation', { name: 'Bereiche des Schwarzen Bretts' }).textContent()).toBe('Alles')
    const qr = page.getByRole('img', { name: /QR-Code des Einladungslinks/ })
    await qr.waitFor()
    // Printable: „Drucken“ opens the print dialog, and the print stylesheet keeps the card alone, the code 8 cm wide.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Drucken' }).click()
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes')
    await page.emulateMedia({ media: 'print' })
    const visibility = (locator: typeof qr) => locator.evaluate((element) => getComputedStyle(element).visibility)
    expect(await visibility(qr)).toBe('visible')
    // Hidden elements leave the accessibility tree, so the menu is found by its markup here.
    expect(await visibility(page.locator('nav[aria-label="Menü Schule"]'))).toBe('hidden')
    expect(Math.round((await qr.boundingBox())?.width ?? 0)).toBe(302) // 8 cm at 96 px per inch
    await page.emulateMedia({ media: 'screen' })

    // A pupil writes to the school: „Nachrichten“ in its side menu shows the unread message live.
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
    expect(
      await sendJson(
        'POST',
        '/api/chat/messages/',
        { receiver_id: schoolUserId, body: 'Hallo Schule!' },
        trainee.token,
      ),
    ).toBe('201')
    const menu = page.getByRole('navigation', { name: 'Menü Schule' })
    const messages = menu.getByRole('link', { name: /^Nachrichten/ })
    await expect.poll(() => messages.textContent(), POLL).toBe('Nachrichten1, 1 ungelesene Nachricht')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the invitation link opens the registration with the school preset', async () => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register/trainee')) sent.push(request.postData() ?? '')
    })
    await gotoHydrated(page, `${server.url}/schule/${slug}/einladung`)
    const dialog = page.getByRole('dialog', { name: 'Kostenlos registrieren' })
    await dialog.waitFor()
    const email = 'eingeladen@example.de'
    await dialog.getByLabel('E-Mail-Adresse').fill(email)
    await dialog.getByRole('button', { name: 'Code senden' }).click()
    const code = await codeFromOutbox(server.dataDir, email)
    await dialog.getByLabel('Code', { exact: true }).fill(code)
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByText('Deine Schule:').waitFor()
    await dialog.getByLabel('Vorname').fill('Emma')
    await dialog.getByLabel('Nachname').fill('Eingeladen')
    await dialog.getByLabel('Geburtsdatum').fill('2010-04-12')
    await dialog.getByLabel('Passwort', { exact: true }).fill('Schule2026')
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ school: slug, firstname: 'Emma' })
    await page.getByRole('button', { name: /Emma.*Konto-Menü/ }).waitFor()
    await context.close()
  })
})
