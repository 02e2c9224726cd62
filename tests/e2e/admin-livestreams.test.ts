/**
 * The admin's livestream pages in real Chromium against the built product (docs/livestreams.md):
 * the admin creates a fair with a company and a livestream with a slot through the forms, moderates
 * a guest's chat message that arrives over the realtime channel, sees the stage and runs a poll;
 * other accounts and guests are refused by the admin guard.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { DEMO_PASSWORD, demoAdminPassword } from './support/accounts.ts'
import { loginAs, openPage } from './support/signed-in.ts'

/** The parts of the API answers this file reads (the tests do not depend on the core package). */
interface AdminBusinessRow {
  id: number
  slug: string
  name: string
}
interface AdminJobFair {
  city: string
  participants: Array<{ id: number; slug: string; name: string; is_published: boolean }>
}
interface LivestreamSummary {
  id: number
  title: string
}
interface Livestream {
  id: number
  job_fair_id: number | null
  lower_bound: number
  is_chat_public: boolean
  is_live: boolean
  appearances: Array<{ business: { id: number } | null }>
  messages: Array<{ text: string }>
  polls: Array<{ question: string; is_active: boolean }>
}

const ADMIN_EMAIL = 'admin@demo.oabat.de'
const FAIR_NAME = 'Ausbildungsmesse Browsertest'
const STREAM_TITLE = 'Bühne Browsertest'

let server: ServedProduct
let browser: Browser
let adminToken: string
let company: AdminBusinessRow

async function apiCall<T>(method: string, path: string, body?: unknown, token: string | null = adminToken) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL }), launchChromium()])
  adminToken = (await loginAs(server.url, ADMIN_EMAIL, demoAdminPassword(server.dataDir))).token
  const businesses = await apiCall<{ data: AdminBusinessRow[] }>('GET', '/api/v2/admin/business?search=a')
  company = businesses.body.data[0] as AdminBusinessRow
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The created livestream, found by its title. */
async function createdStream(): Promise<Livestream> {
  const list = await apiCall<{ data: LivestreamSummary[] }>('GET', '/api/livestreams')
  const summary = list.body.data.find((l) => l.title === STREAM_TITLE)
  if (!summary) throw new Error('the livestream was not created')
  return (await apiCall<{ data: Livestream }>('GET', `/api/livestreams/${summary.id}`)).body.data
}

describe('admin livestream pages', () => {
  test('the admin creates a fair with a company, then a livestream on it with a slot', async () => {
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/messen')
    await page.getByRole('heading', { level: 1, name: 'Messen' }).waitFor()
    await page.getByRole('button', { name: 'Neue Messe' }).click()
    const form = page.getByRole('region', { name: 'Neue Messe' })
    await form.getByLabel('Name', { exact: true }).fill(FAIR_NAME)
    await form.getByLabel('Titel', { exact: true }).fill(`${FAIR_NAME} 2027`)
    const channel = form.getByLabel('Kanal (Region)')
    await expect.poll(() => channel.locator('option').count()).toBeGreaterThan(1)
    await channel.selectOption({ index: 1 })
    await form.getByLabel('Ort suchen').fill('Passau')
    await form.getByRole('button', { name: 'Passau als Ort wählen' }).first().click()
    await form.getByText('Ort: Passau').waitFor()
    await form.getByLabel('Beginn', { exact: true }).fill('2027-03-06T09:00')
    await form.getByLabel('Ende', { exact: true }).fill('2027-03-06T16:00')
    await form.getByLabel('Unternehmen hinzufügen').fill(company.name)
    await form.getByRole('button', { name: `${company.name} auswählen` }).click()
    await form.getByLabel(`${company.name}: veröffentlicht`).waitFor()
    await form.getByRole('button', { name: 'Speichern' }).click()
    await page.getByText(`„${FAIR_NAME}“ ist gespeichert.`).waitFor()
    await page.getByRole('row', { name: new RegExp(`${FAIR_NAME} 2027`) }).waitFor()

    const fairs = await apiCall<{ data: Array<{ id: number; name: string }> }>('GET', '/api/jobfairs')
    const fairId = fairs.body.data.find((f) => f.name === FAIR_NAME)?.id
    const fair = (await apiCall<{ data: AdminJobFair }>('GET', `/api/admin/jobfairs/${fairId}`)).body.data
    expect(fair.city).toBe('Passau')
    expect(fair.participants).toEqual([{ id: company.id, slug: company.slug, name: company.name, is_published: true }])

    // The admin's side menu leads there.
    await page.getByRole('link', { name: 'Livestreams', exact: true }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Livestreams' }).waitFor()
    await page.getByRole('button', { name: 'Neuer Livestream' }).click()
    const streamForm = page.getByRole('region', { name: 'Neuer Livestream' })
    await streamForm.getByLabel('Titel', { exact: true }).fill(STREAM_TITLE)
    const fairSelect = streamForm.getByLabel('Messe')
    await expect.poll(() => fairSelect.locator('option').count()).toBeGreaterThan(1)
    await fairSelect.selectOption({ label: `${FAIR_NAME} 2027` })
    await streamForm.getByLabel('Geplanter Beginn').fill('2027-03-06T10:00')
    await streamForm.getByLabel('Mindestzahl Zuschauende').fill('25')
    await streamForm.getByRole('button', { name: 'Auftritt hinzufügen' }).click()
    await streamForm.getByLabel('Beginn (Auftritt 1)').fill('2027-03-06T10:00')
    await streamForm.getByLabel('Ende (Auftritt 1)').fill('2027-03-06T10:30')
    await streamForm.getByRole('button', { name: 'Unternehmen wählen' }).click()
    await streamForm.getByLabel('Unternehmen für Auftritt 1 suchen').fill(company.name)
    await streamForm.getByRole('button', { name: `${company.name} auswählen` }).click()
    await streamForm.getByText(`Unternehmen: ${company.name}`).waitFor()
    await streamForm.getByRole('button', { name: 'Speichern' }).click()
    await page.getByText(`„${STREAM_TITLE}“ ist gespeichert.`).waitFor()
    const row = page.getByRole('row', { name: new RegExp(STREAM_TITLE) })
    await row.getByText(FAIR_NAME).waitFor()
    await row.getByText('Nicht live').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    const stream = await createdStream()
    expect(stream).toMatchObject({ job_fair_id: fairId, lower_bound: 25, is_chat_public: true })
    expect(stream.appearances).toHaveLength(1)
    expect(stream.appearances[0]?.business?.id).toBe(company.id)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a guest message arrives in the admin chat over the realtime channel; the admin deletes it', async () => {
    const stream = await createdStream()
    const { page, errors } = await openPage(browser, server.url, adminToken, '/admin/livestreams')
    await page.getByRole('link', { name: `${STREAM_TITLE} moderieren` }).click()
    await page.waitForURL(`${server.url}/admin/livestream/${stream.id}/chat`)
    await page.getByText('Noch keine Nachrichten. Neue erscheinen hier sofort.').waitFor()

    const send = (text: string) =>
      apiCall(
        'POST',
        `/api/livestreams/${stream.id}/messages`,
        { text, nickname: 'Gast Lea', chat_user_id: 'gast-lea-1234' },
        null,
      )
    expect((await send('Hallo aus dem Publikum')).status).toBe(201)
    await page.getByText('Hallo aus dem Publikum').waitFor()
    // The page is subscribed by now: the second one can only come over the channel.
    expect((await send('Gibt es noch Praktikumsplätze?')).status).toBe(201)
    await page.getByText('Gibt es noch Praktikumsplätze?').waitFor()

    await page.getByRole('button', { name: 'Nachricht von Gast Lea löschen' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Nachricht löschen?' })
    await dialog.getByText('„Hallo aus dem Publikum“ von Gast Lea').waitFor()
    await dialog.getByRole('button', { name: 'Nachricht löschen' }).click()
    await page.getByText('Die Nachricht ist gelöscht.').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await expect.poll(() => page.getByText('Hallo aus dem Publikum').count()).toBe(0)
    const after = await apiCall<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(after.body.data.messages.map((m) => m.text)).toEqual(['Gibt es noch Praktikumsplätze?'])

    // The events sub page: likes and reactions as they come.
    await page
      .getByRole('navigation', { name: 'Livestream-Bereiche' })
      .getByRole('link', { name: 'Reaktionen' })
      .click()
    await page.waitForURL(`${server.url}/admin/livestream/${stream.id}/events`)
    await page.getByText('Seit dem Öffnen dieser Seite noch keine Reaktionen.', { exact: false }).waitFor()
    const likes = Number(await page.getByTestId('like-count').textContent())
    // Sent until one arrives: the first may come before the sub page has subscribed.
    await expect
      .poll(async () => {
        await apiCall(
          'POST',
          `/api/livestreams/${stream.id}/events`,
          { type: 'like', chat_user_id: 'gast-lea-1234' },
          null,
        )
        return page.getByText('👍 Like').count()
      })
      .toBeGreaterThan(0)
    expect(Number(await page.getByTestId('like-count').textContent())).toBeGreaterThan(likes)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the timer shows who is on stage now and next; the admin opens a new poll and accepts a proposal', async () => {
    const stream = await createdStream()
    const now = Date.now()
    const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString()
    const other = (
      await apiCall<{ data: AdminBusinessRow[] }>('GET', '/api/v2/admin/business?search=e')
    ).body.data.find((b) => b.id !== company.id) as AdminBusinessRow
    await apiCall('PUT', `/api/livestreams/${stream.id}`, {
      appearances: [
        { from: iso(-10), to: iso(20), business_id: company.id },
        { from: iso(20), to: iso(40), business_id: other.id },
      ],
    })
    const proposed = await apiCall(
      'POST',
      '/api/livestream_poll_proposal/',
      {
        livestream_id: stream.id,
        question: 'Wer bildet im Sommer aus?',
        options: ['Alle', 'Einige'],
        nickname: 'Gast Lea',
        chat_user_id: 'gast-lea-1234',
      },
      null,
    )
    expect(proposed.status).toBe(201)
    const { page, errors } = await openPage(browser, server.url, adminToken, `/admin/livestream/${stream.id}/timer`)
    await expect.poll(() => page.getByTestId('stage-current').textContent()).toBe(company.name)
    expect(await page.getByTestId('stage-next').textContent()).toBe(other.name)

    // A schedule file: a broken one changes nothing and names its row, a good one replaces the slots.
    const schedule = page.getByRole('region', { name: 'Ablaufplan hochladen' })
    const uploadCsv = async (name: string, rows: string[]) => {
      await schedule.getByLabel('Datei').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(['Von;Bis;Unternehmen;Titel', ...rows].join('\n')),
      })
      await schedule.getByRole('button', { name: 'Hochladen' }).click()
      await page.getByRole('dialog', { name: 'Ablaufplan ersetzen?' }).getByRole('button', { name: 'Ersetzen' }).click()
    }
    await uploadCsv('kaputt.csv', [`${iso(10)};${iso(5)};${other.slug};Falsch herum`])
    await schedule.getByText('Der Ablaufplan wurde nicht übernommen.').waitFor()
    expect(await schedule.getByRole('listitem').first().textContent()).toMatch(/^Zeile 2/)
    expect(await page.getByTestId('stage-current').textContent()).toBe(company.name)
    await uploadCsv('ablauf.csv', [`${iso(-5)};${iso(25)};${other.slug};Jetzt live`])
    await schedule.getByText('Der Ablaufplan ist übernommen: 1 Auftritt.').waitFor()
    await expect.poll(() => page.getByTestId('stage-current').textContent()).toBe(other.name)

    await page.getByRole('button', { name: 'Live schalten' }).click()
    await page.getByRole('button', { name: 'Livestream beenden' }).waitFor()

    await page.getByLabel('Frage').fill('Welcher Beruf interessiert Dich?')
    await page.getByLabel('Antwort 1').fill('Handwerk')
    await page.getByLabel('Antwort 2').fill('Büro')
    await page.getByRole('button', { name: 'Abstimmung anlegen' }).click()
    const poll = page.getByRole('listitem').filter({ hasText: 'Welcher Beruf interessiert Dich?' })
    await poll.getByText('geschlossen').waitFor()
    await poll.getByRole('button', { name: 'Öffnen' }).click()
    await poll.getByText('offen', { exact: true }).waitFor()

    // A viewer's proposal becomes an open poll.
    const proposal = page.getByRole('listitem').filter({ hasText: 'Wer bildet im Sommer aus?' })
    await proposal.getByText('von Gast Lea').waitFor()
    await proposal.getByRole('button', { name: 'Annehmen und öffnen' }).click()
    await page.getByText('Keine offenen Vorschläge.').waitFor()
    const accepted = page.getByRole('listitem').filter({ hasText: 'Wer bildet im Sommer aus?' })
    await accepted.getByText('offen', { exact: true }).waitFor()

    const read = await apiCall<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.is_live).toBe(true)
    expect(
      read.body.data.polls
        .filter((p) => p.is_active)
        .map((p) => p.question)
        .sort(),
    ).toEqual(['Welcher Beruf interessiert Dich?', 'Wer bildet im Sommer aus?'].sort())
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the admin guard refuses a trainee and a guest', async () => {
    const trainee = await loginAs(server.url, 'azubi@demo.oabat.de', DEMO_PASSWORD)
    const { page, errors } = await openPage(browser, server.url, trainee.token, '/admin/livestreams')
    await page.waitForURL(`${server.url}/`)
    expect(await page.getByRole('heading', { name: 'Alle Livestreams' }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()

    const guest = await openPage(browser, server.url, null, '/admin/messen')
    await guest.page.getByRole('dialog', { name: 'Anmelden' }).waitFor()
    expect(await guest.page.getByRole('heading', { name: 'Alle Messen' }).count()).toBe(0)
    await guest.page.context().close()
  })
})
