/**
 * Writes that race on a UNIQUE constraint: the same request fired in parallel must answer each
 * caller with a success or a German 4xx, never a 500, and leave the data consistent.
 */
import type { AuthToken } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let business: AuthToken
let admin: AuthToken
let trainee: AuthToken

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
})

/** Sends the same request `count` times at once; returns the statuses and German messages. */
async function inParallel(count: number, path: string, init: (index: number) => RequestInit) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) => server().json<{ message?: string }>(path, init(index))),
  )
  return answers.map((answer) => ({ status: answer.status, message: answer.body.message }))
}

function statuses(answers: { status: number }[]): number[] {
  return [...new Set(answers.map((answer) => answer.status))].sort()
}

describe('parallel writes on unique values', () => {
  it('10 invitations of the same address: one account, the others told it is invited', async () => {
    const businessId = business.user.business?.id as number
    const email = 'parallel.einladung@example.de'
    const answers = await inParallel(10, `/api/business/${businessId}/users`, () =>
      request('POST', { email, firstname: 'Pia', lastname: 'Parallel' }, business.token),
    )
    expect(statuses(answers)).toEqual([201, 422])
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status === 422))
      expect(answer.message).toBe(
        'Diese Person ist schon eingeladen. Mit „Erneut senden“ bekommt sie einen neuen Link.',
      )
    const rows = await server().database.db.selectFrom('users').select('id').where('email', '=', email).execute()
    expect(rows).toHaveLength(1)
  })

  it('10 job lists of the same name in the same moment: all created, each with its own slug', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server().json<{ data: { slug: string } }>(
          '/api/job_lists',
          request('POST', { name: 'Gleichzeitige Liste', job_slugs: [] }, admin.token),
        ),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    expect(new Set(answers.map((answer) => answer.body.data.slug)).size).toBe(10)
  })

  it('5 sites of the same name at once: all created with distinct slugs', async () => {
    const businessId = business.user.business?.id as number
    const answers = await inParallel(5, `/api/business/${businessId}/business_sites`, () =>
      request('POST', { name: 'Filiale Gleichzeitig', postal_code: '94469' }, business.token),
    )
    expect(statuses(answers)).toEqual([201])
  })

  it('5 company registrations of the same name at once: each gets its company', async () => {
    const answers = await inParallel(5, '/api/businesses', (index) =>
      request('POST', {
        newBusiness: {
          name: 'Gleichzeitig GmbH',
          postal_code: '94032',
          email: `chefin${index}@gleichzeitig.de`,
          password: 'sicher-2026',
          firstname: 'Petra',
          lastname: 'Lang',
          gender: 'Frau',
        },
        channel: 'oabat',
      }),
    )
    expect(statuses(answers)).toEqual([201])
  })

  it('5 registrations with the same address at once: one account, the others told it exists', async () => {
    const answers = await inParallel(5, '/api/schools/register', (index) =>
      request('POST', {
        school: { name: `Schule Gleichzeitig ${index}`, type: 'Mittelschule', postal_code: '94036' },
        email: 'rektorat@gleichzeitig.de',
        password: 'sicher-2026',
        firstname: 'Petra',
        lastname: 'Lang',
        gender: 'Frau',
      }),
    )
    expect(statuses(answers)).toEqual([201, 422])
  })

  it('the same tutorial step and the same job view at once: no error', async () => {
    const tutorial = await inParallel(5, `/api/user/${trainee.user.id}/tutorials`, () =>
      request('POST', { tutorial_step: 'schulnetzwerk' }, trainee.token),
    )
    expect(tutorial.every((answer) => answer.status < 300)).toBe(true)
    const job = await server().database.db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()
    const views = await inParallel(5, `/api/v2/jobs/${job.id}/views`, () => request('POST', { platform: 'web' }))
    expect(views.every((answer) => answer.status < 500)).toBe(true)
  })

  it('the same set saved 5 times at once (activities, the jobs of a list): no error, one set', async () => {
    const businessId = business.user.business?.id as number
    const activities = await inParallel(5, `/api/business/${businessId}/activities`, () =>
      request('POST', { activities: ['schnuppertag', 'betriebsbesichtigung'] }, business.token),
    )
    expect(statuses(activities)).toEqual([200])
    const jobs = await server().database.db.selectFrom('jobs').select('slug').limit(3).execute()
    const created = await server().json<{ data: { id: number } }>(
      '/api/job_lists',
      request('POST', { name: 'Parallel gefüllt' }, admin.token),
    )
    const slugs = jobs.map((job) => job.slug)
    const saved = await inParallel(5, `/api/job_lists/${created.body.data.id}`, () =>
      request('PUT', { name: 'Parallel gefüllt', job_slugs: slugs }, admin.token),
    )
    expect(statuses(saved)).toEqual([200])
    const rows = await server()
      .database.db.selectFrom('job_list_jobs')
      .select('job_id')
      .where('job_list_id', '=', created.body.data.id)
      .execute()
    expect(rows).toHaveLength(slugs.length)
  })
})
