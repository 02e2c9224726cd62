/**
 * The contact and idea pages and the data download in real Chromium against the built product: a
 * guest writes to the team from /kontakt (a seeded content page, server-rendered; an empty message
 * is refused with the German field error), a trainee sends an idea from /idee and downloads
 * everything stored about them from /einstellungen.
 */
import fs from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { gotoHydrated } from './support/hydration.ts'
import { messageFromOutbox } from './support/outbox.ts'
import { loginAs, openPage } from './support/signed-in.ts'

const INBOX = 'team@oabat.test'
let server: ServedProduct
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ CONTACT_EMAIL: INBOX }), launchChromium()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

test('a guest finds the contact page in the footer, sends the form and sees the confirmation', async () => {
  // A content page the operator edits in the block editor, with the contact form block as its form.
  const content = (await (await fetch(`${server.url}/api/content-pages?path=/kontakt`)).json()) as {
    data: { kind: string; blocks: Array<{ type: string; kind?: string }> }
  }
  expect(content.data.kind).toBe('generic')
  expect(content.data.blocks).toContainEqual(expect.objectContaining({ type: 'contact_form', kind: 'kontakt' }))
  const html = await (await fetch(`${server.url}/kontakt`)).text()
  // Server-rendered: the form is in the HTML before any script runs.
  expect(html).toContain('data-server-rendered')
  expect(html).toContain('Deine Nachricht')

  const { page, errors } = await openPage(browser, server.url, null, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click()
  await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor()
  expect(await page.title()).toMatch(/^Kontakt/)

  await page.getByLabel('Deine E-Mail-Adresse').fill('gast@example.de')
  await page.getByRole('button', { name: 'Nachricht senden' }).click()
  await page.getByText('Bitte schreib uns eine Nachricht.').waitFor()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Dein Name').fill('Jonas Gast')
  await page.getByLabel('Deine Nachricht').fill('Gibt es auch Praktika in den Sommerferien?')
  await page.getByRole('button', { name: 'Nachricht senden' }).click()
  await page.getByText('Danke für Deine Nachricht!').waitFor()
  // What reaches the team is what the dedicated page sent: the contact form's mail, naming no page.
  const mail = await messageFromOutbox(server.dataDir, INBOX, /Sommerferien\?/)
  expect(mail.subject).toBe('Kontaktformular: Jonas Gast')
  expect(mail.text).toContain('Von: Jonas Gast <gast@example.de>')
  expect(mail.text).not.toContain('Seite:')

  await page.getByRole('link', { name: 'Schick uns Deine Idee' }).click()
  await page.getByRole('heading', { level: 1, name: 'Deine Idee für oabat' }).waitFor()
  expect(errors).toEqual([])
  await page.context().close()
})

test('a trainee downloads their data as JSON from /einstellungen', async () => {
  const trainee = await loginAs(server.url, 'azubi@demo.oabat.de')
  const { page, errors } = await openPage(browser, server.url, trainee.token, '/einstellungen')
  const button = page.getByRole('button', { name: 'Meine Daten herunterladen' })
  await button.waitFor()
  expect(await seriousViolations(page)).toEqual([])
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toMatch(/^oabat-meine-daten-\d{4}-\d{2}-\d{2}\.json$/)
  const file = await download.path()
  const data = JSON.parse(await fs.readFile(file, 'utf8')) as {
    user_id: number
    sections: Array<{ name: string; rows: Array<Record<string, unknown>> }>
  }
  expect(data.user_id).toBe(trainee.user.id)
  expect(data.sections.find((s) => s.name === 'account')?.rows[0]).toMatchObject({ email: 'azubi@demo.oabat.de' })
  expect(JSON.stringify(data)).not.toMatch(/password|token_hash/)

  // Signed in, the idea form knows the address to answer to; it asks for no phone number.
  await gotoHydrated(page, `${server.url}/idee`)
  await expect.poll(() => page.getByLabel('Deine E-Mail-Adresse').inputValue()).toBe('azubi@demo.oabat.de')
  expect(await page.getByLabel('Telefonnummer').count()).toBe(0)
  await page.getByLabel('Deine Idee', { exact: true }).fill('Eine Karte mit allen Praktika in meiner Nähe.')
  await page.getByRole('button', { name: 'Nachricht senden' }).click()
  await page.getByText('Danke für Deine Nachricht!').waitFor()
  const idea = await messageFromOutbox(server.dataDir, INBOX, /Karte mit allen Praktika/)
  expect(idea.subject).toMatch(/^Neue Idee: /)
  expect(idea.text).not.toContain('Seite:')
  expect(errors).toEqual([])
  await page.context().close()
})
