import type { AuthToken } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { codeIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { connected, disconnected, nextEvent, pusherClient, subscribed } from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

interface SchoolAnswer {
  data: { id: number; slug: string; is_minibat_unlocked: boolean; trainee_invitation_link: string }
}

let school: AuthToken
let schoolId: number
let slug: string

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

beforeAll(async () => {
  school = await loginAs(server(), 'school')
  schoolId = school.user.school?.id as number
  slug = school.user.school?.slug as string
  // The demo school may start unlocked: lock it first, so the test sees the unlock happen.
  const admin = await loginAs(server(), 'admin')
  const locked = await call(
    'PUT',
    `/api/v2/admin/schools/${schoolId}/bulletin_board`,
    { is_minibat_unlocked: false },
    admin.token,
  )
  expect(locked.status).toBe(200)
})

describe('Schwarzes Brett unlock (SPEC §3 is_minibat_unlocked, §7 school.{id} BulletinBoardUnlocked)', () => {
  it('only the admin unlocks; the school channel hears BulletinBoardUnlocked once', async () => {
    const path = `/api/v2/admin/schools/${schoolId}/bulletin_board`
    for (const role of ['trainee', 'business', 'school', 'region'] as const) {
      const { token } = await loginAs(server(), role)
      const refused = await call('PUT', path, { is_minibat_unlocked: true }, token)
      expect(refused.status).toBe(403)
      expect(Object.keys(refused.body)).toEqual(['message'])
    }
    expect((await call('PUT', path, { is_minibat_unlocked: true })).status).toBe(401)
    expect((await call<SchoolAnswer>('GET', `/api/schools/${slug}`)).body.data.is_minibat_unlocked).toBe(false)

    const listener = await connected(
      pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }, school.token),
    )
    const channel = await subscribed(listener.subscribe(`private-school.${schoolId}`))
    const heard = nextEvent(channel, 'BulletinBoardUnlocked')
    const admin = await loginAs(server(), 'admin')
    const unlocked = await call<SchoolAnswer>('PUT', path, { is_minibat_unlocked: true }, admin.token)
    expect(unlocked.status).toBe(200)
    expect(unlocked.body.data.is_minibat_unlocked).toBe(true)
    expect(await heard).toEqual({ school_id: schoolId })
    expect((await call<SchoolAnswer>('GET', `/api/schools/${schoolId}`)).body.data.is_minibat_unlocked).toBe(true)
    await disconnected(listener)
  })

  it('bad input: an unknown school is a German 404, a bad flag or id a German 422', async () => {
    const admin = await loginAs(server(), 'admin')
    expect(
      await call('PUT', '/api/v2/admin/schools/999999/bulletin_board', { is_minibat_unlocked: true }, admin.token),
    ).toMatchObject({ status: 404, body: { message: 'Diese Schule gibt es nicht.' } })
    const badFlag = await call(
      'PUT',
      `/api/v2/admin/schools/${schoolId}/bulletin_board`,
      { is_minibat_unlocked: 'ja' },
      admin.token,
    )
    expect(badFlag.status).toBe(422)
    expect(badFlag.body.errors?.is_minibat_unlocked?.[0]).toMatch(/ja oder nein/)
    const badId = await call(
      'PUT',
      `/api/v2/admin/schools/${slug}/bulletin_board`,
      { is_minibat_unlocked: true },
      admin.token,
    )
    expect(badId.status).toBe(422)
  })
})

describe('trainee invitation link (SPEC §3 School trainee_invitation_link)', () => {
  async function codeFor(email: string): Promise<string> {
    const sent = await call('POST', '/api/auth/verify/send-otp', { mode: 'email', identifier: email })
    expect(sent.status).toBe(200)
    const [message] = await outboxFor(server(), email)
    if (!message) throw new Error('no code in the outbox')
    return codeIn(message.text)
  }
  const pupil = (email: string) => ({
    email,
    password: 'sicher-2026',
    firstname: 'Lea',
    lastname: 'Schüler',
    birthdate: '2010-03-02',
  })

  it('is the invitation page of the school; registering with the school preset stores the school', async () => {
    const answer = await call<SchoolAnswer>('GET', `/api/schools/${slug}`)
    expect(answer.body.data.trainee_invitation_link).toMatch(new RegExp(`^https?://[^/]+/schule/${slug}/einladung$`))
    const email = 'lea.eingeladen@example.de'
    const registered = await call<AuthToken>('POST', '/api/auth/register/trainee', {
      ...pupil(email),
      code: await codeFor(email),
      school: slug,
    })
    expect(registered.status).toBe(201)
    const row = await server()
      .database.db.selectFrom('users')
      .select('invited_by_school_id')
      .where('id', '=', registered.body.user.id)
      .executeTakeFirstOrThrow()
    expect(row.invited_by_school_id).toBe(schoolId)
  })

  it('an unknown school is a German 422 on the field school, and no account is made', async () => {
    const email = 'lea.falsch@example.de'
    const refused = await call('POST', '/api/auth/register/trainee', {
      ...pupil(email),
      code: await codeFor(email),
      school: 'gibt-es-nicht',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.school?.[0]).toMatch(/Diese Schule gibt es nicht/)
    const exists = await call('POST', '/api/auth/check', { mode: 'email', identifier: email })
    expect(exists.body).toMatchObject({ data: { exists: false } })
  })
})
