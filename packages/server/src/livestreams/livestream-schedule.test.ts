import fs from 'node:fs/promises'
import path from 'node:path'
import type { AuthToken, JobFair, Livestream } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import writeExcelFile from 'write-excel-file/node'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import {
  connected,
  disconnected,
  nextEvent,
  type PusherClient,
  pusherClient,
  subscribed,
} from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { SCHEDULE_TOO_LARGE } from './schedule-upload-route.ts'

const server = useTestServer()
let admin: AuthToken
let trainee: AuthToken
let companies: JobFair['businesses']
const clients: PusherClient[] = []
afterAll(async () => {
  await Promise.all(clients.map(disconnected))
})

type Company = JobFair['businesses'][number]
const company = (index: number) => companies[index] as Company

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(url, request(method, body, token))
}
const create = async (body: Record<string, unknown>) =>
  (await call<{ data: Livestream }>('POST', '/api/livestreams', body, admin.token)).body.data
const read = async (id: number) => (await call<{ data: Livestream }>('GET', `/api/livestreams/${id}`)).body.data

function upload(livestreamId: number | string, data: Uint8Array | string, name: string, token = admin.token) {
  const form = new FormData()
  form.set('livestream_id', String(livestreamId))
  form.set('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name)
  return server().json<Answer<{ data: Livestream }>>('/api/livestream/upload_schedule', {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

/** A CSV as German Excel writes it: `;` between cells, every cell quoted. */
const csv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(';')).join('\r\n')

/** What the slots of a stream are, in a form that is easy to compare. */
const slotsOf = (stream: Livestream) => ({
  appearances: stream.appearances.map((a) => [a.from, a.to, a.business?.id ?? null, a.title]),
  agenda: stream.agenda.map((a) => [a.from, a.to, a.title]),
})

beforeAll(async () => {
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
  const fairs = await call<{ data: JobFair[] }>('GET', '/api/jobfairs')
  companies = fairs.body.data.flatMap((f) => f.businesses)
  expect(companies.length).toBeGreaterThanOrEqual(3)
})

describe('schedule upload (POST /api/livestream/upload_schedule)', () => {
  it('a CSV replaces the company slots and the agenda; companies by name, slug or id; viewers get Updated', async () => {
    const stream = await create({
      title: 'Ablauf',
      appearances: [{ from: '2026-05-04T07:00:00Z', to: '2026-05-04T07:30:00Z', business_id: company(2).id }],
    })
    const client = await connected(pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }))
    clients.push(client)
    const updated = nextEvent<Livestream>(
      await subscribed(client.subscribe(`private-livestream.${stream.id}`)),
      'Updated',
    )
    const file = csv([
      ['Datum', 'Von', 'Bis', 'Unternehmen', 'Titel'],
      ['04.05.2026', '09:30', '10:00', '', 'Begrüßung'],
      ['04.05.2026', '10:00', '10:20', company(0).name, 'Ausbildung bei uns'],
      ['04.05.2026', '10:20', '10:40', company(1).slug, ''],
      ['04.05.2026', '10:40', '11:00', '', 'Pause'],
      ['04.05.2026', '11:00', '', String(company(2).id), 'Zum Schluss'],
    ])
    const answer = await upload(stream.id, file, 'ablauf.csv')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    // May is summer time in Germany: 10:00 there is 08:00 UTC.
    const expected = {
      appearances: [
        ['2026-05-04T08:00:00.000Z', '2026-05-04T08:20:00.000Z', company(0).id, 'Ausbildung bei uns'],
        ['2026-05-04T08:20:00.000Z', '2026-05-04T08:40:00.000Z', company(1).id, ''],
        ['2026-05-04T09:00:00.000Z', null, company(2).id, 'Zum Schluss'],
      ],
      agenda: [
        ['2026-05-04T07:30:00.000Z', '2026-05-04T08:00:00.000Z', 'Begrüßung'],
        ['2026-05-04T08:40:00.000Z', '2026-05-04T09:00:00.000Z', 'Pause'],
      ],
    }
    expect(slotsOf(answer.body.data)).toEqual(expected)
    expect(slotsOf(await read(stream.id))).toEqual(expected)
    expect(slotsOf(await updated)).toEqual(expected)
  })

  it('without a date column the rows take the day of the planned start; Windows-1252 text and commas work too', async () => {
    const stream = await create({ title: 'Ohne Datum', planned_start: '2026-01-20T09:00:00+01:00' })
    const text = ['von,bis,titel', '9:00,9:15,Grußwort der Bürgermeisterin', '9.15,09:45 Uhr,Fragerunde'].join('\n')
    const bytes = Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)))
    const answer = await upload(stream.id, bytes, 'ablauf.csv')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    // January is winter time: 09:00 there is 08:00 UTC.
    expect(slotsOf(answer.body.data).agenda).toEqual([
      ['2026-01-20T08:00:00.000Z', '2026-01-20T08:15:00.000Z', 'Grußwort der Bürgermeisterin'],
      ['2026-01-20T08:15:00.000Z', '2026-01-20T08:45:00.000Z', 'Fragerunde'],
    ])
  })

  it('reads a spreadsheet (.xlsx) with date and time cells', async () => {
    const stream = await create({ title: 'Excel' })
    const time = (h: number, m: number) => ({
      value: new Date(Date.UTC(1899, 11, 30, h, m)),
      type: Date,
      format: 'hh:mm',
    })
    const day = { value: new Date(Date.UTC(2026, 9, 7)), type: Date, format: 'dd.mm.yyyy' }
    const data = await writeExcelFile([
      ['Datum', 'Von', 'Bis', 'Unternehmen', 'Titel'],
      [day, time(13, 0), time(13, 30), company(0).name, 'Live aus der Werkstatt'],
      [day, '13:30', '14:00', null, 'Fragen aus dem Chat'],
    ]).toBuffer()
    const answer = await upload(stream.id, data, 'ablauf.xlsx')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(slotsOf(answer.body.data)).toEqual({
      appearances: [['2026-10-07T11:00:00.000Z', '2026-10-07T11:30:00.000Z', company(0).id, 'Live aus der Werkstatt']],
      agenda: [['2026-10-07T11:30:00.000Z', '2026-10-07T12:00:00.000Z', 'Fragen aus dem Chat']],
    })
  })

  it('the sample file in docs/ is accepted once its companies exist', async () => {
    const stream = await create({ title: 'Beispiel' })
    const sample = await fs.readFile(
      path.resolve(import.meta.dirname, '../../../../docs/livestream-ablaufplan.csv'),
      'utf8',
    )
    // The sample names made-up companies: here they become two demo companies (by slug).
    const file = sample.replace('Schreinerei Huber', company(0).slug).replace('Autohaus Berger', company(1).slug)
    const answer = await upload(stream.id, file, 'livestream-ablaufplan.csv')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.appearances.map((a) => a.business?.id)).toEqual([company(0).id, company(1).id])
    expect(answer.body.data.agenda.map((a) => a.title)).toEqual(['Begrüßung', 'Pause', 'Fragen aus dem Chat'])
    const unchanged = await upload(stream.id, sample, 'livestream-ablaufplan.csv')
    expect(unchanged.status).toBe(422)
    expect(unchanged.body.errors?.file?.[0]).toMatch(
      /^Zeile 3, Spalte „Unternehmen“: Das Unternehmen „Schreinerei Huber“/,
    )
  })

  it('checks every row and changes nothing when one is wrong; the errors name row and column in German', async () => {
    const stream = await create({
      title: 'Fehler',
      planned_start: '2026-05-04T09:00:00+02:00',
      appearances: [{ from: '2026-05-04T08:00:00Z', to: '2026-05-04T08:30:00Z', business_id: company(0).id }],
    })
    const before = slotsOf(await read(stream.id))
    const file = csv([
      ['Von', 'Bis', 'Unternehmen', 'Titel'],
      ['25:00', '10:00', company(0).name, ''],
      ['10:00', '09:00', company(0).name, ''],
      ['10:00', '10:30', 'Gibt es nicht GmbH', ''],
      ['11:00', '11:30', '', ''],
      ['12:00', '12:30', '', '<b>fett</b>'],
      ['13:00', '13:30', company(1).slug, ''],
      ['13:15', '13:45', '', 'Pause'],
    ])
    const answer = await upload(stream.id, file, 'ablauf.csv')
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe('Die Datei enthält Fehler; es wurde nichts geändert.')
    expect(answer.body.errors?.file).toEqual([
      'Zeile 2, Spalte „Von“: „25:00“ ist keine Uhrzeit. Schreibe sie als HH:MM.',
      'Zeile 3, Spalte „Bis“: Das Ende (09:00) muss nach dem Beginn (10:00) liegen.',
      'Zeile 5: Bitte gib ein Unternehmen oder einen Titel an (z. B. „Pause“ oder „Begrüßung“).',
      'Zeile 6, Spalte „Titel“: Der Titel darf kein HTML enthalten.',
      'Zeile 8, Spalte „Von“: 13:15 überschneidet sich mit Zeile 7 (13:00–13:30).',
      'Zeile 4, Spalte „Unternehmen“: Das Unternehmen „Gibt es nicht GmbH“ gibt es nicht. Gib den Namen, den Slug oder die Id an.',
    ])
    expect(slotsOf(await read(stream.id))).toEqual(before)
  })

  it('refuses a wrong header, a missing date and an open end in the middle', async () => {
    const stream = await create({ title: 'Kopfzeile' })
    const header = await upload(
      stream.id,
      csv([
        ['Anfang', 'Firma'],
        ['10:00', company(0).name],
      ]),
      'a.csv',
    )
    expect(header.status).toBe(422)
    expect(header.body.errors?.file).toEqual([
      'Zeile 1: Die Spalte „Anfang“ kennen wir nicht. Erlaubt sind Datum, Von, Bis, Unternehmen und Titel.',
      'Zeile 1: Die Spalte „Von“ fehlt.',
    ])
    const noDay = await upload(
      stream.id,
      csv([
        ['Von', 'Titel'],
        ['10:00', 'Start'],
      ]),
      'a.csv',
    )
    expect(noDay.body.errors?.file).toEqual([
      'Zeile 2, Spalte „Datum“: Bitte gib ein Datum an (TT.MM.JJJJ); der Livestream hat keinen geplanten Beginn.',
    ])
    const openEnd = await upload(
      stream.id,
      csv([
        ['Datum', 'Von', 'Bis', 'Titel'],
        ['04.05.2026', '10:00', '', 'Offen'],
        ['04.05.2026', '11:00', '11:30', 'Danach'],
      ]),
      'a.csv',
    )
    expect(openEnd.body.errors?.file).toEqual([
      'Zeile 2, Spalte „Bis“: Nur der letzte Programmpunkt darf ohne Ende sein; danach kommt Zeile 3.',
    ])
  })

  it('malformed, foreign, empty and oversized files get a 422 with a German file error, never a 500', async () => {
    const stream = await create({ title: 'Kaputt' })
    const cases: Array<[Uint8Array | string, string, RegExp]> = [
      ['', 'leer.csv', /Die Datei ist leer/],
      ['Von;Titel\n"10:00;Start\n', 'quote.csv', /CSV-Datei ist fehlerhaft \(Zeile 2\)/],
      [Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'alt.xls', /\.xls/],
      [
        Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
        'kaputt.xlsx',
        /keine CSV- oder Excel-Datei/,
      ],
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), 'bild.png', /keine CSV- oder Excel-Datei/],
      ['Von;Titel\n'.padEnd(300 * 1024, 'x'), 'gross.csv', new RegExp(SCHEDULE_TOO_LARGE.replace(/[.()]/g, '\\$&'))],
    ]
    for (const [data, name, message] of cases) {
      const answer = await upload(stream.id, data, name)
      expect(answer.status, name).toBe(422)
      expect(answer.body.errors?.file?.join(' '), name).toMatch(message)
    }
    // A zip that is not a spreadsheet.
    const { zipSync } = await import('fflate')
    const zip = zipSync({ 'hallo.txt': new TextEncoder().encode('hallo') })
    const notSheet = await upload(stream.id, zip, 'ablauf.xlsx')
    expect(notSheet.status).toBe(422)
    expect(notSheet.body.errors?.file?.[0]).toMatch(/Excel-Datei lässt sich nicht lesen/)
    // Too many rows.
    const rows = [['Datum', 'Von', 'Bis', 'Titel']]
    for (let i = 0; i < 201; i += 1) rows.push(['04.05.2026', '10:00', '10:01', `Punkt ${i}`])
    const many = await upload(stream.id, csv(rows), 'viele.csv')
    expect(many.body.errors?.file).toEqual(['Die Datei hat 201 Zeilen; erlaubt sind höchstens 200.'])
    expect(slotsOf(await read(stream.id))).toEqual({ appearances: [], agenda: [] })
  })

  it('only the admin uploads; a missing stream or file is refused', async () => {
    const stream = await create({ title: 'Rechte' })
    const file = csv([
      ['Datum', 'Von', 'Titel'],
      ['04.05.2026', '10:00', 'Start'],
    ])
    expect((await upload(stream.id, file, 'a.csv', trainee.token)).status).toBe(403)
    expect((await upload(stream.id, file, 'a.csv', '')).status).toBe(401)
    expect((await upload(999_999, file, 'a.csv')).status).toBe(404)
    const noFile = await server().json<Answer<unknown>>('/api/livestream/upload_schedule', {
      method: 'POST',
      body: (() => {
        const form = new FormData()
        form.set('livestream_id', String(stream.id))
        return form
      })(),
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    expect(noFile.status).toBe(422)
    expect(noFile.body.errors?.file).toEqual(['Bitte wähle eine Datei aus.'])
  })
})

describe('agenda (SPEC §3 Livestream agenda)', () => {
  it('is written with the stream like the slots and served by the read, by start', async () => {
    const stream = await create({
      title: 'Programm',
      agenda: [
        { from: '2026-05-04T11:00:00+02:00', title: 'Pause' },
        { from: '2026-05-04T09:00:00+02:00', to: '2026-05-04T09:15:00+02:00', title: 'Begrüßung' },
      ],
    })
    expect(stream.agenda.map((a) => [a.from, a.title])).toEqual([
      ['2026-05-04T07:00:00.000Z', 'Begrüßung'],
      ['2026-05-04T09:00:00.000Z', 'Pause'],
    ])
    const changed = await call<{ data: Livestream }>(
      'PUT',
      `/api/livestreams/${stream.id}`,
      { agenda: [{ from: '2026-05-04T12:00:00Z', title: 'Ende' }] },
      admin.token,
    )
    expect(changed.body.data.agenda.map((a) => a.title)).toEqual(['Ende'])
    const bad = await call(
      'PUT',
      `/api/livestreams/${stream.id}`,
      { agenda: [{ from: 'morgen', title: '' }] },
      admin.token,
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['agenda.0.from', 'agenda.0.title'])
  })
})
