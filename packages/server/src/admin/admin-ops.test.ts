import type { AuthToken, Channel, ChatConversation } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let admin: AuthToken
let trainee: AuthToken
let business: AuthToken
let school: AuthToken

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(path, request(method, body, token))
}
const recipients = (query: string, token = admin.token) =>
  call<{ count: number }>('GET', `/api/admin/chat/broadcast/recipients?${query}`, undefined, token)
const broadcast = (body: Record<string, unknown>, token = admin.token) =>
  call<{ sent: number; skipped: number }>('POST', '/api/admin/chat/broadcast', body, token)

/** The newest message from the oabat team in the reader's chat, or null. */
async function lastFromTeam(reader: AuthToken): Promise<string | null> {
  const answer = await call<{ data: ChatConversation[] }>('GET', '/api/chat/conversations', undefined, reader.token)
  const withTeam = answer.body.data.find((c) => c.partner?.id === admin.user.id)
  return withTeam?.last_message?.body ?? null
}

/** Channels the demo company has an active site in, and channels it has none in. */
async function demoCompanyChannels(): Promise<{ inside: string; outside: string }> {
  const channels = await call<{ data: Channel[] }>('GET', '/api/channels', undefined, admin.token)
  let inside: string | undefined
  let outside: string | undefined
  for (const channel of channels.body.data) {
    const hits = await call<{ meta: { total: number } }>(
      'GET',
      `/api/v2/admin/business?channel=${channel.slug}&search=${encodeURIComponent(DEMO_ACCOUNTS.business.email)}`,
      undefined,
      admin.token,
    )
    if (hits.body.meta.total > 0) inside ??= channel.slug
    else outside ??= channel.slug
  }
  if (!inside || !outside) throw new Error('the seed has the demo company in some channels, not in all')
  return { inside, outside }
}

beforeAll(async () => {
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
})

describe('POST /api/admin/chat/broadcast (SPEC §7): a system message to a filtered group', () => {
  it('previews the group, then reaches the companies of one channel and no company outside it', async () => {
    const { inside, outside } = await demoCompanyChannels()
    const preview = await recipients(`role=businesses&channel=${inside}`)
    expect(preview.status).toBe(200)
    expect(preview.body.count).toBeGreaterThan(0)
    const all = await recipients('role=businesses')
    expect(all.body.count).toBeGreaterThanOrEqual(preview.body.count)

    const text = `Neu im Kanal ${inside}: die Messe im Frühjahr`
    const sent = await broadcast({ body: text, role: 'businesses', channel: inside })
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({ sent: preview.body.count, skipped: 0 })
    expect(await lastFromTeam(business)).toBe(text)
    // Schools and trainees are not companies: they got nothing.
    expect(await lastFromTeam(school)).not.toBe(text)
    expect(await lastFromTeam(trainee)).not.toBe(text)

    const other = `Nur für den Kanal ${outside}`
    const second = await broadcast({ body: other, role: 'businesses', channel: outside })
    expect(second.status).toBe(201)
    expect(await lastFromTeam(business)).toBe(text)
  })

  it('reaches trainees and schools by role, and leaves out who blocked the team', async () => {
    const traineeCount = (await recipients('role=trainees')).body.count
    expect(traineeCount).toBeGreaterThan(0)
    const text = 'Hallo an alle Auszubildenden'
    const first = await broadcast({ body: text, role: 'trainees' })
    expect(first.body).toEqual({ sent: traineeCount, skipped: 0 })
    expect(await lastFromTeam(trainee)).toBe(text)

    const conversations = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      trainee.token,
    )
    const withTeam = conversations.body.data.find((c) => c.partner?.id === admin.user.id) as ChatConversation
    expect((await call('POST', `/api/chat/conversations/${withTeam.id}/block`, {}, trainee.token)).status).toBe(200)
    expect((await recipients('role=trainees')).body.count).toBe(traineeCount - 1)
    const after = await broadcast({ body: 'Noch einmal', role: 'trainees' })
    expect(after.body.sent).toBe(traineeCount - 1)
    expect(await lastFromTeam(trainee)).toBe(text)

    const schools = await recipients('role=schools')
    expect(schools.body.count).toBeGreaterThan(0)
  })

  it('answers bad groups with German field errors', async () => {
    const noRole = await recipients('')
    expect(noRole.status).toBe(422)
    expect(noRole.body.errors?.role?.[0]).toMatch(/Bitte wähle/)
    const unknown = await recipients('role=businesses&channel=gibt-es-nicht')
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors?.channel).toEqual(['Diesen Kanal gibt es nicht.'])
    const traineeChannel = await broadcast({ body: 'x', role: 'trainees', channel: 'passau' })
    expect(traineeChannel.status).toBe(422)
    expect(traineeChannel.body.errors?.channel?.[0]).toMatch(/keinem Kanal/)
    const empty = await broadcast({ body: '  ', role: 'schools' })
    expect(empty.status).toBe(422)
    expect(empty.body.errors?.body).toEqual(['Bitte schreibe eine Nachricht.'])
  })

  it('refuses every other role', async () => {
    expect((await recipients('role=schools', '')).status).toBe(401)
    for (const login of [trainee, business, school]) {
      expect((await recipients('role=schools', login.token)).status).toBe(403)
      expect((await broadcast({ body: 'x', role: 'schools' }, login.token)).status).toBe(403)
    }
  })
})

describe('GET /api/admin/surveys: the answers of the survey card', () => {
  type Surveys = {
    prompts: Array<{ type: string; count: number; average: number }>
    total: number
    average: number | null
    distribution: Array<{ rating: number; count: number }>
    messages: { data: Array<{ rating: number; message: string; type: string; user: { id: number; role: string } }> }
    meta?: never
  }
  const surveys = (query = '', token = admin.token) =>
    call<Surveys>('GET', `/api/admin/surveys${query ? `?${query}` : ''}`, undefined, token)
  const answer = (token: string, rating: number, message: string, type: string) =>
    call('POST', '/api/v2/reviews', { rating, message, type }, token)

  it('counts stars per prompt and period and lists the messages with their authors', async () => {
    const region = await loginAs(server(), 'region')
    expect((await answer(trainee.token, 5, 'Super, ich habe eine Stelle gefunden!', 'general')).status).toBe(201)
    expect((await answer(business.token, 2, '', 'general')).status).toBe(201)
    expect((await answer(business.token, 4, 'Profil war leicht', 'business_profile_completed')).status).toBe(201)
    expect((await answer(region.token, 3, 'Geht so', 'general')).status).toBe(201)

    const general = await surveys('type=general')
    expect(general.status).toBe(200)
    expect(general.body.total).toBe(3)
    expect(general.body.average).toBeCloseTo(10 / 3, 2)
    expect(general.body.distribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 1 },
      { rating: 4, count: 0 },
      { rating: 5, count: 1 },
    ])
    // Answers without a message are counted, not listed.
    expect(general.body.messages.data.map((m) => m.message).sort()).toEqual([
      'Geht so',
      'Super, ich habe eine Stelle gefunden!',
    ])
    expect(general.body.messages.data.find((m) => m.rating === 5)?.user).toMatchObject({
      id: trainee.user.id,
      role: 'Azubi',
    })
    const all = await surveys()
    expect(all.body.total).toBe(4)
    expect(all.body.prompts).toEqual([
      { type: 'business_profile_completed', count: 1, average: 4 },
      { type: 'general', count: 3, average: 3.33 },
    ])
    const today = new Date().toISOString().slice(0, 10)
    expect((await surveys(`from=${today}&to=${today}`)).body.total).toBe(4)
    const past = await surveys('from=2020-01-01&to=2020-12-31')
    expect(past.body).toMatchObject({ total: 0, average: null, prompts: [] })
  })

  it('answers a bad period with a German field error, and refuses other roles', async () => {
    const backwards = await surveys('from=2026-02-01&to=2026-01-01')
    expect(backwards.status).toBe(422)
    expect(backwards.body.errors?.to).toEqual(['Das Ende liegt vor dem Beginn.'])
    expect((await surveys('from=gestern')).status).toBe(422)
    expect((await surveys('', business.token)).status).toBe(403)
  })
})

describe('POST /api/events by the admin (/admin/event/erstellen)', () => {
  it('creates and edits an event in any channel; a company still may not', async () => {
    const { inside } = await demoCompanyChannels()
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const created = await call<{ data: { id: number; title: string; channel: string } }>(
      'POST',
      '/api/events',
      { title: 'Azubi-Infotag', description: 'Alle Betriebe stellen sich vor.', start_at: start, channel: inside },
      admin.token,
    )
    expect(created.status).toBe(201)
    const listed = await call<{ data: Array<{ id: number }> }>('GET', `/api/events?channel=${inside}`)
    expect(listed.body.data.map((e) => e.id)).toContain(created.body.data.id)
    const renamed = await call<{ data: { title: string } }>(
      'PUT',
      `/api/events/${created.body.data.id}`,
      { title: 'Azubi-Infotag 2' },
      admin.token,
    )
    expect(renamed.body.data.title).toBe('Azubi-Infotag 2')
    const refused = await call(
      'POST',
      '/api/events',
      { title: 'Nicht erlaubt', start_at: start, channel: inside },
      business.token,
    )
    expect(refused.status).toBe(403)
  })
})
