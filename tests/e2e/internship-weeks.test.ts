/**
 * Issue 15 item 6 in real Chromium against the built product: the company enters an internship week
 * in its job editor; a pupil books it on /betriebe/{slug}/jobs/{jobSlug}/praktikum (server-rendered);
 * the company gets „… eingetragen“ in its chat and confirms it there; the pupil sees it confirmed.
 * docs/company-pages.md.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { registerPupil } from './support/pupils.ts'
import { loginAs, openPage, type SignedIn } from './support/signed-in.ts'

const POLL = { timeout: 10_000 }

let server: ServedProduct
let browser: Browser
let company: SignedIn
let job: { slug: string; name: string }

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
  company = await loginAs(server.url, 'betrieb@demo.oabat.de')
  const created = await fetch(`${server.url}/api/v2/jobs/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${company.token}` },
    body: JSON.stringify({
      name: 'Schnupperpraktikum Schreinerei',
      type_id: 2,
      description: 'Eine Woche an der Hobelbank: Du baust Dein eigenes Vogelhaus.',
      tasks: ['Holz zuschneiden'],
      requirements: ['Lust aufs Handwerk'],
      benefits: ['Brotzeit'],
      duration_months: null,
      positions: 2,
      graduation: 'main',
      start_date: null,
      category: 'craft',
      status: 'published',
    }),
  })
  expect(created.status).toBe(201)
  job = ((await created.json()) as { data: { slug: string; name: string } }).data
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The Monday `weeks` weeks after this week's (YYYY-MM-DD, the browser's calendar). */
function monday(weeks: number): string {
  const date = new Date()
  date.setHours(12, 0, 0, 0)
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7) + weeks * 7)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** „07.12. – 11.12.2026“ as the pages write a week. */
function range(weekStart: string): string {
  const [y, m, d] = weekStart.split('-').map(Number) as [number, number, number]
  const friday = new Date(Date.UTC(y, m - 1, d + 4))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(d)}.${pad(m)}. – ${pad(friday.getUTCDate())}.${pad(friday.getUTCMonth() + 1)}.${friday.getUTCFullYear()}`
}

async function conversationWith(userId: number): Promise<number> {
  const response = await fetch(`${server.url}/api/chat/conversations`, {
    headers: { Authorization: `Bearer ${company.token}` },
  })
  const list = (await response.json()) as { data: Array<{ id: number; participants: Array<{ id: number }> }> }
  const found = list.data.find((c) => c.participants.some((p) => p.id === userId))
  if (!found) throw new Error('no conversation with the pupil')
  return found.id
}

describe('internship weeks', () => {
  test('the company enters a week, a pupil books it, the company confirms it from the chat', async () => {
    const week = monday(3)
    const businessSlug = company.user.business?.slug as string
    const pagePath = `/betriebe/${businessSlug}/jobs/${job.slug}/praktikum`

    // The company enters the week in the job editor.
    const editor = await openPage(browser, server.url, company.token, `/betrieb/job/${job.slug}/bearbeiten`)
    const weeks = editor.page.getByRole('region', { name: 'Praktikumswochen' })
    await weeks.waitFor(POLL)
    await weeks.getByLabel('Woche ab Montag').fill(week)
    await weeks.getByLabel('Plätze', { exact: true }).fill('1')
    await weeks.getByRole('button', { name: 'Woche eintragen' }).click()
    await weeks.getByText(range(week), { exact: true }).waitFor(POLL)
    await weeks.getByText('0 von 1 Platz gebucht').waitFor(POLL)
    expect(await seriousViolations(editor.page)).toEqual([])
    expect(editor.errors).toEqual([])

    // A guest gets the page from the server with the week in its HTML.
    const html = await (await fetch(`${server.url}${pagePath}`)).text()
    expect(html).toContain('Praktikumswochen: Schnupperpraktikum Schreinerei')
    expect(html).toContain(range(week))

    // A pupil books the week.
    const pupilToken = await registerPupil(server.url, server.dataDir, 'greta.praktikum@example.de', 'Greta')
    const pupil = await openPage(browser, server.url, pupilToken, pagePath)
    await pupil.page.getByRole('button', { name: `Woche vom ${range(week)} buchen` }).click(POLL)
    await pupil.page.getByText('Deine Woche ist eingetragen!').waitFor(POLL)
    await pupil.page.getByText('Gebucht · Wartet auf Antwort').waitFor(POLL)
    await pupil.page.getByText('Ausgebucht').waitFor(POLL)
    expect(await seriousViolations(pupil.page)).toEqual([])

    // The company gets „… eingetragen“ in its chat and confirms it there.
    const pupilLogin = await loginAs(server.url, 'greta.praktikum@example.de', 'schueler-2026')
    const conversationId = await conversationWith(pupilLogin.user.id)
    const companyChat = await openPage(browser, server.url, company.token, `/chat?conversation_id=${conversationId}`)
    const chat = companyChat.page
    const booking = chat.getByTestId('chat-message').filter({ hasText: 'eingetragen' }).last()
    await booking.getByText(/Praktikumswoche ab .* \(Schnupperpraktikum Schreinerei\) eingetragen/).waitFor(POLL)
    await booking.getByText('Wartet auf Antwort').waitFor(POLL)
    await booking.getByRole('button', { name: 'Praktikumswoche von Greta Test bestätigen' }).click()
    await booking.getByText('Bestätigt').waitFor(POLL)
    await expect.poll(() => booking.getByRole('button', { name: /bestätigen/ }).count(), POLL).toBe(0)
    await chat
      .getByText(/ist bestätigt\. Wir freuen uns auf Dich!/)
      .first()
      .waitFor(POLL)
    expect(await seriousViolations(chat)).toEqual([])
    expect(companyChat.errors).toEqual([])

    // The pupil sees the booking confirmed.
    await pupil.page.reload()
    await pupil.page.getByText('Gebucht · Bestätigt').waitFor(POLL)
    expect(pupil.errors).toEqual([])
  })
})
