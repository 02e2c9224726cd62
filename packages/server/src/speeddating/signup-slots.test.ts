import type { AuthToken } from '@oabat/core'
import type { SignupSlot } from '@oabat/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

let region: AuthToken
let regionSlug: string
let memberId: number
let outsiderId: number
let companyEmail: string

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

/** A new confirmed pupil account. */
async function newPupil(email: string, firstname: string): Promise<AuthToken> {
  const registered = await call('POST', '/api/register', {
    email,
    password: 'sicher-2026',
    firstname,
    lastname: 'Termin',
  })
  expect(registered.status).toBe(201)
  const [mail] = await outboxFor(server(), email)
  const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
  return (await server().json<AuthToken>(`/api/activate/${token}`)).body
}

const inDays = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

async function createSeries(body: Record<string, unknown>, token = region.token) {
  return call<{ data: SignupSlot[] }>('POST', `/api/regions/${regionSlug}/signup_slots`, body, token)
}

beforeAll(async () => {
  region = await loginAs(server(), 'region')
  regionSlug = region.user.region?.slug as string
  const db = server().database.db
  const channel = await db
    .selectFrom('regions')
    .select('channel_id')
    .where('slug', '=', regionSlug)
    .executeTakeFirstOrThrow()
  const members = await db
    .selectFrom('business_sites as s')
    .innerJoin('business_site_channels as c', 'c.business_site_id', 's.id')
    .innerJoin('users as u', 'u.business_id', 's.business_id')
    .select(['s.business_id', 'u.email'])
    .where('c.channel_id', '=', channel.channel_id)
    .orderBy('s.business_id')
    .execute()
  const member = members[0]
  if (!member) throw new Error('the demo region has no company with an account')
  memberId = member.business_id
  companyEmail = member.email
  const outsider = await db
    .selectFrom('businesses')
    .select('id')
    .where(
      'id',
      'not in',
      db
        .selectFrom('business_sites as s')
        .innerJoin('business_site_channels as c', 'c.business_site_id', 's.id')
        .select('s.business_id')
        .where('c.channel_id', '=', channel.channel_id),
    )
    .executeTakeFirstOrThrow()
  outsiderId = outsider.id
})

describe('sign-up slots (issue #14 item 6, docs/speeddating.md)', () => {
  it('a region creates a series; a pupil books a slot, gets a mail, the company a mail and a chat message', async () => {
    const series = await createSeries({
      business_id: memberId,
      starts_at: inDays(10),
      duration_minutes: 15,
      count: 3,
      place: 'Aula, Raum 2',
    })
    expect(series.status).toBe(201)
    expect(series.body.data.map((s) => s.starts_at)).toEqual([
      inDays(10),
      new Date(Date.parse(inDays(10)) + 15 * 60_000).toISOString(),
      new Date(Date.parse(inDays(10)) + 30 * 60_000).toISOString(),
    ])
    const [first] = series.body.data as [SignupSlot]

    const pupil = await newPupil('paula.termin@example.de', 'Paula')
    const booked = await call<{ data: SignupSlot }>(
      'POST',
      `/api/signup_slots/${first.id}/booking`,
      undefined,
      pupil.token,
    )
    expect(booked).toMatchObject({ status: 201, body: { data: { id: first.id, booked: true, mine: true } } })
    const [confirmation] = await outboxFor(server(), 'paula.termin@example.de', 2)
    expect(confirmation?.subject).toBe(`Dein Termin bei ${first.business.name}`)
    expect(confirmation?.text).toContain('Aula, Raum 2')
    const notices = await outboxFor(server(), companyEmail)
    expect(notices.some((m) => m.subject === 'Neue Anmeldung: Paula Termin')).toBe(true)
    const chats = await call<{ data: Array<{ last_message: { body: string } | null }> }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      pupil.token,
    )
    expect(JSON.stringify(chats.body)).toContain('Ich habe mich für einen Termin bei Euch angemeldet')

    // Public list: booked for everyone, mine only for the pupil.
    const asGuest = await call<{ data: SignupSlot[] }>('GET', `/api/regions/${regionSlug}/signup_slots`)
    expect(asGuest.body.data.find((s) => s.id === first.id)).toMatchObject({ booked: true, mine: false })
    const asPupil = await call<{ data: SignupSlot[] }>(
      'GET',
      `/api/regions/${regionSlug}/signup_slots`,
      undefined,
      pupil.token,
    )
    expect(asPupil.body.data.find((s) => s.id === first.id)?.mine).toBe(true)

    // A booked slot cannot be deleted; a free one can, by its region only.
    expect((await call('DELETE', `/api/signup_slots/${first.id}`, undefined, region.token)).status).toBe(422)
    const free = series.body.data[2] as SignupSlot
    const business = await loginAs(server(), 'business')
    expect((await call('DELETE', `/api/signup_slots/${free.id}`, undefined, business.token)).status).toBe(403)
    expect((await call('DELETE', `/api/signup_slots/${free.id}`, undefined, region.token)).status).toBe(200)
  })

  it('a slot is booked once, even by five pupils at the same moment; the others get a German 409', async () => {
    const series = await createSeries({ business_id: memberId, starts_at: inDays(11), duration_minutes: 10, count: 1 })
    const [slot] = series.body.data as [SignupSlot]
    const pupils = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((letter) => newPupil(`gleichzeitig-${letter}@example.de`, `Pia${letter}`)),
    )
    const answers = await Promise.all(
      pupils.map((pupil) => call('POST', `/api/signup_slots/${slot.id}/booking`, undefined, pupil.token)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe('Dieser Termin ist leider schon vergeben. Bitte wähle einen anderen.')
    const bookings = await server()
      .database.db.selectFrom('signup_bookings')
      .select('user_id')
      .where('slot_id', '=', slot.id)
      .execute()
    expect(bookings).toHaveLength(1)
    // The next pupil later: still taken.
    const late = await newPupil('spaet@example.de', 'Sepp')
    expect((await call('POST', `/api/signup_slots/${slot.id}/booking`, undefined, late.token)).status).toBe(409)
  })

  it('guards and bad input: other regions, non-members, the past, overlaps, HTML; only pupils book', async () => {
    const other = await createSeries({ business_id: memberId, starts_at: inDays(12), duration_minutes: 10, count: 1 })
    const [slot] = other.body.data as [SignupSlot]
    const business = await loginAs(server(), 'business')
    const school = await loginAs(server(), 'school')
    for (const token of [business.token, school.token, region.token])
      expect((await call('POST', `/api/signup_slots/${slot.id}/booking`, undefined, token)).status).toBe(403)
    expect((await call('POST', `/api/signup_slots/${slot.id}/booking`)).status).toBe(401)
    const pupil = await newPupil('neugierig@example.de', 'Nele')
    expect((await call('POST', '/api/signup_slots/999999/booking', undefined, pupil.token)).status).toBe(404)

    const foreign = await call(
      'POST',
      '/api/regions/lkr-r/signup_slots',
      {
        business_id: memberId,
        starts_at: inDays(12),
        duration_minutes: 10,
        count: 1,
      },
      region.token,
    )
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Das ist nicht Deine Region.' } })
    const outsider = await createSeries({
      business_id: outsiderId,
      starts_at: inDays(12),
      duration_minutes: 10,
      count: 1,
    })
    expect(outsider.body.errors?.business_id).toEqual(['Dieser Betrieb gehört nicht zu Deiner Region.'])
    const past = await createSeries({ business_id: memberId, starts_at: inDays(-1), duration_minutes: 10, count: 1 })
    expect(past.body.errors?.starts_at).toEqual(['Dieser Termin liegt in der Vergangenheit.'])
    const overlap = await createSeries({ business_id: memberId, starts_at: inDays(12), duration_minutes: 10, count: 2 })
    expect(overlap.status).toBe(422)
    const html = await createSeries({
      business_id: memberId,
      starts_at: inDays(13),
      duration_minutes: 10,
      count: 1,
      place: '<script>x</script>',
    })
    expect(html.status).toBe(422)
    const tooMany = await createSeries({
      business_id: memberId,
      starts_at: inDays(13),
      duration_minutes: 10,
      count: 49,
    })
    expect(tooMany.body.errors?.count).toEqual(['Höchstens 48 Termine auf einmal.'])
    const count = await server()
      .database.db.selectFrom('signup_slots')
      .select('id')
      .where('starts_at', '>=', inDays(12))
      .execute()
    expect(count).toHaveLength(1)
    expect((await call('GET', '/api/regions/gibt-es-nicht/signup_slots')).status).toBe(404)
  })
})

describe('cancelling a booking and the region’s list of bookings (docs/speeddating.md)', () => {
  it('the pupil cancels the own booking, the company is told, and the slot is free again', async () => {
    const [slot] = (
      await createSeries({ business_id: memberId, starts_at: inDays(20), duration_minutes: 15, count: 1 })
    ).body.data
    if (!slot) throw new Error('no slot created')
    const ida = await newPupil('ida.absage@example.org', 'Ida')
    const ben = await newPupil('ben.absage@example.org', 'Ben')
    expect((await call('POST', `/api/signup_slots/${slot.id}/booking`, undefined, ida.token)).status).toBe(201)

    // The region sees who booked which slot; nobody else does.
    const list = await call<{ data: Array<{ slot_id: number; pupil: { firstname: string; email: string } }> }>(
      'GET',
      `/api/regions/${regionSlug}/signup_bookings`,
      undefined,
      region.token,
    )
    expect(list.status).toBe(200)
    expect(list.body.data.find((entry) => entry.slot_id === slot.id)?.pupil).toMatchObject({
      firstname: 'Ida',
      email: 'ida.absage@example.org',
    })
    expect((await call('GET', `/api/regions/${regionSlug}/signup_bookings`, undefined, ida.token)).status).toBe(403)
    expect((await call('GET', `/api/regions/${regionSlug}/signup_bookings`)).status).toBe(401)
    expect((await call('GET', '/api/regions/gibt-es-nicht/signup_bookings', undefined, region.token)).status).toBe(404)
    expect((await call('GET', '/api/regions/passau/signup_bookings', undefined, region.token)).status).toBe(
      regionSlug === 'passau' ? 200 : 403,
    )

    // Another pupil cannot cancel it, nor can anyone cancel a slot nobody booked.
    const foreign = await call('DELETE', `/api/signup_slots/${slot.id}/booking`, undefined, ben.token)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Du hast diesen Termin nicht gebucht.')
    expect((await call('DELETE', `/api/signup_slots/999999/booking`, undefined, ida.token)).status).toBe(404)
    expect((await call('DELETE', `/api/signup_slots/${slot.id}/booking`, undefined, region.token)).status).toBe(403)

    const cancelled = await call('DELETE', `/api/signup_slots/${slot.id}/booking`, undefined, ida.token)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.message).toBe('Dein Termin ist abgesagt. Der Betrieb weiß Bescheid.')
    const mails = await outboxFor(server(), companyEmail, 1)
    expect(mails.some((mail) => mail.subject === 'Termin abgesagt: Ida Termin')).toBe(true)
    expect((await call('DELETE', `/api/signup_slots/${slot.id}/booking`, undefined, ida.token)).status).toBe(404)

    // Free again: the next pupil books it, and the region's list names the new one.
    const slots = await call<{ data: SignupSlot[] }>(
      'GET',
      `/api/regions/${regionSlug}/signup_slots`,
      undefined,
      ben.token,
    )
    expect(slots.body.data.find((s) => s.id === slot.id)).toMatchObject({ booked: false, mine: false })
    expect((await call('POST', `/api/signup_slots/${slot.id}/booking`, undefined, ben.token)).status).toBe(201)
    const after = await call<{ data: Array<{ slot_id: number; pupil: { firstname: string } }> }>(
      'GET',
      `/api/regions/${regionSlug}/signup_bookings`,
      undefined,
      region.token,
    )
    expect(after.body.data.filter((entry) => entry.slot_id === slot.id).map((entry) => entry.pupil.firstname)).toEqual([
      'Ben',
    ])
  })
})
