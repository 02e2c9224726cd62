import type { AuthToken, User } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../accounts/account-test-support.ts'
import { useChatTestKit } from '../chat/chat-test-support.ts'
import { disconnected } from '../realtime/testing/pusher-clients.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { browserKeys, type LocalPushService, startLocalPushService } from './local-push-service.test-support.ts'
import { requirePublicPushEndpoint } from './push-endpoint-check.ts'
import { pushQueueIdle } from './push-queue.ts'

const clock = createTestClock()
const server = useTestServer({}, { clock })
const { call, send, chatChannel } = useChatTestKit(server)

let pushService: LocalPushService
let trainee: AuthToken
let business: AuthToken

beforeAll(async () => {
  pushService = await startLocalPushService()
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
})
afterAll(async () => {
  await pushService?.close()
})

function subscription(path: string, extra: Record<string, unknown> = {}) {
  return { endpoint: `${pushService.url}${path}`, expirationTime: null, keys: browserKeys(), ...extra }
}

const subscribe = (login: AuthToken, body: unknown) => call('POST', '/api/push/subscriptions', body, login.token)

async function pushRows(userId: number) {
  return server()
    .database.db.selectFrom('push_subscriptions')
    .select(['endpoint', 'last_sent_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

async function oneSignalId(login: AuthToken): Promise<string | null> {
  const { body } = await call<{ data: User }>('GET', '/api/auth/user', undefined, login.token)
  return body.data.one_signal_id
}

/** A new minute: the per-receiver push limit starts again. */
function nextMinute() {
  clock.advance(61_000)
}

describe('subscribing (POST/DELETE /api/push/subscriptions)', () => {
  it('hands out this instance’s VAPID public key to everyone', async () => {
    const { status, body } = await call<{ data: { public_key: string } }>('GET', '/api/push/public_key')
    expect(status).toBe(200)
    expect(body.data.public_key).toBe(server().config.vapid.publicKey)
    expect(body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/)
  })

  it('stores the browser’s subscription and names it in one_signal_id', async () => {
    const body = subscription('/ok/business-1')
    const { status, body: answer } = await subscribe(business, body)
    expect(status).toBe(201)
    expect(answer).toMatchObject({ data: { endpoint: body.endpoint } })
    expect(await pushRows(business.user.id)).toEqual([{ endpoint: body.endpoint, last_sent_at: null }])
    expect(await oneSignalId(business)).toBe(body.endpoint)
  })

  it('refuses a malformed subscription with German field errors and stores nothing', async () => {
    const before = await pushRows(trainee.user.id)
    const cases: Array<[unknown, string]> = [
      [{ endpoint: 'kein-link', keys: browserKeys() }, 'endpoint'],
      [{ endpoint: 'http://push.example.org/abc', keys: browserKeys() }, 'endpoint'],
      [{ endpoint: 'https://push.example.org/abc' }, 'keys'],
      [
        { endpoint: 'https://push.example.org/abc', keys: { p256dh: 'zu-kurz', auth: browserKeys().auth } },
        'keys.p256dh',
      ],
      [
        { endpoint: 'https://push.example.org/abc', keys: { p256dh: browserKeys().p256dh, auth: '<script>' } },
        'keys.auth',
      ],
    ]
    for (const [body, field] of cases) {
      const { status, body: answer } = await subscribe(trainee, body)
      expect(status, JSON.stringify(body)).toBe(422)
      expect(answer.errors?.[field]?.[0], JSON.stringify(answer)).toMatch(/[äöüß]|Push|Schlüssel/)
    }
    expect(await pushRows(trainee.user.id)).toEqual(before)
  })

  it('refuses endpoints on this machine or a private network in production', async () => {
    const production = { NODE_ENV: 'production' as const, PUSH_LOCAL_ENDPOINTS: undefined }
    for (const endpoint of [
      'http://127.0.0.1:9/push',
      'https://localhost/push',
      'https://10.1.2.3/push',
      'https://192.168.0.7/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
    ])
      expect(() => requirePublicPushEndpoint(production, endpoint), endpoint).toThrow(
        'Die Push-Adresse muss eine https-Adresse eines Push-Dienstes sein.',
      )
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
    ])
      expect(() => requirePublicPushEndpoint(production, endpoint), endpoint).not.toThrow()
    expect(() =>
      requirePublicPushEndpoint({ ...production, PUSH_LOCAL_ENDPOINTS: '1' }, 'http://127.0.0.1:9/push'),
    ).not.toThrow()
  })

  it('refuses an expired subscription with a German 422 and stores nothing', async () => {
    const { status, body } = await subscribe(
      trainee,
      subscription('/ok/expired', { expirationTime: clock.now() - 1000 }),
    )
    expect(status).toBe(422)
    expect(body.message).toBe(
      'Dieses Push-Abo ist bereits abgelaufen. Bitte schalte die Benachrichtigungen noch einmal ein.',
    )
    expect(await pushRows(trainee.user.id)).toEqual([])
  })

  it('needs a login, and unsubscribing removes only the caller’s own browser', async () => {
    expect((await subscribe({ token: '' } as AuthToken, subscription('/ok/guest'))).status).toBe(401)
    const own = subscription('/ok/trainee-old')
    expect((await subscribe(trainee, own)).status).toBe(201)
    const foreign = `${pushService.url}/ok/business-1`
    const unsubscribe = (endpoint: string) =>
      fetch(`${server().url}/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${trainee.token}` },
      })
    expect((await unsubscribe(foreign)).status).toBe(204)
    expect(await pushRows(business.user.id)).toHaveLength(1)
    expect((await unsubscribe(own.endpoint)).status).toBe(204)
    expect(await pushRows(trainee.user.id)).toEqual([])
    expect(await oneSignalId(trainee)).toBeNull()
  })
})

describe('sending chat messages as push', () => {
  beforeAll(async () => {
    expect((await subscribe(trainee, subscription('/ok/trainee-1'))).status).toBe(201)
  })

  it('posts an encrypted, VAPID-signed push with TTL, urgency and topic when the receiver has no tab open', async () => {
    nextMinute()
    const sent = await send({ receiver_id: business.user.id, body: 'Hallo, ist die Stelle noch frei?' }, trainee.token)
    expect(sent.status).toBe(201)
    const push = await pushService.waitFor('/ok/business-1')
    const { vapid } = server().config
    expect(push.headers).toMatchObject({
      ttl: '86400',
      urgency: 'normal',
      topic: `chat-${sent.body.data.conversation_id}`,
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    })
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    )
    // The body is encrypted for the browser: the text of the message is nowhere in it.
    expect(push.body.length).toBeGreaterThan(100)
    expect(push.body.toString('latin1')).not.toContain('Stelle')
    await expect.poll(async () => (await pushRows(business.user.id))[0]?.last_sent_at).not.toBeNull()
  })

  it('sends nothing while the receiver has a tab open (a realtime connection), and again once it is closed', async () => {
    nextMinute()
    const before = pushService.to('/ok/business-1').length
    const channel = await chatChannel(business)
    const first = await send({ receiver_id: business.user.id, body: 'Während der Tab offen ist' }, trainee.token)
    expect(first.status).toBe(201)
    // The push is decided after the answer: close the tab only once it has been (not sent).
    await pushQueueIdle(server().database.db)
    await disconnected(channel.pusher)
    await expect.poll(() => server().realtime.subscriberCount(`private-chatmessage.${business.user.id}`)).toBe(0)
    await send({ receiver_id: business.user.id, body: 'Nachdem der Tab zu ist' }, trainee.token)
    await pushService.waitFor('/ok/business-1', before + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(pushService.to('/ok/business-1')).toHaveLength(before + 1)
  })

  it('respects the notification settings: the business’s message switch, the trainee’s chat switch', async () => {
    nextMinute()
    const businessBefore = pushService.to('/ok/business-1').length
    const traineeBefore = pushService.to('/ok/trainee-1').length
    const alias = `/api/v2/user_aliases/${business.user.id}`
    expect((await call('PUT', alias, { is_unread_messages_mail_active: false }, business.token)).status).toBe(200)
    const settings = '/api/settings/notifications/'
    expect((await call('PUT', settings, { allows_chat_notification: false }, trainee.token)).status).toBe(200)
    await send({ receiver_id: business.user.id, body: 'Ohne Push' }, trainee.token)
    await send({ receiver_id: trainee.user.id, body: 'Auch ohne Push' }, business.token)
    expect((await call('PUT', alias, { is_unread_messages_mail_active: true }, business.token)).status).toBe(200)
    expect((await call('PUT', settings, { allows_chat_notification: true }, trainee.token)).status).toBe(200)
    await send({ receiver_id: business.user.id, body: 'Mit Push' }, trainee.token)
    await send({ receiver_id: trainee.user.id, body: 'Auch mit Push' }, business.token)
    await pushService.waitFor('/ok/business-1', businessBefore + 1)
    await pushService.waitFor('/ok/trainee-1', traineeBefore + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(pushService.to('/ok/business-1')).toHaveLength(businessBefore + 1)
    expect(pushService.to('/ok/trainee-1')).toHaveLength(traineeBefore + 1)
  })

  it('removes a subscription the push service answers 404 or 410 for, and keeps the others', async () => {
    nextMinute()
    for (const path of ['/gone/business-2', '/missing/business-3'])
      expect((await subscribe(business, subscription(path))).status).toBe(201)
    expect(await oneSignalId(business)).toBe(`${pushService.url}/missing/business-3`)
    await send({ receiver_id: business.user.id, body: 'Wer ist noch da?' }, trainee.token)
    await pushService.waitFor('/gone/business-2')
    await pushService.waitFor('/missing/business-3')
    await expect
      .poll(async () => (await pushRows(business.user.id)).map((row) => row.endpoint))
      .toEqual([`${pushService.url}/ok/business-1`])
    expect(await oneSignalId(business)).toBe(`${pushService.url}/ok/business-1`)
  })

  it('never holds up the chat write: a push service that does not answer changes nothing for the sender', async () => {
    nextMinute()
    expect((await subscribe(business, subscription('/slow/business-4'))).status).toBe(201)
    const started = Date.now()
    const sent = await send({ receiver_id: business.user.id, body: 'Trotz langsamem Push-Dienst' }, trainee.token)
    expect(sent.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(1000)
    await pushService.waitFor('/slow/business-4')
  })

  it('pushes a job interest to the company (urgent) and the company’s answer under the trainee’s answer switch', async () => {
    nextMinute()
    const job = await server()
      .database.db.selectFrom('jobs')
      .select('id')
      .where('business_id', '=', business.user.business?.id ?? 0)
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const businessBefore = pushService.to('/ok/business-1').length
    const interest = await call(
      'POST',
      '/api/job_interests',
      { job_id: job.id, message: 'Ich habe Interesse.' },
      trainee.token,
    )
    expect(interest.status).toBe(201)
    const pushed = await pushService.waitFor('/ok/business-1', businessBefore + 1)
    expect(pushed.headers.urgency).toBe('high')

    // Chat pushes off, answers to interests on: the company's reply in that conversation still arrives.
    const settings = '/api/settings/notifications/'
    const off = { allows_chat_notification: false, allows_application_notification: true }
    expect((await call('PUT', settings, off, trainee.token)).status).toBe(200)
    const traineeBefore = pushService.to('/ok/trainee-1').length
    await send({ receiver_id: trainee.user.id, body: 'Danke für Deine Anfrage!' }, business.token)
    expect((await pushService.waitFor('/ok/trainee-1', traineeBefore + 1)).headers.urgency).toBe('high')
    // And with the answer switch off, nothing.
    const answersOff = { allows_chat_notification: true, allows_application_notification: false }
    expect((await call('PUT', settings, answersOff, trainee.token)).status).toBe(200)
    await send({ receiver_id: trainee.user.id, body: 'Noch eine Frage an Dich.' }, business.token)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(pushService.to('/ok/trainee-1')).toHaveLength(traineeBefore + 1)
    expect((await call('PUT', settings, { allows_application_notification: true }, trainee.token)).status).toBe(200)
  })

  it('limits pushes per receiver and minute; the messages themselves all arrive', async () => {
    nextMinute()
    const before = pushService.to('/ok/trainee-1').length
    for (let i = 1; i <= 12; i++)
      expect((await send({ receiver_id: trainee.user.id, body: `Nachricht ${i}` }, business.token)).status).toBe(201)
    await pushService.waitFor('/ok/trainee-1', before + 10)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(pushService.to('/ok/trainee-1')).toHaveLength(before + 10)
  })
})
