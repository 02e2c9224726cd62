/**
 * The block editor in real Chromium against the built product (docs/content-pages.md, "Editor"):
 * an admin builds a region landing page from five blocks (add, reorder by keyboard, bold rich
 * text), the unsaved work survives a reload, the preview shows it at phone width, the admin
 * publishes it, and a guest sees it with a working job list and contact form. The server runs with
 * OABAT_INTERN_PAGES=1, so the living style guide is there for the admin (docs/intern-pages.md).
 */

import type { Browser, FrameLocator, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { gotoHydrated, waitForHydration } from './support/hydration.ts'
import { fromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const ADMIN_EMAIL = 'admin@demo.oabat.de'
const INBOX = 'team@oabat.test'
const PATH = '/ausbildung-region-passau'

let server: ServedProduct
let browser: Browser
let adminToken: string

beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startServer({ ADMIN_EMAIL, CONTACT_EMAIL: INBOX, OABAT_INTERN_PAGES: '1' }),
    launchChromium(),
  ])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The editor's block whose heading names it, e.g. „Kontaktformular“. */
function block(page: Page, name: string | RegExp): Locator {
  return page.locator('li.block-editor__block').filter({ has: page.getByRole('heading', { level: 3, name }) })
}

async function addBlock(page: Page, label: string): Promise<Locator> {
  await page.getByLabel('Neuer Baustein').selectOption({ label })
  await page.getByRole('button', { name: 'Baustein hinzufügen' }).click()
  const added = block(page, new RegExp(`^\\d+\\. ${label.replace(/[()]/g, '\\$&')}$`))
  await added.waitFor()
  return added
}

const blockHeadings = (page: Page) => page.locator('li.block-editor__block h3').allTextContents()

describe('the block editor', () => {
  test('an admin builds a region landing page from five blocks, previews it on a phone and publishes it; a guest uses it', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/seiten')
    // The admin's menu leads here.
    await page.getByRole('navigation', { name: 'Menü Admin' }).getByRole('link', { name: 'Seiten' }).waitFor()

    // A new region landing page for Passau.
    const form = page.getByRole('region', { name: 'Neue Seite' })
    await form.getByLabel('Pfad').fill(PATH)
    await form.getByLabel('Seitenart').selectOption({ label: 'Startseite einer Region' })
    await expect.poll(() => form.getByLabel('Region').locator('option').allTextContents()).toContain('Passau')
    await form.getByLabel('Region').selectOption({ label: 'Passau' })
    await form.getByLabel('Titel').fill('Ausbildung in der Region Passau')
    await form.getByRole('button', { name: 'Seite anlegen' }).click()
    await page.waitForURL(/\/admin\/seiten\/\d+$/)
    await page.getByRole('heading', { level: 1, name: '„Ausbildung in der Region Passau“ bearbeiten' }).waitFor()
    await page.getByLabel('Vorspann (optional)').fill('Betriebe, Stellen und Ansprechpartner an einem Ort.')

    // Five blocks. The rich text comes from Tiptap, loaded only now, with a bold phrase.
    const text = await addBlock(page, 'Text')
    const editor = text.getByRole('textbox', { name: 'Text' })
    await editor.click()
    await page.keyboard.type('In Passau ')
    const bold = text.getByRole('button', { name: 'Fett' })
    await bold.click()
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.type('bilden viele Betriebe aus')
    await bold.click()
    await page.keyboard.type('.')
    await expect.poll(() => editor.innerHTML()).toContain('<strong>bilden viele Betriebe aus</strong>')

    const jobs = await addBlock(page, 'Stellenliste (Karussell oder Ergebnisliste)')
    await jobs.getByLabel('Überschrift (optional)').fill('Offene Ausbildungsplätze')
    await jobs.getByLabel('Ort (optional)').fill('passau-2855328')
    await jobs.getByLabel('Anzahl je Seite (optional)').fill('6')

    const faq = await addBlock(page, 'Häufige Fragen (FAQ)')
    await faq.getByLabel('Frage', { exact: true }).fill('Wann soll ich mich bewerben?')
    await faq.getByLabel('Antwort').fill('Am besten ein Jahr vor dem Start.')

    const person = await addBlock(page, 'Person')
    await person.getByLabel('Name', { exact: true }).fill('Maria Beispiel')
    await person.getByLabel('Funktion (optional)').fill('Ausbildungsberaterin')

    const contact = await addBlock(page, 'Kontaktformular')
    await contact.getByLabel('Überschrift (optional)').fill('Fragen an die Region?')
    expect(await blockHeadings(page)).toEqual([
      '1. Text',
      '2. Stellenliste (Karussell oder Ergebnisliste)',
      '3. Häufige Fragen (FAQ)',
      '4. Person',
      '5. Kontaktformular',
    ])

    // Reorder by keyboard: the contact form moves up twice, the focus stays on its button.
    await page.getByRole('button', { name: '5. Kontaktformular nach oben' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => blockHeadings(page)).toContain('4. Kontaktformular')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('4. Kontaktformular nach oben')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => blockHeadings(page))
      .toEqual([
        '1. Text',
        '2. Stellenliste (Karussell oder Ergebnisliste)',
        '3. Kontaktformular',
        '4. Häufige Fragen (FAQ)',
        '5. Person',
      ])

    // Nothing saved yet: a reload brings the work back from localStorage (articleEditorCache).
    await page.reload()
    await waitForHydration(page)
    await page.getByText('Ungespeicherte Änderungen wiederhergestellt').waitFor()
    await expect.poll(() => blockHeadings(page)).toHaveLength(5)
    expect((await blockHeadings(page))[2]).toBe('3. Kontaktformular')
    await expect
      .poll(() => block(page, '1. Text').getByRole('textbox', { name: 'Text' }).innerHTML())
      .toContain('<strong>bilden viele Betriebe aus</strong>')

    // The preview at phone width: the saved draft in a 360 px frame, nothing wider.
    await page.getByRole('button', { name: 'Vorschau Handy' }).click()
    const frameElement = page.getByTitle('Vorschau der Seite in Handybreite')
    await frameElement.waitFor()
    expect(await frameElement.getAttribute('width')).toBe('360')
    const frame: FrameLocator = page.frameLocator('iframe[title="Vorschau der Seite in Handybreite"]')
    await frame.getByRole('heading', { level: 1, name: 'Ausbildung in der Region Passau' }).waitFor()
    await frame.locator('.content-block--rich_text strong', { hasText: 'bilden viele Betriebe aus' }).waitFor()
    await frame.getByText('Diese Seite ist noch nicht veröffentlicht.', { exact: false }).waitFor()
    const handle = await frameElement.elementHandle()
    const inner = await handle?.contentFrame()
    expect(await inner?.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await page.getByText('Ungespeicherte Änderungen wiederhergestellt').count()).toBe(0)

    // Before publishing, the guest finds nothing there.
    expect((await fetch(`${server.url}${PATH}`)).status).toBe(404)
    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await page.getByText(`Veröffentlicht als Fassung 1 unter ${PATH}.`).waitFor()
    expect(await seriousViolations(page, 'main')).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()

    // The guest: the page comes rendered from the server, the job list works, the form sends.
    const html = await (await fetch(`${server.url}${PATH}`)).text()
    expect(html).toContain('<strong>bilden viele Betriebe aus</strong>')
    const guest = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } })
    await guest.addCookies([{ name: 'oabat_consent', value: 'm0.p0.f0', url: server.url }])
    const visitor = await guest.newPage()
    await gotoHydrated(visitor, `${server.url}${PATH}`)
    expect(await visitor.title()).toBe('Ausbildung in der Region Passau | oabat')
    await visitor.getByRole('heading', { level: 1, name: 'Ausbildung in der Region Passau' }).waitFor()
    const firstJob = visitor.locator('.content-block--job_list .oabat-card__link').first()
    await firstJob.waitFor()
    const contactForm = visitor.getByRole('region', { name: 'Fragen an die Region?' })
    await contactForm.getByLabel('Deine E-Mail-Adresse').fill('gast@example.de')
    await contactForm.getByLabel('Dein Name').fill('Jonas Gast')
    await contactForm.getByLabel('Deine Nachricht').fill('Welche Betriebe bilden zur Pflegefachkraft aus?')
    await contactForm.getByRole('button', { name: 'Nachricht senden' }).click()
    await visitor.getByText('Danke für Deine Nachricht!').waitFor()
    expect(await fromOutbox(server.dataDir, INBOX, /Seite: (\/ausbildung-region-passau)/)).toBe(PATH)
    const jobName = (await firstJob.textContent())?.trim() ?? ''
    await firstJob.click()
    await visitor.getByRole('heading', { level: 1, name: jobName }).waitFor()
    await guest.close()
  })

  test('a broken block is a clear message at its field, and the published page stays as it was', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/seiten')
    await page.getByRole('link', { name: `${PATH} bearbeiten` }).click()
    await page.waitForURL(/\/admin\/seiten\/\d+$/)
    const person = block(page, '5. Person')
    await person.getByLabel('Name', { exact: true }).fill('')
    await person.getByLabel('E-Mail (optional)').fill('keine-adresse')
    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await person.getByText('Bitte gib eine gültige E-Mail-Adresse an.').first().waitFor()
    expect(await person.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    const live = await (await fetch(`${server.url}/api/content-pages?path=${PATH}`)).json()
    expect(live.data.blocks[4]).toMatchObject({ type: 'person', name: 'Maria Beispiel' })
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('a region edits its own region pages', () => {
  test('the Passau region finds the landing page in its menu, edits it and previews it', async () => {
    const region = await loginAs(server.url, 'region@demo.oabat.de')
    const { page, errors } = await openPage(browser, server.url, region.token, '/region/seiten')
    await page.getByRole('navigation', { name: /Menü/ }).getByRole('link', { name: 'Seiten' }).waitFor()
    // Only region pages may be created; the page of its region is listed, the legal pages are not.
    const kinds = await page.getByRole('region', { name: 'Neue Seite' }).getByLabel('Seitenart').locator('option')
    await expect.poll(() => kinds.allTextContents()).toEqual(['Startseite einer Region', 'Regionsseite'])
    expect(await page.getByRole('link', { name: '/impressum bearbeiten' }).count()).toBe(0)
    await page.getByRole('link', { name: `${PATH} bearbeiten` }).click()
    await page.waitForURL(/\/region\/seiten\/\d+$/)
    await page.getByLabel('Vorspann (optional)').fill('Von der Region Passau gepflegt.')
    await page.getByRole('button', { name: 'Vorschau Desktop' }).click()
    const frame = page.frameLocator('iframe[title="Vorschau der Seite in Desktopbreite"]')
    await frame.getByText('Von der Region Passau gepflegt.').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('versions: a publish is undone in the editor', () => {
  test('the admin publishes the region’s change, then restores version 1 from the list; the guest sees it again', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/seiten')
    await page.getByRole('link', { name: `${PATH} bearbeiten` }).click()
    await page.waitForURL(/\/admin\/seiten\/\d+$/)
    // The region saved a new lead as the draft; the admin publishes it as version 2.
    expect(await page.getByLabel('Vorspann (optional)').inputValue()).toBe('Von der Region Passau gepflegt.')
    await page.getByRole('button', { name: 'Veröffentlichen' }).click()
    await page.getByText(`Veröffentlicht als Fassung 2 unter ${PATH}.`).waitFor()
    const versions = page.getByRole('region', { name: 'Fassungen' })
    await versions.getByText('(ist online)').waitFor()
    await expect.poll(() => versions.locator('li').count()).toBe(2)
    expect(await (await fetch(`${server.url}${PATH}`)).text()).toContain('Von der Region Passau gepflegt.')

    // Version 1 back: after confirming it goes live as version 3 and is the draft in the editor.
    await versions.getByRole('button', { name: 'Fassung 1 wiederherstellen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Fassung 1 wiederherstellen?' })
    await dialog.getByRole('button', { name: 'Wiederherstellen', exact: true }).click()
    await page.getByText('Fassung 1 wiederhergestellt: online als Fassung 3.').waitFor()
    await expect
      .poll(() => page.getByLabel('Vorspann (optional)').inputValue())
      .toBe('Betriebe, Stellen und Ansprechpartner an einem Ort.')
    await expect.poll(() => versions.locator('li').count()).toBe(3)
    expect(await versions.getByRole('button', { name: 'Fassung 2 wiederherstellen' }).count()).toBe(1)
    const html = await (await fetch(`${server.url}${PATH}`)).text()
    expect(html).toContain('Betriebe, Stellen und Ansprechpartner an einem Ort.')
    expect(html).not.toContain('Von der Region Passau gepflegt.')
    expect(await seriousViolations(page, 'main')).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('internal pages with OABAT_INTERN_PAGES=1 (docs/intern-pages.md)', () => {
  test('the admin sees the style guide: tokens, icons, widgets and states', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/intern/css')
    await page.getByRole('heading', { level: 1, name: 'CSS (intern)' }).waitFor()
    await page.getByText('--oabat-color-primary', { exact: true }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Interne Seiten' })
    await nav.getByRole('link', { name: 'Icons' }).click()
    await page.getByRole('heading', { level: 1, name: 'Icons (intern)' }).waitFor()
    await nav.getByRole('link', { name: 'Widgets' }).click()
    await page.waitForURL(`${server.url}/test`)
    await page.locator('.content-block--job_list .oabat-card__link').first().waitFor()
    await nav.getByRole('link', { name: 'Zustände' }).click()
    await page.getByRole('heading', { level: 2, name: 'Fehler beim Laden' }).waitFor()
    await nav.getByRole('link', { name: 'Parallax' }).click()
    await page.getByRole('heading', { level: 1, name: 'Parallax (intern)' }).waitFor()
    await nav.getByRole('link', { name: 'Komponenten' }).click()
    await page.getByRole('heading', { level: 1, name: 'Komponenten (intern)' }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})
