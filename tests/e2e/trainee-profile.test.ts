/**
 * Trainee profile journeys against the built product (issue #13 items 1–2, docs/trainee-profile.md):
 * azubi@ fills /i/profile/editieren section by section and watches the completeness rise to 100 %;
 * uploads a CV in /i/dokumente and attaches it to an interest; betrieb@ opens that profile from its
 * interests and downloads the CV.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'
import { TEST_PDF, testPng } from './support/test-media.ts'

let server: ServedProduct
let browser: Browser
let trainee: SignedIn
let company: SignedIn

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const percentage = (page: Page) => page.locator('.trainee-edit__progress').getAttribute('data-percentage')

async function save(page: Page, button: string, expected: string) {
  await page.getByRole('button', { name: button }).click()
  await expect.poll(() => percentage(page)).toBe(expected)
}

describe('trainee profile', () => {
  test('the server knows the new personal pages: 200, their title, not indexed', async () => {
    for (const [path, title] of [
      ['/i/profile/editieren', 'Profil bearbeiten'],
      ['/i/dokumente', 'Dokumente'],
      ['/betrieb/bewerber/5', 'Profil'],
    ]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<title>${title}`)
      expect(html).toMatch(/noindex/)
    }
  })

  test('a trainee fills the profile step by step and watches the percentage rise to 100', async () => {
    const { page, errors } = await openPage(browser, server.url, trainee.token, '/i/profile/editieren?onboarding=1')
    await page.getByRole('heading', { name: 'Dein Profil ist zu 0 % vollständig' }).waitFor()
    await page.getByRole('heading', { name: /^Willkommen bei oabat/ }).waitFor()
    const missing = page.getByRole('list', { name: 'Fehlende Angaben' })
    expect(await missing.getByRole('link').allTextContents()).toEqual([
      'Über mich',
      'Kontakt',
      'Hobbys',
      'Schule und Abschluss',
      'Erfahrung',
      'Profilbild',
    ])
    expect(await missing.getByRole('link', { name: 'Erfahrung' }).getAttribute('href')).toBe('#experience')
    expect(await seriousViolations(page, '.trainee-edit')).toEqual([])

    await page
      .getByRole('textbox', { name: 'Über mich', exact: true })
      .fill('Ich schraube gern an Fahrrädern und helfe im Laden meiner Tante.')
    await save(page, 'Über mich speichern', '17')

    // A wrong postal code is refused at its field; all digits are a postal code, a name is a city.
    await page.getByRole('textbox', { name: 'Wohnort oder Postleitzahl', exact: true }).fill('940')
    await page.getByRole('button', { name: 'Kontakt speichern' }).click()
    await page.getByText('Eine Postleitzahl hat 5 Ziffern.').waitFor()
    await page.getByRole('textbox', { name: 'Wohnort oder Postleitzahl', exact: true }).fill('94032')
    await save(page, 'Kontakt speichern', '33')

    await page.getByRole('textbox', { name: 'Neues Hobby', exact: true }).fill('Mountainbike')
    await page.getByRole('button', { name: 'Hinzufügen' }).click()
    await page.getByRole('list', { name: 'Deine Hobbys' }).getByLabel('Hobby „Mountainbike“').waitFor()
    await expect.poll(() => percentage(page)).toBe('50')

    await page.getByRole('textbox', { name: 'Schule', exact: true }).fill('Mittelschule Passau-Neustift')
    await page.getByRole('combobox', { name: 'Höchster Abschluss', exact: true }).selectOption('quali')
    await page.getByRole('combobox', { name: 'Welcher Bereich interessiert Dich am meisten?' }).selectOption('craft')
    await save(page, 'Schule und Abschluss speichern', '67')

    await page
      .getByRole('textbox', { name: 'Erfahrung', exact: true })
      .fill('Zwei Wochen Praktikum in einer Fahrradwerkstatt.')
    await page.getByRole('spinbutton', { name: 'Anzahl Deiner Praktika' }).fill('1')
    await save(page, 'Erfahrung speichern', '83')

    await page.getByLabel('Profilbild hochladen').setInputFiles({
      name: 'ich.png',
      mimeType: 'image/png',
      buffer: testPng(120, 120, [200, 80, 60]),
    })
    await expect.poll(() => percentage(page), { timeout: 15_000 }).toBe('100')
    await page.getByRole('heading', { name: 'Dein Profil ist zu 100 % vollständig' }).waitFor()
    await page.getByText('Super, Dein Profil ist vollständig!').waitFor()
    await page.getByRole('img', { name: 'Dein Profilbild' }).waitFor()

    // The onboarding ends, and /i/profile shows the profile as companies see it.
    await page.getByRole('button', { name: 'Fertig' }).click()
    await page.getByRole('heading', { name: /^Willkommen bei oabat/ }).waitFor({ state: 'detached' })
    await gotoHydrated(page, `${server.url}/i/profile`)
    await page.getByText('Ich schraube gern an Fahrrädern').waitFor()
    await page.getByText('Wohnort: 94032').waitFor()
    await page.getByText('Qualifizierender Abschluss').waitFor()
    expect(errors).toEqual([])
  })

  test('uploads a CV in /i/dokumente and attaches it to an interest; the company opens profile and CV', async () => {
    const jobs = (await (
      await fetch(`${server.url}/api/v2/jobs?status=published`, {
        headers: { Authorization: `Bearer ${company.token}` },
      })
    ).json()) as { data: Array<{ id: number; name: string }> }
    const job = jobs.data[0] as { id: number; name: string }
    const sent = await fetch(`${server.url}/api/job_interests`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${trainee.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ job_id: job.id, message: 'Ich hätte großes Interesse.' }),
    })
    expect(sent.status).toBe(201)

    const { page, errors } = await openPage(browser, server.url, trainee.token, '/i/dokumente')
    await page.getByRole('heading', { name: 'Deine Dokumente', level: 1 }).waitFor()
    await page.getByText('Du hast noch keine Dokumente hochgeladen.').waitFor()
    await page.getByRole('combobox', { name: 'Art', exact: true }).selectOption('cv')
    await page
      .getByLabel(/^Datei/)
      .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: TEST_PDF })
    await page.getByRole('button', { name: 'Hochladen' }).click()
    await page.getByText('„lebenslauf.pdf“ ist gespeichert.').waitFor()
    const item = page.getByRole('list', { name: 'Deine Dokumente' }).getByRole('listitem').first()
    await item.getByRole('textbox', { name: 'Name', exact: true }).fill('Lebenslauf Lena.pdf')
    await item.getByRole('button', { name: 'Umbenennen' }).click()
    await item.getByText('Lebenslauf Lena.pdf', { exact: true }).waitFor()
    const attach = item.getByLabel(job.name)
    await attach.check()
    await expect.poll(() => attach.isChecked()).toBe(true)
    expect(await seriousViolations(page, '.trainee-edit')).toEqual([])
    expect(errors).toEqual([])

    // The company: its interests list leads to the profile, where the CV opens.
    const companySide = await openPage(browser, server.url, company.token, '/betrieb/anfragen')
    const company$ = companySide.page
    const interest = company$.getByTestId('job-interest').filter({ hasText: 'Ich hätte großes Interesse.' })
    await interest.getByRole('button', { name: 'Lebenslauf Lena.pdf' }).waitFor()
    await interest.getByRole('link', { name: 'Profil ansehen' }).click()
    await company$.waitForURL(/\/betrieb\/bewerber\/\d+$/)
    await company$.getByRole('heading', { name: 'Lena Huber' }).waitFor()
    await company$.getByText('Ich schraube gern an Fahrrädern').waitFor()
    await company$.getByText('Mountainbike').waitFor()
    await company$.getByRole('img', { name: 'Profilbild von Lena Huber' }).waitFor()
    expect(await seriousViolations(company$, '.area-page')).toEqual([])
    const download = company$.waitForEvent('download')
    await company$.getByRole('button', { name: 'Öffnen' }).click()
    expect((await download).suggestedFilename()).toBe('Lebenslauf Lena.pdf')

    // From the chat too: the interest opened a conversation, whose header leads to the same profile.
    await gotoHydrated(company$, `${server.url}/chat?user_id=${trainee.user.id}`)
    const panel = company$.getByRole('region', { name: 'Unterhaltung mit Lena Huber' })
    await panel.getByRole('link', { name: 'Profil ansehen' }).click()
    await company$.waitForURL(`${server.url}/betrieb/bewerber/${trainee.user.id}`)
    await company$.getByRole('heading', { name: 'Lena Huber' }).waitFor()
    expect(companySide.errors).toEqual([])
  })
})
