import type { AuthToken, ChatConversation, ChatMessage, OwnJob } from '@oabat/core'
import type { Internship, InternshipBooking, InternshipWeek } from '@oabat/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

let business: AuthToken
let otherBusiness: AuthToken
let trainee: AuthToken
let internship: OwnJob
let apprenticeship: OwnJob

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

/** A new confirmed pupil account. */
async function newPupil(email: string, firstname: string): Promise<AuthToken> {
  const registered = await call('POST', '/api/register', {
    email,
    password: 'sicher-2026',
    firstname,
    lastname: 'Praktikum',
  })
  expect(registered.status).toBe(201)
  const [mail] = await outboxFor(server(), email)
  const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
  return (await server().json<AuthToken>(`/api/activate/${token}`)).body
}

/** The Monday `weeks` weeks from this week's Monday (negative: in the past). */
function monday(weeks: number): string {
  const date = new Date()
  date.setUTCHours(12, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + weeks * 7)
  return date.toISOString().slice(0, 10)
}

const job = (type: number, name: string) => ({
  name,
  type_id: type,
  description: 'Eine Woche in unserer Werkstatt: Du schaust zu und packst mit an.',
  tasks: ['Mitarbeiten'],
  requirements: ['Neugier'],
  benefits: ['Brotzeit'],
  duration_months: null,
  positions: 2,
  graduation: 'main',
  start_date: null,
  category: 'craft',
  status: 'published',
})

async function addWeek(weekStart: string, capacity: number, token = business.token, slug = internship.slug) {
  return call<{ data: InternshipWeek }>(
    'POST',
    `/api/v2/internships/${slug}/weeks`,
    { week_start: weekStart, capacity },
    token,
  )
}

async function newestMessage(login: AuthToken): Promise<ChatMessage> {
  const list = await call<{ data: ChatConversation[] }>('GET', '/api/chat/conversations', undefined, login.token)
  const conversation = list.body.data[0] as ChatConversation
  const page = await call<{ data: ChatMessage[] }>(
    'GET',
    `/api/chat/conversations/${conversation.id}/messages`,
    undefined,
    login.token,
  )
  return page.body.data.at(-1) as ChatMessage
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  const created = await call<{ data: OwnJob }>(
    'POST',
    '/api/v2/jobs/',
    job(2, 'Praktikum in der Kfz-Werkstatt'),
    business.token,
  )
  expect(created.status).toBe(201)
  internship = created.body.data
  const other = await call<{ data: OwnJob }>(
    'POST',
    '/api/v2/jobs/',
    job(1, 'Ausbildung Kfz-Mechatronik'),
    business.token,
  )
  expect(other.status).toBe(201)
  apprenticeship = other.body.data
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Fremdbetrieb Praktikum',
      street: 'Ludwigstraße 3',
      postal_code: '94032',
      email: 'chef@fremdbetrieb-praktikum.de',
      password: 'sicher-2026',
      firstname: 'Franz',
      lastname: 'Fremd',
      gender: 'Herr',
    },
  })
  expect(registered.status).toBe(201)
  otherBusiness = registered.body
})

describe('internship weeks: the company offers weeks', () => {
  it('adds, lists, changes and deletes weeks; the public page shows upcoming ones with free places', async () => {
    const added = await addWeek(monday(3), 2)
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({ week_start: monday(3), capacity: 2, booked: 0, free: 2 })
    expect(added.body.data.week_end).toBe(
      new Date(Date.parse(`${monday(3)}T12:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10),
    )
    const page = await call<{ data: Internship }>('GET', `/api/v2/internships/${internship.slug}`)
    expect(page.status).toBe(200)
    expect(page.body.data.job.name).toBe('Praktikum in der Kfz-Werkstatt')
    expect(page.body.data.business.slug).toBe(business.user.business?.slug)
    expect(page.body.data.weeks.map((w) => w.week_start)).toContain(monday(3))
    const changed = await call<{ data: InternshipWeek }>(
      'PUT',
      `/api/v2/internship-weeks/${added.body.data.id}`,
      { capacity: 4 },
      business.token,
    )
    expect(changed.body.data).toMatchObject({ capacity: 4, free: 4 })
    const twice = await addWeek(monday(3), 1)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('Diese Woche ist schon eingetragen. Ändere dort die Zahl der Plätze.')
    const deleted = await call('DELETE', `/api/v2/internship-weeks/${added.body.data.id}`, undefined, business.token)
    expect(deleted.status).toBe(200)
    const after = await call<{ data: Internship }>('GET', `/api/v2/internships/${internship.slug}`)
    expect(after.body.data.weeks.map((w) => w.week_start)).not.toContain(monday(3))
  })

  it('bad input: no Monday, a past week, no capacity, too many places: German 4xx, nothing stored', async () => {
    const count = async () =>
      Number(
        (
          await server()
            .database.db.selectFrom('internship_weeks')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const tuesday = new Date(Date.parse(`${monday(2)}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const notMonday = await addWeek(tuesday, 2)
    expect(notMonday.status).toBe(422)
    expect(notMonday.body.errors?.week_start).toEqual([
      'Eine Praktikumswoche beginnt an einem Montag (Datum als JJJJ-MM-TT).',
    ])
    const past = await addWeek(monday(-1), 2)
    expect(past.status).toBe(422)
    expect(past.body.errors?.week_start).toEqual(['Diese Woche hat schon begonnen oder liegt in der Vergangenheit.'])
    const noCapacity = await call(
      'POST',
      `/api/v2/internships/${internship.slug}/weeks`,
      { week_start: monday(2) },
      business.token,
    )
    expect(noCapacity.status).toBe(422)
    expect(noCapacity.body.errors?.capacity?.[0]).toMatch(/Praktikant:innen/)
    expect((await addWeek(monday(2), 0)).status).toBe(422)
    expect((await addWeek(monday(2), 51)).body.errors?.capacity).toEqual(['Höchstens 50 Plätze in einer Woche.'])
    expect((await addWeek('2027-02-30', 1)).status).toBe(422)
    const notInternship = await addWeek(monday(2), 1, business.token, apprenticeship.slug)
    expect(notInternship.status).toBe(422)
    expect(notInternship.body.message).toBe('Praktikumswochen gibt es nur für Praktikumsstellen.')
    expect(await count()).toBe(before)
  })

  it('roles: only the own company writes weeks; a guest and a pupil cannot', async () => {
    expect((await addWeek(monday(4), 1, otherBusiness.token)).status).toBe(403)
    expect((await addWeek(monday(4), 1, trainee.token)).status).toBe(403)
    expect((await addWeek(monday(4), 1, null as unknown as string)).status).toBe(401)
    const week = (await addWeek(monday(4), 1)).body.data
    expect(
      (await call('PUT', `/api/v2/internship-weeks/${week.id}`, { capacity: 3 }, otherBusiness.token)).status,
    ).toBe(403)
    expect((await call('DELETE', `/api/v2/internship-weeks/${week.id}`, undefined, otherBusiness.token)).status).toBe(
      403,
    )
    expect((await call('DELETE', `/api/v2/internship-weeks/99999999`, undefined, business.token)).status).toBe(404)
    expect((await call('GET', '/api/v2/internships/gibt-es-nicht')).status).toBe(404)
    expect((await call('GET', `/api/v2/internships/${apprenticeship.slug}`)).status).toBe(404)
  })
})

describe('internship weeks: pupils book, the company answers in the chat', () => {
  it('a pupil books; the company gets „… eingetragen“ in the chat and confirms it there', async () => {
    const week = (await addWeek(monday(5), 2)).body.data
    const booked = await call<{ data: InternshipBooking }>(
      'POST',
      `/api/v2/internship-weeks/${week.id}/bookings`,
      undefined,
      trainee.token,
    )
    expect(booked.status).toBe(201)
    expect(booked.body.data).toMatchObject({ status: 'open', week_start: monday(5), job: { slug: internship.slug } })
    const mine = await call<{ data: InternshipBooking[] }>(
      'GET',
      `/api/v2/internships/${internship.slug}/my-bookings`,
      undefined,
      trainee.token,
    )
    expect(mine.body.data.map((b) => b.id)).toContain(booked.body.data.id)
    const page = await call<{ data: Internship }>('GET', `/api/v2/internships/${internship.slug}`)
    expect(page.body.data.weeks.find((w) => w.id === week.id)).toMatchObject({ booked: 1, free: 1 })

    const message = await newestMessage(business)
    expect(message.type).toBe('action')
    expect(message.action).toMatchObject({ type: 'internshipWeekCreated', internship_booking_id: booked.body.data.id })
    const conversations = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      business.token,
    )
    const preview = conversations.body.data[0]?.last_message
    expect(preview?.action?.subject).toContain('Praktikumswoche ab')

    // The pupil cannot answer the own booking; another company cannot see it.
    expect(
      (await call('PUT', `/api/v2/internship-bookings/${booked.body.data.id}`, { accepted: true }, trainee.token))
        .status,
    ).toBe(403)
    expect(
      (await call('GET', `/api/v2/internship-bookings/${booked.body.data.id}`, undefined, otherBusiness.token)).status,
    ).toBe(403)
    expect(
      (await call('PUT', `/api/v2/internship-bookings/${booked.body.data.id}`, { accepted: 'ja' }, business.token))
        .status,
    ).toBe(422)

    const confirmed = await call<{ data: InternshipBooking }>(
      'PUT',
      `/api/v2/internship-bookings/${booked.body.data.id}`,
      { accepted: true },
      business.token,
    )
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.status).toBe('confirmed')
    const again = await call(
      'PUT',
      `/api/v2/internship-bookings/${booked.body.data.id}`,
      { accepted: false },
      business.token,
    )
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Diese Buchung ist schon beantwortet.')
    const answer = await newestMessage(trainee)
    expect(answer.body).toContain('ist bestätigt')
    const seen = await call<{ data: InternshipBooking }>(
      'GET',
      `/api/v2/internship-bookings/${booked.body.data.id}`,
      undefined,
      trainee.token,
    )
    expect(seen.body.data.status).toBe('confirmed')

    const twice = await call('POST', `/api/v2/internship-weeks/${week.id}/bookings`, undefined, trainee.token)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('Du hast diese Woche schon gebucht.')
  })

  it('a week of one place is booked once by five pupils at the same moment; the others get a German 409', async () => {
    const week = (await addWeek(monday(6), 1)).body.data
    const pupils = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((letter) => newPupil(`praktikum-${letter}@example.de`, `Paul${letter}`)),
    )
    const answers = await Promise.all(
      pupils.map((pupil) => call('POST', `/api/v2/internship-weeks/${week.id}/bookings`, undefined, pupil.token)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe('Diese Woche ist leider schon ausgebucht. Bitte wähle eine andere.')
    const rows = await server()
      .database.db.selectFrom('internship_bookings')
      .select('id')
      .where('week_id', '=', week.id)
      .execute()
    expect(rows).toHaveLength(1)
    const page = await call<{ data: Internship }>('GET', `/api/v2/internships/${internship.slug}`)
    expect(page.body.data.weeks.find((w) => w.id === week.id)).toMatchObject({ booked: 1, free: 0 })
    // Fewer places than bookings are refused; a booked week is not deleted.
    expect((await call('DELETE', `/api/v2/internship-weeks/${week.id}`, undefined, business.token)).status).toBe(409)

    // Declining gives the place back: the next pupil gets it.
    const winner = answers.findIndex((a) => a.status === 201)
    const booking = ((answers[winner] as { body: unknown }).body as { data: InternshipBooking }).data
    const declined = await call<{ data: InternshipBooking }>(
      'PUT',
      `/api/v2/internship-bookings/${booking.id}`,
      { accepted: false },
      business.token,
    )
    expect(declined.body.data.status).toBe('declined')
    const next = pupils.find((_, index) => index !== winner) as AuthToken
    expect((await call('POST', `/api/v2/internship-weeks/${week.id}/bookings`, undefined, next.token)).status).toBe(201)
  })

  it('bad input and roles of booking: the past, unknown weeks, companies and guests', async () => {
    // A week stored before it began is not bookable once it has.
    const [past] = await server()
      .database.db.insertInto('internship_weeks')
      .values({ job_id: internship.id, week_start: monday(-1), capacity: 3, created_at: new Date().toISOString() })
      .returning('id')
      .execute()
    const refused = await call('POST', `/api/v2/internship-weeks/${past?.id}/bookings`, undefined, trainee.token)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Diese Woche hat schon begonnen oder liegt in der Vergangenheit.')
    const page = await call<{ data: Internship }>('GET', `/api/v2/internships/${internship.slug}`)
    expect(page.body.data.weeks.map((w) => w.week_start)).not.toContain(monday(-1))
    const week = (await addWeek(monday(7), 2)).body.data
    expect((await call('POST', `/api/v2/internship-weeks/${week.id}/bookings`, undefined, business.token)).status).toBe(
      403,
    )
    expect((await call('POST', `/api/v2/internship-weeks/${week.id}/bookings`)).status).toBe(401)
    expect((await call('POST', '/api/v2/internship-weeks/99999999/bookings', undefined, trainee.token)).status).toBe(
      404,
    )
    expect((await call('POST', '/api/v2/internship-weeks/abc/bookings', undefined, trainee.token)).status).toBe(422)
  })
})
