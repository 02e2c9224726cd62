/**
 * The company profile editor in real Chromium against the built product: a freshly registered
 * company fills its profile step by step (name and motto, about us — HTML refused —, five title
 * images — a fake image refused —, logo, public contact person with picture) until the SPEC §5
 * checklist is complete, is warned about unsaved changes, and the public page shows it all.
 * Another company's editor sends the user away (business guard).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, loginInDialog } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { codeFromOutbox } from './support/outbox.ts'
import { testPng } from './support/test-media.ts'

/** Uploads are re-encoded by sharp on a shared machine: give server-side work time. */
const POLL = { timeout: 20_000 }

let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** Registers a company through the API and confirms its address with the code from the outbox. */
async function registerCompany(email: string, password: string): Promise<{ slug: string; name: string }> {
  const name = 'Zimmerei Kerscher'
  const registered = await post<{ token: string; user: { business: { slug: string } } }>('/api/businesses', {
    newBusiness: { name, postal_code: '94032', email, password, firstname: 'Maria', lastname: 'Kerscher' },
  })
  expect(registered.status).toBe(201)
  const token = registered.body.token
  expect((await post('/api/auth/verify/resend', {}, token)).status).toBeLessThan(300)
  const code = await codeFromOutbox(server.dataDir, email)
  expect((await post('/api/auth/verify', { code }, token)).status).toBeLessThan(300)
  return { slug: registered.body.user.business.slug, name }
}

const files = (prefix: string, count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: testPng(640, 400, [40 * (i + offset), 90, 160 - 20 * i]),
  }))

function checklist(page: Page) {
  return page.getByRole('region', { name: 'Vollständigkeit' })
}

describe('company profile editor (/betriebe/{slug}/bearbeiten)', () => {
  test('a new company fills its profile until the checklist is complete; the public page shows it', async () => {
    const email = `kerscher.${Date.now()}@example.de`
    const password = 'Zimmerei2026'
    const company = await registerCompany(email, password)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
    // Only necessary cookies, answered before: the banner would lie over the bottom of the page.
    await context.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    // A guest gets the login dialog and lands in the editor afterwards (step 1 by default).
    await gotoHydrated(page, `${server.url}/betriebe/${company.slug}/bearbeiten`)
    await loginInDialog(page, email, password)
    await page.waitForURL(`${server.url}/betriebe/${company.slug}/bearbeiten`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL).toBe('Profil bearbeiten')
    await expect.poll(() => checklist(page).textContent(), POLL).toContain('1 von 7 erledigt')
    // The company's home points to the next open item.
    await gotoHydrated(page, `${server.url}/betrieb`)
    const profileCard = page.getByRole('region', { name: 'Euer Profil' })
    await expect.poll(() => profileCard.textContent(), POLL).toContain('Noch 6 von 7 Punkten der Checkliste offen')
    await profileCard.getByRole('link', { name: 'Über uns' }).click()
    await page.waitForURL(/bearbeiten\?step=2$/)
    await page
      .getByRole('navigation', { name: 'Schritte des Profils' })
      .getByRole('link', { name: /Name und Motto/ })
      .click()
    await page.waitForURL(/bearbeiten\?step=1$/)
    // An unknown step is step 1, and the address says so.
    await gotoHydrated(page, `${server.url}/betriebe/${company.slug}/bearbeiten?step=99`)
    await page.waitForURL(/bearbeiten\?step=1$/)

    // Step 1: name and motto; an empty name gets the server's message at the field.
    const nameField = page.getByLabel('Name des Unternehmens', { exact: true })
    await expect.poll(() => nameField.inputValue(), POLL).toBe(company.name)
    await nameField.fill('')
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect.poll(() => nameField.getAttribute('aria-invalid'), POLL).toBe('true')
    // The refused field has the focus (the disabled button had dropped it to the page).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), POLL).toBe('name')
    await nameField.fill(company.name)
    await page.getByLabel('Motto', { exact: true }).fill('Mit Herz und Hand seit 1952')
    await page.getByRole('button', { name: 'Speichern und weiter' }).click()
    await page.waitForURL(/bearbeiten\?step=2$/)
    // The new step's heading has the focus (the pressed button is gone), so keyboard users go on from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), POLL).toBe('Über uns')

    // Step 2: about us; HTML is refused with the server's German message and nothing is saved.
    const about = page.getByRole('textbox', { name: 'Über uns' })
    await about.fill('Hallo <img src=x onerror=alert(1)>')
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect
      .poll(() => page.locator('.oabat-ui-text-field__error').textContent(), POLL)
      .toBe('HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.')
    await about.fill(
      'Wir bauen Dachstühle und Holzhäuser in Niederbayern.\n\nBei uns lernst Du das Handwerk von Grund auf.',
    )
    await page.getByRole('button', { name: 'Speichern und weiter' }).click()
    await page.waitForURL(/bearbeiten\?step=3$/)
    await expect.poll(() => checklist(page).textContent(), POLL).toContain('2 von 7 erledigt')

    // Step 3: a fake image is refused with the server's message; five real title images are uploaded.
    const titleImages = page.getByRole('group', { name: 'Titelbilder' })
    await titleImages.locator('input[type=file]').setInputFiles({
      name: 'kein-bild.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Das ist Text und kein Bild.'),
    })
    await expect
      .poll(() => titleImages.getByRole('alert').textContent(), POLL)
      .toContain('Diese Datei ist kein unterstütztes Bild.')
    // A PDF is refused before it is sent (no request at all).
    let sentPdf = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/images') && request.postDataBuffer()?.includes('prospekt.pdf')) sentPdf = true
    })
    await titleImages.locator('input[type=file]').setInputFiles({
      name: 'prospekt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 kein Bild'),
    })
    await expect
      .poll(() => titleImages.getByRole('alert').textContent(), POLL)
      .toBe('prospekt.pdf: Diese Datei ist kein unterstütztes Bild. Erlaubt sind JPEG, PNG, WebP, AVIF und GIF.')
    expect(sentPdf).toBe(false)
    await titleImages.locator('input[type=file]').setInputFiles(files('titel', 6))
    await expect.poll(() => titleImages.locator('li img').count(), POLL).toBe(6)
    // One too many: removing asks first, then the image is gone.
    await titleImages.getByRole('button', { name: 'Bild 6 entfernen' }).click()
    const removeDialog = page.getByRole('dialog', { name: 'Bild entfernen?' })
    await removeDialog.getByRole('button', { name: 'Entfernen', exact: true }).click()
    await removeDialog.waitFor({ state: 'hidden' })
    await expect.poll(() => titleImages.locator('li img').count(), POLL).toBe(5)
    await expect.poll(() => titleImages.getByRole('alert').count(), POLL).toBe(0)
    // The previews are <picture>s with AVIF and WebP sources before the JPEG.
    const sources = await titleImages
      .locator('li picture')
      .first()
      .evaluate((picture) => [...picture.querySelectorAll('source')].map((source) => source.type))
    expect(sources).toEqual(['image/avif', 'image/webp'])
    await page.getByRole('button', { name: 'Speichern und weiter' }).click()
    await page.waitForURL(/bearbeiten\?step=4$/)
    await expect.poll(() => checklist(page).textContent(), POLL).toContain('3 von 7 erledigt')

    // Step 4: the logo. A logo uploaded and then discarded on leaving is deleted, not left behind.
    const logoGroup = page.getByRole('group', { name: 'Logo' })
    const discardedUpload = page.waitForResponse((r) => r.url().endsWith('/api/images') && r.status() === 201)
    await logoGroup.locator('input[type=file]').setInputFiles(files('verworfen', 1, 4))
    const discarded = ((await (await discardedUpload).json()) as { data: { id: number } }).data.id
    await expect.poll(() => logoGroup.locator('li img').count(), POLL).toBe(1)
    const steps = page.getByRole('navigation', { name: 'Schritte des Profils' })
    await steps.getByRole('link', { name: /Video/ }).click()
    await page
      .getByRole('dialog', { name: 'Ungespeicherte Änderungen' })
      .getByRole('button', { name: 'Verwerfen und verlassen' })
      .click()
    await page.waitForURL(/bearbeiten\?step=5$/)
    await expect.poll(async () => (await fetch(`${server.url}/api/images/${discarded}`)).status, POLL).toBe(404)
    await steps.getByRole('link', { name: /Logo/ }).click()
    await page.waitForURL(/bearbeiten\?step=4$/)
    // While the upload runs, saving waits: „Speichern und weiter“ would otherwise save without the logo.
    let releaseUpload = () => {}
    const uploadHeld = new Promise<void>((resolve) => {
      releaseUpload = resolve
    })
    await page.route('**/api/images', async (route) => {
      await uploadHeld
      await route.continue()
    })
    await page
      .getByRole('group', { name: 'Logo' })
      .locator('input[type=file]')
      .setInputFiles(files('logo', 1, 3))
    await page.getByRole('status').filter({ hasText: 'Das Hochladen läuft noch …' }).waitFor(POLL)
    expect(await page.getByRole('button', { name: 'Speichern und weiter' }).isDisabled()).toBe(true)
    releaseUpload()
    await expect.poll(() => page.getByRole('group', { name: 'Logo' }).locator('li img').count(), POLL).toBe(1)
    await page.unroute('**/api/images')
    expect(await page.getByRole('button', { name: 'Speichern und weiter' }).isDisabled()).toBe(false)
    await page.getByRole('button', { name: 'Speichern und weiter' }).click()
    await page.waitForURL(/bearbeiten\?step=5$/)

    // Step 5: the video is optional.
    await page.getByRole('button', { name: 'Weiter', exact: true }).click()
    await page.waitForURL(/bearbeiten\?step=6$/)

    // Step 6: the public contact person; the salutation defaults to „Frau“. The name from the
    // registration is filled in already (the public page shows it), to be checked and saved here.
    await expect.poll(() => page.getByLabel('Anrede', { exact: true }).inputValue(), POLL).toBe('Frau')
    await expect.poll(() => page.getByLabel('Vorname', { exact: true }).inputValue(), POLL).toBe('Maria')
    await expect.poll(() => page.getByLabel('Nachname', { exact: true }).inputValue(), POLL).toBe('Kerscher')
    await page.getByText('Name und Anrede stammen aus Eurer Registrierung.').waitFor()
    await page.getByLabel('Vorname', { exact: true }).fill('Theresa')
    // Leaving a step with unsaved changes asks first.
    await page
      .getByRole('navigation', { name: 'Schritte des Profils' })
      .getByRole('link', { name: /Name und Motto/ })
      .click()
    const warning = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' })
    await warning.waitFor()
    await warning.getByRole('button', { name: 'Weiter bearbeiten' }).click()
    await warning.waitFor({ state: 'hidden' })
    await expect.poll(() => page.url(), POLL).toMatch(/step=6$/)
    expect(await page.getByLabel('Vorname', { exact: true }).inputValue()).toBe('Theresa')
    // The browser's back button asks too, and „Weiter bearbeiten“ keeps what was typed.
    await page.goBack()
    await warning.waitFor()
    await expect.poll(() => page.url(), POLL).toMatch(/step=6$/)
    await page.keyboard.press('Escape')
    await warning.waitFor({ state: 'hidden' })
    await expect.poll(() => page.url(), POLL).toMatch(/step=6$/)
    expect(await page.getByLabel('Vorname', { exact: true }).inputValue()).toBe('Theresa')

    await page.getByLabel('Nachname', { exact: true }).fill('Kerscher')
    await page.getByLabel('Position', { exact: true }).fill('Ausbildungsleitung')
    const portrait = page.getByRole('group', { name: 'Foto der Ansprechperson' })
    await portrait.locator('input[type=file]').setInputFiles(files('portrait', 1, 5))
    await expect.poll(() => portrait.locator('li img').count(), POLL).toBe(1)
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect.poll(() => checklist(page).textContent(), POLL).toContain('Euer Profil ist vollständig.')
    // Focus goes to „Gespeichert.“ (role status), not to the page top with the disabled button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('[role=status]')?.textContent ?? ''), POLL)
      .toBe('Gespeichert.')
    expect(await seriousViolations(page, 'main')).toEqual([])
    await page.screenshot({ path: '/tmp/oabat-profile-editor.png', fullPage: true })

    // Each checklist item links to its step.
    await checklist(page).getByRole('link', { name: 'Über uns' }).click()
    await page.waitForURL(/bearbeiten\?step=2$/)

    // The public page shows name, motto, about us, the images and the contact person.
    await page.getByRole('link', { name: 'Profil ansehen' }).click()
    await page.waitForURL(`${server.url}/betriebe/${company.slug}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL).toBe(company.name)
    const main = page.getByRole('main')
    await expect.poll(() => main.textContent(), POLL).toContain('Mit Herz und Hand seit 1952')
    expect(await main.textContent()).toContain('Bei uns lernst Du das Handwerk von Grund auf.')
    await expect.poll(() => page.getByRole('img', { name: `Titelbild von ${company.name}` }).count(), POLL).toBe(1)
    await expect
      .poll(() => page.getByRole('img', { name: new RegExp(`^Bild \\d von ${company.name}$`) }).count(), POLL)
      .toBe(4)
    const contact = page.getByRole('region', { name: 'Deine Ansprechpartnerin' })
    await expect.poll(() => contact.textContent(), POLL).toContain('Theresa Kerscher')
    // No jobs yet: the job list says so, without the search's „widen the radius“ advice.
    const jobs = page.getByRole('region', { name: `Offene Stellen bei ${company.name}` })
    await expect.poll(() => jobs.textContent(), POLL).toContain('Zurzeit keine offenen Stellen.')
    expect(await jobs.textContent()).not.toContain('Umkreis')
    // On its own page the company gets the way back to the editor, not a chat with itself.
    expect(await page.getByRole('link', { name: `Nachricht an ${company.name}` }).count()).toBe(0)
    expect(await main.getByRole('link', { name: 'Profil bearbeiten' }).getAttribute('href')).toBe(
      `/betriebe/${company.slug}/bearbeiten?step=1`,
    )
    // The title image really loads (a decoded picture, not the placeholder).
    await expect
      .poll(
        () =>
          page
            .getByRole('img', { name: `Titelbild von ${company.name}` })
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        POLL,
      )
      .toBe(true)
    // The uploaded logo is the company's logo on its page (and on cards and in search).
    await expect
      .poll(
        () =>
          page
            .getByRole('img', { name: `Logo von ${company.name}` })
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        POLL,
      )
      .toBe(true)
    expect(await seriousViolations(page, 'main')).toEqual([])
    await page.screenshot({ path: '/tmp/oabat-business-public.png', fullPage: true })

    // The company's home says so too.
    await gotoHydrated(page, `${server.url}/betrieb`)
    await expect
      .poll(() => page.getByRole('region', { name: 'Euer Profil' }).textContent(), POLL)
      .toContain('Euer Profil ist vollständig.')

    // Another company's editor: the business guard sends the user to the start page.
    const demo = await post<{ user: { business: { slug: string } } }>('/api/auth/login', {
      email: 'betrieb@demo.oabat.de',
      password: DEMO_PASSWORD,
    })
    await gotoHydrated(page, `${server.url}/betriebe/${demo.body.user.business.slug}/bearbeiten`)
    await page.waitForURL(`${server.url}/`)
    expect(errors).toEqual([])
    await context.close()
  })
})
