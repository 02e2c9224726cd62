/**
 * Issue 14 items 5 and 7 in real Chromium against the built product: a region adds a company
 * (/region/hinzufuegen) and a school (/region/schulen), publishes an event in Channelinhalte, the
 * company sees „Neues Event“ live in its chat, and the public event page downloads the .ics file.
 * Also: Mein Channel and the v2 flag, a company told who writes events, posts and materials in
 * Channelinhalte.
 */
import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { type ServedProduct, startServer } from '../support/server.ts'
import { demoAdminPassword } from './support/accounts.ts'
import { gotoHydrated } from './support/hydration.ts'
import { loginAs, openPage } from './support/signed-in.ts'
import { TEST_PDF } from './support/test-media.ts'

let server: ServedProduct
let browser: Browser

const POLL = { timeout: 15_000 }

interface RegionLogin {
  token: string
  user: {
    id: number
    region: { id: number; slug: string; name: string; is_v2: boolean; channel: { slug: string } }
  }
}
interface SchoolLogin {
  token: string
  user: { school: { id: number; slug: string; name: string } }
}

async function call(method: string, path: string, token: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { method, headers: { Authorization: `Bearer ${token}` } })
}

beforeAll(async () => {
  // The demo admin is an admin only where ADMIN_EMAIL names it (the v2 flag is the admin's switch).
  ;[server, browser] = await Promise.all([startServer({ ADMIN_EMAIL: 'admin@demo.oabat.de' }), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('region area', () => {
  test('a region adds a company and a school, publishes an event the company sees in its chat; the .ics downloads', async () => {
    const region = (await loginAs(server.url, 'region@demo.oabat.de')) as unknown as RegionLogin
    const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const school = (await loginAs(server.url, 'schule@demo.oabat.de')) as unknown as SchoolLogin
    const companyName = company.user.business?.name as string
    const channel = region.user.region.channel.slug
    // A clean start: none of the demo company's sites in the region's channel.
    const members = (await (await call('GET', '/api/v2/region/members', region.token)).json()) as {
      data: Array<{ business_site_id: number; business: { id: number } }>
    }
    for (const member of members.data.filter((m) => m.business.id === company.user.business?.id))
      await call('DELETE', `/api/business_site/${member.business_site_id}/channel/${channel}`, region.token)

    // The company waits on /chat: the event must arrive live.
    const { page: company$ } = await openPage(browser, server.url, company.token, '/chat')

    const { page, errors } = await openPage(browser, server.url, region.token, '/region/betriebe')
    const menu = page.getByRole('navigation', { name: 'Menü Region' })
    for (const label of ['Mitgliederverwaltung', 'Mein Channel', 'Channelinhalte', 'Schulverwaltung'])
      await menu.getByRole('link', { name: label }).waitFor()
    await page.getByRole('link', { name: 'Betrieb hinzufügen' }).click()
    await page.waitForURL(/\/region\/hinzufuegen$/)
    await page.getByRole('textbox', { name: 'Name des Betriebs' }).fill(companyName)
    await page.getByRole('button', { name: 'Suchen' }).click()
    const add = page.getByRole('button', {
      name: new RegExp(`^${companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .* hinzufügen$`),
    })
    await add.first().click()
    await page.getByText('gehört jetzt zu Eurer Region.').waitFor(POLL)
    await page.getByRole('link', { name: 'Zurück zur Mitgliederverwaltung' }).click()
    const memberList = page.getByRole('list', { name: 'Mitgliedsbetriebe' })
    await memberList.getByRole('link', { name: companyName }).first().waitFor(POLL)
    await memberList.getByText('im Channel sichtbar').first().waitFor()

    // Schulverwaltung: the demo school joins the region.
    await menu.getByRole('link', { name: 'Schulverwaltung' }).click()
    await page.waitForURL(/\/region\/schulen$/)
    await page.getByRole('textbox', { name: 'Name der Schule' }).fill(school.user.school.name)
    await page.getByRole('button', { name: 'Suchen' }).click()
    await page.getByRole('button', { name: `${school.user.school.name} hinzufügen` }).click()
    await page
      .getByRole('list', { name: 'Schulen Eurer Region' })
      .getByRole('link', { name: school.user.school.name })
      .waitFor(POLL)
    // A school without a profile (Schulbasis) for the region's pupils; the same name again is refused.
    const bases = page.getByRole('region', { name: 'Schulen ohne Profil' })
    await bases.getByRole('textbox', { name: 'Schulname' }).fill('Grundschule Am Bach')
    await bases.getByRole('button', { name: 'Schule eintragen' }).click()
    await bases.getByRole('list', { name: 'Schulen ohne Profil' }).getByText('Grundschule Am Bach').waitFor(POLL)
    await bases.getByRole('textbox', { name: 'Schulname' }).fill('grundschule am bach')
    await bases.getByRole('button', { name: 'Schule eintragen' }).click()
    await bases.getByText('Diese Schule steht schon in der Liste. Wähle sie dort aus.').waitFor(POLL)

    // Channelinhalte: a new event; the HTML check first, then the real one.
    await menu.getByRole('link', { name: 'Channelinhalte' }).click()
    await page.waitForURL(/\/region\/plattform$/)
    const form = page.getByRole('form', { name: 'Neues Event' })
    await form.getByRole('textbox', { name: 'Titel' }).fill('Azubi-Speeddating <b>Passau</b>')
    await form.getByLabel('Beginn').fill('2027-03-04T17:30')
    await form.getByRole('button', { name: 'Event veröffentlichen' }).click()
    await form.getByText('HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.').waitFor(POLL)
    await form.getByRole('textbox', { name: 'Titel' }).fill('Azubi-Speeddating Passau')
    await form.getByRole('textbox', { name: 'Ort (optional)' }).fill('Stadthalle Passau')
    await form.getByRole('textbox', { name: 'Beschreibung (optional)' }).fill('20 Betriebe, ein Abend.')
    await form.getByRole('button', { name: 'Event veröffentlichen' }).click()
    await page.getByText('„Azubi-Speeddating Passau“ ist veröffentlicht.').waitFor(POLL)
    await page.getByRole('link', { name: 'Azubi-Speeddating Passau', exact: true }).waitFor(POLL)

    // The member company: „Neues Event“ live in its chat list; opened, the message links the event.
    const preview = company$.locator('.chat__list-preview', { hasText: 'Neues Event' })
    await preview.first().waitFor(POLL)
    await preview.first().click()
    const message = company$.getByTestId('chat-message').last()
    await message.getByText('Neues Event').waitFor(POLL)
    await message.getByText('Azubi-Speeddating Passau').first().waitFor()

    // The school got it as well (over the API: its chat list names the region's event).
    const schoolChats = (await (await call('GET', '/api/chat/conversations', school.token)).json()) as {
      data: Array<{ partner: { id: number } | null; last_message: { action: { type: string } | null } | null }>
    }
    expect(schoolChats.data.find((c) => c.partner?.id === region.user.id)?.last_message?.action?.type).toBe(
      'eventCreated',
    )

    // The public event page offers the iCalendar file.
    const events = (await (await fetch(`${server.url}/api/events?channel=${channel}`)).json()) as {
      data: Array<{ slug: string; title: string }>
    }
    const event = events.data.find((e) => e.title === 'Azubi-Speeddating Passau')
    expect(event).toBeDefined()
    const { page: visitor } = await openPage(browser, server.url, null, `/event/${event?.slug}`)
    await visitor.getByRole('heading', { name: 'Azubi-Speeddating Passau' }).waitFor()
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: /in Deinen Kalender/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${event?.slug}.ics`)
    const ics = await readFile((await download.path()) as string, 'utf8')
    expect(ics).toContain('BEGIN:VCALENDAR\r\n')
    expect(ics).toContain('SUMMARY:Azubi-Speeddating Passau\r\n')
    expect(ics).toContain('LOCATION:Stadthalle Passau\r\n')
    expect(ics).toMatch(/DTSTART:20270304T\d{4}00Z\r\n/)
    expect(errors).toEqual([])
  })

  test('a school writes and edits an event of its own channel on /schule', async () => {
    const school = (await loginAs(server.url, 'schule@demo.oabat.de')) as unknown as SchoolLogin
    // Unique per run: the title names the event's buttons and forms.
    const title = `Elternabend Berufsorientierung ${Date.now().toString(36)}`
    const { page, errors } = await openPage(browser, server.url, school.token, '/schule')
    const form = page.getByRole('form', { name: 'Neues Event' })
    await form.getByRole('textbox', { name: 'Titel' }).fill(title)
    await form.getByLabel('Beginn').fill('2027-05-12T19:00')
    await form.getByRole('button', { name: 'Event veröffentlichen' }).click()
    await page.getByText(`„${title}“ ist veröffentlicht.`).waitFor(POLL)
    await page.getByRole('button', { name: `„${title}“ bearbeiten` }).click()
    const edit = page.getByRole('form', { name: `Event „${title}“ bearbeiten` })
    await edit.getByRole('textbox', { name: 'Ort (optional)' }).fill('Aula')
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click()
    await edit.waitFor({ state: 'detached', ...POLL })
    const all = (await (await fetch(`${server.url}/api/events?past=0`)).json()) as {
      data: Array<{ title: string; city: string | null }>
    }
    expect(all.data.filter((e) => e.title === title).map((e) => e.city)).toEqual(['Aula'])
    expect(errors).toEqual([])
  })

  test('Mein Channel: the texts show on the region page, and the area links follow the v2 flag', async () => {
    const region = (await loginAs(server.url, 'region@demo.oabat.de')) as unknown as RegionLogin
    const admin = await loginAs(server.url, 'admin@demo.oabat.de', demoAdminPassword(server.dataDir))
    const { id, slug, name, is_v2: wasV2 } = region.user.region
    const setV2 = async (on: boolean) => {
      const answer = await fetch(`${server.url}/api/v2/admin/regions/${id}/v2`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ is_v2: on }),
      })
      if (answer.status !== 200) throw new Error(`v2 ${on}: ${answer.status} ${await answer.text()}`)
    }
    const about = `Drei Flüsse, viele Berufe ${Date.now().toString(36)}.`
    try {
      await setV2(true)
      const { page, errors } = await openPage(browser, server.url, region.token, '/region')
      const publicLink = () => page.getByRole('link', { name: 'So sieht Eure Regionsseite aus' })
      expect(await publicLink().getAttribute('href')).toBe(`/region/v2/${slug}`)

      await page.getByRole('navigation', { name: 'Menü Region' }).getByRole('link', { name: 'Mein Channel' }).click()
      await page.waitForURL(/\/region\/channel$/)
      const text = page.getByRole('textbox', { name: 'Über die Region' })
      await text.waitFor(POLL)
      await text.fill('Wir bilden <b>gern</b> aus.')
      await page.getByRole('button', { name: 'Speichern' }).click()
      await page.getByText('HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.').waitFor(POLL)
      await text.fill(`${about}\n\nIm Passauer Land bilden Betriebe aller Größen aus.`)
      await page.getByRole('button', { name: 'Speichern' }).click()
      await page.getByText('Gespeichert. So steht es jetzt auf Eurer Regionsseite.').waitFor(POLL)

      // A v2 region: its page is /region/v2/{slug}, with the search box and the new text.
      await page.getByRole('link', { name: 'Eure Regionsseite ansehen' }).click()
      await page.waitForURL(`${server.url}/region/v2/${slug}`)
      await page.getByRole('heading', { name: `Über die Region ${name}` }).waitFor(POLL)
      await page.getByText(about).waitFor()
      await page.getByText('Im Passauer Land bilden Betriebe aller Größen aus.').waitFor()
      // The server renders it too (crawlers, first paint), escaped as plain text.
      const html = await (await fetch(`${server.url}/region/v2/${slug}`)).text()
      expect(html).toContain(about)

      // The admin switches the flag off: the area's links now lead to /region/{slug}, which shows the text.
      await setV2(false)
      await gotoHydrated(page, `${server.url}/region`)
      expect(await publicLink().getAttribute('href')).toBe(`/region/${slug}`)
      await gotoHydrated(page, `${server.url}/region/channel`)
      const channelLink = page.getByRole('link', { name: 'Eure Regionsseite ansehen' })
      await expect.poll(() => channelLink.getAttribute('href'), POLL).toBe(`/region/${slug}`)
      await channelLink.click()
      await page.waitForURL(`${server.url}/region/${slug}`)
      await page.getByText(about).waitFor(POLL)
      // The old v2 address moves to the region's form now.
      await gotoHydrated(page, `${server.url}/region/v2/${slug}`)
      await page.waitForURL(`${server.url}/region/${slug}`)
      expect(errors).toEqual([])
    } finally {
      await setV2(wasV2)
    }
  })

  test('a company reads on /betrieb who writes the events of its channels, and where to go instead', async () => {
    const company = await loginAs(server.url, 'betrieb@demo.oabat.de')
    const { page, errors } = await openPage(browser, server.url, company.token, '/betrieb')
    const card = page.getByRole('region', { name: 'Events' })
    await card.getByText('Events legen die Regionen und Schulen an, in deren Channels Ihr seid.').waitFor(POLL)
    await card.getByRole('link', { name: /als Beitrag ankündigen$/ }).waitFor()
    await card.getByRole('link', { name: 'Eure Channels ansehen' }).click()
    await page.waitForURL(/\/betrieb\/channels$/)
    await page.getByRole('heading', { name: 'Deine Channels' }).waitFor(POLL)
    // The server keeps its word: a company's event is refused, in German.
    const refused = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${company.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Tag der offenen Tür', start_at: '2027-06-01T08:00:00Z', channel: 'passau' }),
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe('Dafür hast Du keine Berechtigung.')
    expect(errors).toEqual([])
  })

  test('Channelinhalte: the region publishes a post and a material, both public, and deletes them after confirming', async () => {
    const region = (await loginAs(server.url, 'region@demo.oabat.de')) as unknown as RegionLogin
    const run = Date.now().toString(36)
    const postTitle = `Ausbildungsstart in der Region ${run}`
    const materialTitle = `Elternbrief Berufsorientierung ${run}`
    const { page, errors } = await openPage(browser, server.url, region.token, '/region/plattform')

    // A post: HTML is refused at its field, then the plain one is published and opens on its public page.
    const postForm = page.getByRole('form', { name: 'Neuer Beitrag' })
    await postForm.getByRole('textbox', { name: 'Titel' }).fill(postTitle)
    await postForm.getByRole('textbox', { name: 'Text' }).fill('<script>alert(1)</script>')
    await postForm.getByRole('button', { name: 'Beitrag veröffentlichen' }).click()
    await postForm.getByText('HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.').waitFor(POLL)
    await postForm.getByRole('textbox', { name: 'Text' }).fill('Am 1. September beginnen 300 Azubis in der Region.')
    await postForm.getByRole('button', { name: 'Beitrag veröffentlichen' }).click()
    await page.getByText(`„${postTitle}“ ist veröffentlicht.`).waitFor(POLL)
    const posts = page.getByRole('list', { name: 'Eure Beiträge' })
    await posts.getByRole('link', { name: postTitle }).click()
    await page.getByRole('heading', { name: postTitle }).waitFor(POLL)
    await page.locator('p', { hasText: 'Am 1. September beginnen 300 Azubis in der Region.' }).first().waitFor()
    await page.goBack()

    // A material: without a file the form says so; a PDF uploads, downloads for a guest and is listed.
    const materialForm = page.getByRole('form', { name: 'Neues Material' })
    await materialForm.getByRole('textbox', { name: 'Titel' }).fill(materialTitle)
    await materialForm.getByRole('button', { name: 'Material hochladen' }).click()
    await materialForm.getByText('Bitte wähle eine Datei aus.').waitFor(POLL)
    await materialForm
      .getByLabel('Datei (PDF, Bild oder Word, höchstens 10 MB)')
      .setInputFiles({ name: 'elternbrief.pdf', mimeType: 'application/pdf', buffer: TEST_PDF })
    await materialForm.getByRole('button', { name: 'Material hochladen' }).click()
    await page.getByText(`„${materialTitle}“ ist hochgeladen.`).waitFor(POLL)
    const materials = page.getByRole('list', { name: 'Eure Materialien' })
    const link = materials.getByRole('link', { name: materialTitle })
    const href = (await link.getAttribute('href')) as string
    const file = await fetch(`${server.url}${href}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(TEST_PDF)).toBe(true)

    // Deleting asks first; „Abbrechen“ keeps it, „Löschen“ removes it from the list and the public calls.
    await materials.getByRole('button', { name: `„${materialTitle}“ löschen` }).click()
    const materialDialog = page.getByRole('dialog', { name: 'Material löschen?' })
    await materialDialog.getByRole('button', { name: 'Abbrechen' }).click()
    await materialDialog.waitFor({ state: 'hidden' })
    await link.waitFor()
    await materials.getByRole('button', { name: `„${materialTitle}“ löschen` }).click()
    await materialDialog.getByRole('button', { name: 'Löschen' }).click()
    await page.getByText(`„${materialTitle}“ ist gelöscht.`).waitFor(POLL)
    await expect.poll(() => link.count(), POLL).toBe(0)
    expect((await fetch(`${server.url}${href}`)).status).toBe(404)

    await posts.getByRole('button', { name: `„${postTitle}“ löschen` }).click()
    await page.getByRole('dialog', { name: 'Beitrag löschen?' }).getByRole('button', { name: 'Löschen' }).click()
    await page.getByText(`„${postTitle}“ ist gelöscht.`).waitFor(POLL)
    await expect.poll(() => posts.getByRole('link', { name: postTitle }).count(), POLL).toBe(0)
    expect(errors).toEqual([])
  })
})
