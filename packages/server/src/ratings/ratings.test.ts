import type { AuthToken, JobRating, PlatformReview } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { NOT_YOUR_RATINGS, RATING_NOT_FOUND, SURVEY_ANSWERED } from './routes.ts'

const server = useTestServer()
const db = () => server().database.db
let trainee: AuthToken
let other: AuthToken
let business: AuthToken
/** Published jobs of the demo company (for its statistics) and of others. */
let ownJobs: number[]
let jobs: number[]

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(url, request(method, body, token))
}
const rate = (body: Record<string, unknown>, token: string) =>
  call<{ data: JobRating }>('POST', '/api/v2/jobs/ratings/', body, token)
const ratingsOf = (login: AuthToken, appendJobs = 0) =>
  call<{ data: JobRating[] }>(
    'GET',
    `/api/v2/jobs/ratings?user_id=${login.user.id}&append_jobs=${appendJobs}`,
    undefined,
    login.token,
  )

async function newTrainee(email: string): Promise<AuthToken> {
  const registered = await call(
    'POST',
    '/api/register',
    { email, password: 'sicher-2026', firstname: 'Tom', lastname: 'Zweit' },
    null,
  )
  expect(registered.status).toBe(201)
  const [mail] = await outboxFor(server(), email)
  const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
  return (await server().json<AuthToken>(`/api/activate/${token}`)).body
}

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  other = await newTrainee('zweiter-bewerter@example.de')
  const published = await db()
    .selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .select(['j.id', 'j.business_id'])
    .where('j.status', '=', 'published')
    .where('b.is_visible', '=', 1)
    .orderBy('j.id')
    .execute()
  const businessId = business.user.business?.id
  ownJobs = published.filter((job) => job.business_id === businessId).map((job) => job.id)
  jobs = published.filter((job) => job.business_id !== businessId).map((job) => job.id)
  expect(ownJobs.length).toBeGreaterThan(0)
  expect(jobs.length).toBeGreaterThan(3)
})

describe('job ratings (SPEC §7 Ratings, docs/ratings.md)', () => {
  it('a trainee rates, re-rates and reads the own ratings with the jobs; a like sets ever_liked_job', async () => {
    const [first, second] = jobs as [number, number]
    const me = trainee.user.id
    await db().updateTable('users').set({ ever_liked_job: 0 }).where('id', '=', me).execute()
    const low = await rate({ job_id: first, user_id: me, rating: 30 }, trainee.token)
    expect(low.status).toBe(201)
    expect(low.body.data).toMatchObject({ job_id: first, user_id: me, rating: 30 })
    let user = await call<{ data: unknown }>('GET', '/api/auth/user', undefined, trainee.token)
    expect(user.body.data).toMatchObject({ ever_liked_job: false })

    const again = await rate({ job_id: first, user_id: me, rating: 80 }, trainee.token)
    expect(again.body.data).toMatchObject({ id: low.body.data.id, rating: 80 })
    await rate({ job_id: second, user_id: me, rating: 51 }, trainee.token)
    user = await call('GET', '/api/auth/user', undefined, trainee.token)
    expect(user.body.data).toMatchObject({ ever_liked_job: true })

    const plain = await ratingsOf(trainee)
    expect(plain.body.data.map((r) => [r.job_id, r.rating]).sort()).toEqual([
      [first, 80],
      [second, 51],
    ])
    expect(plain.body.data.every((r) => r.job === undefined)).toBe(true)
    const withJobs = await ratingsOf(trainee, 1)
    for (const rating of withJobs.body.data) expect(rating.job).toMatchObject({ id: rating.job_id })
  })

  it('owner only: another user_id, another trainee’s rating, a company or a guest are refused', async () => {
    const [first] = jobs as [number]
    const foreignRead = await call('GET', `/api/v2/jobs/ratings?user_id=${trainee.user.id}`, undefined, other.token)
    expect(foreignRead).toMatchObject({ status: 403, body: { message: NOT_YOUR_RATINGS } })
    const foreignWrite = await rate({ job_id: first, user_id: trainee.user.id, rating: 90 }, other.token)
    expect(foreignWrite).toMatchObject({ status: 403, body: { message: NOT_YOUR_RATINGS } })

    const mine = (await ratingsOf(trainee)).body.data[0] as JobRating
    const foreignDelete = await call('DELETE', `/api/v2/jobs/ratings/${mine.id}`, undefined, other.token)
    expect(foreignDelete).toMatchObject({ status: 403, body: { message: NOT_YOUR_RATINGS } })
    const byCompany = await rate({ job_id: first, user_id: business.user.id, rating: 90 }, business.token)
    expect(byCompany.status).toBe(403)
    const byGuest = await call('POST', '/api/v2/jobs/ratings/', { job_id: first, user_id: 1, rating: 90 }, null)
    expect(byGuest.status).toBe(401)
    // Nothing of it changed the trainee's ratings.
    expect((await ratingsOf(trainee)).body.data.find((r) => r.id === mine.id)?.rating).toBe(mine.rating)
  })

  it('bad input: a rating outside 0–100, a broken or unknown job → 422 with German field errors', async () => {
    const me = trainee.user.id
    for (const rating of [-1, 101, 50.5, '80', null]) {
      const answer = await rate({ job_id: jobs[0], user_id: me, rating }, trainee.token)
      expect(answer.status).toBe(422)
      expect(answer.body.errors?.rating?.[0]).toMatch(/Bewertung/)
    }
    const unknown = await rate({ job_id: 987654, user_id: me, rating: 70 }, trainee.token)
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors?.job_id?.[0]).toMatch(/Stelle/)
    const garbage = await rate({ job_id: 'abc', user_id: me, rating: 70 }, trainee.token)
    expect(garbage.status).toBe(422)
    expect(garbage.body.errors?.job_id?.[0]).toMatch(/Zahl/)
  })

  it('removing a rating deletes it on the server; a second delete is a 404', async () => {
    const me = other.user.id
    const saved = await rate({ job_id: jobs[2], user_id: me, rating: 90 }, other.token)
    const removed = await call('DELETE', `/api/v2/jobs/ratings/${saved.body.data.id}`, undefined, other.token)
    expect(removed.status).toBe(200)
    expect((await ratingsOf(other)).body.data.some((r) => r.id === saved.body.data.id)).toBe(false)
    const again = await call('DELETE', `/api/v2/jobs/ratings/${saved.body.data.id}`, undefined, other.token)
    expect(again).toMatchObject({ status: 404, body: { message: RATING_NOT_FOUND } })
  })
})

describe('a guest’s ratings and their replay after login', () => {
  it('anonymous ratings are kept under the session id, replayed entry by entry; bad entries fail alone', async () => {
    const session = 'gast-sitzung-0001'
    const [a, b, c] = jobs.slice(1, 4) as [number, number, number]
    for (const [job_id, rating] of [
      [a, 90],
      [b, 20],
      [c, 75],
    ])
      expect(
        (await call('POST', '/api/v2/jobs/anonymous_ratings/', { job_id, anonymous_user_id: session, rating })).status,
      ).toBe(201)
    const stored = () =>
      db()
        .selectFrom('job_anonymous_ratings')
        .select(['job_id', 'rating'])
        .where('anonymous_user_id', '=', session)
        .execute()
    expect(await stored()).toHaveLength(3)
    // A logged-in caller uses the account's route; bad guest input is refused in German.
    expect(
      (
        await call(
          'POST',
          '/api/v2/jobs/anonymous_ratings/',
          { job_id: a, anonymous_user_id: session, rating: 50 },
          other.token,
        )
      ).status,
    ).toBe(403)
    const bad = await call('POST', '/api/v2/jobs/anonymous_ratings/', {
      job_id: a,
      anonymous_user_id: 'x',
      rating: 500,
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['anonymous_user_id', 'rating'])

    // The replayed queue: valid entries, garbage, a foreign user id, an unknown job — sent one by one.
    const me = other.user.id
    const queue: Array<Record<string, unknown>> = [
      { job_id: a, user_id: me, rating: 90, anonymous_user_id: session },
      { job_id: 'kaputt', user_id: me, rating: 90 },
      { job_id: b, user_id: trainee.user.id, rating: 20, anonymous_user_id: session },
      { job_id: 987654, user_id: me, rating: 40, anonymous_user_id: session },
      { job_id: c, user_id: me, rating: 175, anonymous_user_id: session },
      { job_id: b, user_id: me, rating: 20, anonymous_user_id: session },
    ]
    const statuses = []
    for (const entry of queue) statuses.push((await rate(entry, other.token)).status)
    expect(statuses).toEqual([201, 422, 403, 422, 422, 201])
    const ratings = (await ratingsOf(other)).body.data.map((r) => [r.job_id, r.rating])
    expect(ratings).toEqual(
      expect.arrayContaining([
        [a, 90],
        [b, 20],
      ]),
    )
    expect(ratings.some(([job]) => job === c)).toBe(false)
    // Replayed entries left the guest table (counted once); the unreplayed one waits.
    expect(await stored()).toEqual([{ job_id: c, rating: 75 }])
  })
})

describe('a company sees how often its jobs are liked', () => {
  it('counts trainee likes and waiting guest likes in the job statistics', async () => {
    const job = ownJobs[0] as number
    await rate({ job_id: job, user_id: trainee.user.id, rating: 100 }, trainee.token)
    await rate({ job_id: job, user_id: other.user.id, rating: 50 }, other.token)
    await call('POST', '/api/v2/jobs/anonymous_ratings/', {
      job_id: job,
      anonymous_user_id: 'gast-sitzung-0002',
      rating: 70,
    })
    const stats = await call<{ data: { likes: number; guest_likes: number } }>(
      'GET',
      `/api/v2/jobs/${job}/statistics`,
      undefined,
      business.token,
    )
    expect(stats.status).toBe(200)
    expect(stats.body.data).toMatchObject({ likes: 1, guest_likes: 1 })
  })
})

describe('platform reviews (GET/POST /api/v2/reviews)', () => {
  it('one answer per prompt, own reads only, the admin reads all; bad input in German', async () => {
    const answer = await call<{ data: PlatformReview }>(
      'POST',
      '/api/v2/reviews',
      { rating: 4, message: 'Gute Seite!', type: 'general' },
      other.token,
    )
    expect(answer.status).toBe(201)
    expect(answer.body.data).toMatchObject({
      user_id: other.user.id,
      rating: 4,
      message: 'Gute Seite!',
      type: 'general',
    })
    const twice = await call('POST', '/api/v2/reviews', { rating: 5, type: 'general' }, other.token)
    expect(twice).toMatchObject({ status: 409, body: { message: SURVEY_ANSWERED } })
    const bad = await call('POST', '/api/v2/reviews', { rating: 9, type: 'irgendwas' }, other.token)
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toMatchObject({
      rating: ['Bitte wähle 1 bis 5 Sterne.'],
      type: ['Diese Umfrage gibt es nicht.'],
    })
    const companyAnswer = await call(
      'POST',
      '/api/v2/reviews',
      { rating: 5, type: 'business_profile_completed' },
      business.token,
    )
    expect(companyAnswer.status).toBe(201)

    const own = await call<{ data: PlatformReview[] }>('GET', '/api/v2/reviews', undefined, other.token)
    expect(own.body.data.map((r) => r.type)).toEqual(['general'])
    const admin = await loginAs(server(), 'admin')
    const all = await call<{ data: PlatformReview[] }>('GET', '/api/v2/reviews', undefined, admin.token)
    expect(all.body.data.map((r) => r.user_id)).toEqual(expect.arrayContaining([other.user.id, business.user.id]))
    expect((await call('POST', '/api/v2/reviews', { rating: 5, type: 'general' }, admin.token)).status).toBe(403)
    expect((await call('GET', '/api/v2/reviews')).status).toBe(401)
  })
})
