import type { User } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'
import { loginAs, request } from './account-test-support.ts'

const server = useTestServer()

let trainee: { token: string; user: User }
let business: { token: string; user: User }
let school: { token: string; user: User }

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
})

const as = (who: { token: string }, method: string, body?: unknown) => request(method, body, who.token)

describe('PUT /api/users/{id}: own account only', () => {
  it('changes the own push id and profile fields and answers the user', async () => {
    const answer = await server().json<{ data: User }>(
      `/api/users/${trainee.user.id}`,
      as(trainee, 'PUT', {
        one_signal_id: 'push-123',
        firstname: 'Lena Marie',
        phone_number: '0851 55555',
        gender: 'Frau',
      }),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({
      one_signal_id: 'push-123',
      firstname: 'Lena Marie',
      phone_number: '+4985155555',
      trainee: { gender: 'Frau' },
    })
  })

  it('refuses another account with 403, even for the admin, and changes nothing', async () => {
    const admin = await loginAs(server(), 'admin')
    for (const caller of [business, school, admin]) {
      const answer = await server().json(
        `/api/users/${trainee.user.id}`,
        as(caller, 'PUT', { firstname: 'Eindringling' }),
      )
      expect(answer).toMatchObject({ status: 403, body: { message: 'Du kannst nur Dein eigenes Konto ändern.' } })
    }
    const me = await server().json<{ data: User }>('/api/auth/user', as(trainee, 'GET'))
    expect(me.body.data.firstname).toBe('Lena Marie')
  })

  it('bad fields are 422 with German messages', async () => {
    const answer = await server().json(
      `/api/users/${trainee.user.id}`,
      as(trainee, 'PUT', { phone_number: 'abc', birthdate: '2020-13-01' }),
    )
    expect(answer).toMatchObject({
      status: 422,
      body: {
        errors: {
          phone_number: ['Bitte gib eine gültige Telefonnummer ein, z. B. 0851 123456.'],
          birthdate: ['Dieses Datum gibt es nicht.'],
        },
      },
    })
  })
})

describe('notification settings (trainee) and user aliases (business, school, region)', () => {
  it('GET and PUT /api/settings/notifications/ for the trainee', async () => {
    const before = await server().json('/api/settings/notifications/', as(trainee, 'GET'))
    expect(before).toMatchObject({
      status: 200,
      body: { data: { allows_chat_notification: true, allows_newsletter: false } },
    })
    const after = await server().json(
      '/api/settings/notifications/',
      as(trainee, 'PUT', { allows_newsletter: true, allows_chat_notification: false }),
    )
    expect(after).toMatchObject({
      status: 200,
      body: { data: { allows_chat_notification: false, allows_newsletter: true, allows_recommendations: true } },
    })
    expect((await server().json('/api/settings/notifications/', as(business, 'GET'))).status).toBe(403)
  })

  it('GET and PUT /api/v2/user_aliases/{id}: own id only', async () => {
    const own = `/api/v2/user_aliases/${business.user.id}`
    expect(await server().json(own, as(business, 'GET'))).toMatchObject({
      status: 200,
      body: { data: { id: business.user.id, email: business.user.email, is_unread_messages_mail_active: true } },
    })
    const changed = await server().json(own, as(business, 'PUT', { is_job_interest_mail_active: false }))
    expect(changed).toMatchObject({
      body: { data: { is_job_interest_mail_active: false, is_unread_messages_mail_active: true } },
    })
    // Business A cannot read or change the settings of school B.
    const foreign = `/api/v2/user_aliases/${school.user.id}`
    expect((await server().json(foreign, as(business, 'PUT', { is_job_interest_mail_active: false }))).status).toBe(403)
    expect((await server().json(foreign, as(business, 'GET'))).status).toBe(403)
    expect((await server().json(foreign, as(school, 'GET'))).body).toMatchObject({
      data: { is_job_interest_mail_active: true },
    })
  })
})

describe('tutorial steps (POST, GET, DELETE /api/user/{id}/tutorials)', () => {
  it('adds, lists and removes steps of the own account; the user carries them', async () => {
    const path = `/api/user/${business.user.id}/tutorials`
    const sorted = (steps: unknown) => [...(steps as string[])].sort()
    // The seeded demo company is past its „Erste Schritte“ (seed/demo-accounts.ts).
    const seeded = (await server().json<{ data: string[] }>(path, as(business, 'GET'))).body.data
    expect(sorted(seeded)).toEqual(['erste-schritte', 'standorte-geprueft'])
    await server().json(path, as(business, 'POST', { tutorial_step: 'schulnetzwerk' }))
    const added = await server().json<{ data: string[] }>(path, as(business, 'POST', { tutorial_step: 'standorte' }))
    expect(added.status).toBe(200)
    const expected = sorted([...seeded, 'schulnetzwerk', 'standorte'])
    expect(sorted(added.body.data)).toEqual(expected)
    // Adding twice keeps one.
    await server().json(path, as(business, 'POST', { tutorial_step: 'standorte' }))
    expect(sorted((await server().json<{ data: string[] }>(path, as(business, 'GET'))).body.data)).toEqual(expected)
    const me = await server().json<{ data: User }>('/api/auth/user', as(business, 'GET'))
    expect(sorted(me.body.data.tutorial_steps)).toEqual(expected)
    const removed = await server().json<{ data: string[] }>(`${path}?tutorial_step=standorte`, as(business, 'DELETE'))
    expect(sorted(removed.body.data)).toEqual(sorted([...seeded, 'schulnetzwerk']))
  })

  it('refuses the steps of another account and a malformed step', async () => {
    const foreign = `/api/user/${business.user.id}/tutorials`
    for (const method of ['GET', 'POST', 'DELETE']) {
      const url = method === 'DELETE' ? `${foreign}?tutorial_step=schulnetzwerk` : foreign
      const answer = await server().json(
        url,
        as(trainee, method, method === 'POST' ? { tutorial_step: 'x' } : undefined),
      )
      expect(answer.status).toBe(403)
    }
    const bad = await server().json(
      `/api/user/${trainee.user.id}/tutorials`,
      as(trainee, 'POST', { tutorial_step: '<b>' }),
    )
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { tutorial_step: [expect.stringMatching(/Tutorial-Schritt/)] } },
    })
  })
})

describe('POST /api/user/request-deactivation', () => {
  it('records the request with its reason', async () => {
    const answer = await server().json(
      '/api/user/request-deactivation',
      as(school, 'POST', { reason: 'Schule schließt.' }),
    )
    expect(answer).toMatchObject({ status: 200, body: { message: expect.stringContaining('Antrag') } })
    const row = await server()
      .database.db.selectFrom('deactivation_requests')
      .selectAll()
      .where('user_id', '=', school.user.id)
      .executeTakeFirstOrThrow()
    expect(row.reason).toBe('Schule schließt.')
    const empty = await server().json('/api/user/request-deactivation', as(school, 'POST', { reason: '  ' }))
    expect(empty).toMatchObject({ status: 422, body: { errors: { reason: ['Bitte gib einen Grund ein.'] } } })
  })
})
