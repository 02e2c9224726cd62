import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import {
  connected,
  disconnected,
  nextEvent,
  type PusherClient,
  pusherClient,
  subscribed,
} from './testing/pusher-clients.ts'

const server = useTestServer()

interface LoginAnswer {
  token: string
  user: { id: number; school: { id: number } | null }
}

async function login(role: 'trainee' | 'school'): Promise<LoginAnswer> {
  const { email, password } = DEMO_ACCOUNTS[role]
  const { status, body } = await server().json<LoginAnswer>('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(status).toBe(200)
  return body
}

function client(token: string): Promise<PusherClient> {
  return connected(pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }, token))
}

describe('realtime inside the app server, authorised by real accounts', () => {
  it('lets a trainee into their own chat channel only, and a school account into its school channel only', async () => {
    const trainee = await login('trainee')
    const school = await login('school')
    const schoolId = school.user.school?.id as number
    const traineeClient = await client(trainee.token)
    const schoolClient = await client(school.token)

    const own = await subscribed(traineeClient.subscribe(`private-chatmessage.${trainee.user.id}`))
    const received = nextEvent(own, 'MessageSent')
    await server().realtime.trigger(`private-chatmessage.${trainee.user.id}`, 'MessageSent', { id: 1 })
    expect(await received).toEqual({ id: 1 })

    const foreign = traineeClient.subscribe(`private-chatmessage.${school.user.id}`)
    expect(await nextEvent(foreign, 'pusher:subscription_error')).toMatchObject({ status: 403 })
    await subscribed(schoolClient.subscribe(`private-school.${schoolId}`))
    const notMember = traineeClient.subscribe(`private-school.${schoolId}`)
    expect(await nextEvent(notMember, 'pusher:subscription_error')).toMatchObject({ status: 403 })

    await Promise.all([disconnected(traineeClient), disconnected(schoolClient)])
  })

  it('signs presence with the user id and answers 401 for unknown and logged-out tokens', async () => {
    const trainee = await login('trainee')
    const post = (token: string, channel: string) =>
      server().json<{ auth?: string; channel_data?: string; message?: string }>('/api/broadcasting/auth', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `socket_id=1234.5678&channel_name=${channel}`,
      })
    const unknown = await post('x'.repeat(43), 'private-livestream.1')
    expect(unknown.status).toBe(401)
    const presence = await post(trainee.token, 'presence-livestream.1')
    expect(presence.status).toBe(200)
    expect(JSON.parse(presence.body.channel_data as string)).toEqual({
      user_id: String(trainee.user.id),
      user_info: {},
    })
    expect(presence.body.auth).toMatch(/^oabat-key:[0-9a-f]{64}$/)

    const logout = await server().json('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${trainee.token}` },
    })
    expect(logout.status).toBe(200)
    expect((await post(trainee.token, 'presence-livestream.1')).status).toBe(401)
  })
})
