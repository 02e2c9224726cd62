import { randomBytes } from 'node:crypto'
import type { AuthToken, ChatMessage, OwnJob, SearchResponse, SearchV2Response, Suggestion } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../accounts/account-test-support.ts'
import { connectRedis, type RedisClient } from '../realtime/redis-connection.ts'
import {
  collect,
  connected,
  disconnected,
  nextEvent,
  type PusherClient,
  pusherClient,
  subscribed,
} from '../realtime/testing/pusher-clients.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from '../seed/demo-accounts.ts'
import { createTestDatabase, type TestDatabase, testDialect } from '../test-support/test-database.ts'
import { type ServerProcess, spawnServerProcess } from './testing/server-process.ts'

/**
 * Two server processes on one PostgreSQL database and one Redis, each on its own port, as behind a
 * reverse proxy (docs/deployment.md): whatever one process does, a user of the other sees as if
 * there were one. Runs in the PostgreSQL project only (SQLite allows one process:
 * sqlite-one-process.test.ts); PostgreSQL or Redis unreachable fails it, never skips it.
 */

// Redis runs on every development machine and in CI (.ci/run starts it).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// An app id of its own gives this run its own Redis keys and channels (oabat:realtime:{id}:, oabat:cache:{id}:).
const APP_ID = `oabat-two-${randomBytes(6).toString('hex')}`
const PUSHER_KEY = 'oabat-key'

let database: TestDatabase
let redis: RedisClient
let a: ServerProcess
let b: ServerProcess
const clients: PusherClient[] = []
const tokens = {} as Record<DemoRole, AuthToken>

interface Answer<T> {
  status: number
  body: T & { message?: string }
}

async function call<T = unknown>(
  on: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${on.url}${path}`, request(method, body, token))
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] }
}

async function loginOn(on: ServerProcess, role: DemoRole): Promise<AuthToken> {
  const answer = await call<AuthToken>(on, 'POST', '/api/auth/login', {
    email: DEMO_ACCOUNTS[role].email,
    password: DEMO_PASSWORD,
  })
  expect(answer.status).toBe(200)
  return answer.body
}

async function client(on: ServerProcess, login: AuthToken): Promise<PusherClient> {
  const next = pusherClient({ url: on.url, port: on.port, key: PUSHER_KEY }, login.token)
  clients.push(next)
  return connected(next)
}

async function chatChannelOn(on: ServerProcess, login: AuthToken) {
  return subscribed((await client(on, login)).subscribe(`private-chatmessage.${login.user.id}`))
}

beforeAll(async () => {
  if (testDialect() !== 'postgres') return
  database = await createTestDatabase('postgres')
  redis = await connectRedis(REDIS_URL)
  const shared = {
    DATABASE_URL: database.databaseUrl as string,
    REDIS_URL,
    // Uploads and mail on one shared folder, as on a shared volume.
    DATA_DIR: database.dataDir,
    PUSHER_APP_ID: APP_ID,
    PUSHER_SECRET: 'two-processes-test-secret',
  }
  // The first process migrates and seeds; the second finds the database ready.
  a = await spawnServerProcess({ ...shared, SEED: 'demo' }).started
  b = await spawnServerProcess({ ...shared, SEED: 'none' }).started
  for (const role of ['trainee', 'business', 'school'] as const) tokens[role] = await loginOn(a, role)
})

afterAll(async () => {
  await Promise.all(clients.map((c) => disconnected(c)))
  await Promise.all([a?.stop(), b?.stop()])
  if (redis) {
    for await (const keys of redis.scanIterator({ MATCH: `oabat:*:${APP_ID}:*`, COUNT: 100 }))
      if (keys.length > 0) await redis.del(keys)
    redis.destroy()
  }
  await database?.drop()
})

describe.runIf(testDialect() === 'postgres')('two server processes on PostgreSQL and Redis', () => {
  it('listen on two ports and share one database: a login on A is valid on B', async () => {
    expect(a.port).not.toBe(b.port)
    const me = await call<{ data: { id: number } }>(b, 'GET', '/api/auth/user', undefined, tokens.trainee.token)
    expect(me.status).toBe(200)
  })

  it('chat: a message sent through A reaches the receiver connected to B (MessageSent), typing too', async () => {
    const { trainee, business } = tokens
    const onB = await chatChannelOn(b, business)
    const arrived = nextEvent<ChatMessage>(onB, 'MessageSent')
    const sent = await call<{ data: ChatMessage }>(
      a,
      'POST',
      '/api/chat/messages/',
      { receiver_id: business.user.id, body: 'Hallo über zwei Prozesse' },
      trainee.token,
    )
    expect(sent.status).toBe(201)
    expect(await arrived).toMatchObject({ id: sent.body.data.id, body: 'Hallo über zwei Prozesse' })

    const typing = nextEvent(onB, 'UserTyping')
    const answer = await fetch(
      `${a.url}/api/chat/conversations/${sent.body.data.conversation_id}/typing`,
      request('POST', undefined, trainee.token),
    )
    expect(answer.status).toBe(204)
    expect(await typing).toEqual({
      conversation_id: sent.body.data.conversation_id,
      user_id: trainee.user.id,
      name: `${DEMO_ACCOUNTS.trainee.firstname} ${DEMO_ACCOUNTS.trainee.lastname}`,
    })
  })

  it('presence: members connected to A and to B see each other join and leave', async () => {
    const channelName = 'presence-livestream.7'
    const onA = await client(a, tokens.trainee)
    const first = onA.subscribe(channelName)
    await subscribed(first)
    const added = collect<{ id: string }>(first, 'pusher:member_added')
    const removed = collect<{ id: string }>(first, 'pusher:member_removed')

    const onB = await client(b, tokens.school)
    const second = onB.subscribe(channelName)
    const snapshot = await nextEvent<{ count: number }>(second, 'pusher:subscription_succeeded')
    expect(snapshot.count).toBe(2)
    await expect.poll(() => added.map((m) => m.id), { timeout: 5000 }).toEqual([String(tokens.school.user.id)])

    await disconnected(onB)
    await expect.poll(() => removed.map((m) => m.id), { timeout: 5000 }).toEqual([String(tokens.school.user.id)])
  })

  it('search: a job published through A is found on B at once, and gone on B once archived through A', async () => {
    const word = `Zweiprozess${randomBytes(3).toString('hex')}`
    const near = '/api/search?latitude=48.5665&longitude=13.43122&radius=30&per_page=50&sort=newest'
    const byTerm = `/api/v2/search/jobs?term=${word}`
    // B has its caches warm (ranked list, term match, job table) before A writes.
    const nearBefore = await call<SearchResponse>(b, 'GET', near)
    expect(nearBefore.status).toBe(200)
    expect((await call<SearchV2Response>(b, 'GET', byTerm)).body.result.total).toBe(0)

    const created = await call<{ data: OwnJob }>(
      a,
      'POST',
      '/api/v2/jobs/',
      {
        name: `Ausbildung ${word} (m/w/d)`,
        type_id: 1,
        description: 'Eine Stelle, die ein Prozess anlegt und der andere findet.',
        duration_months: 36,
        positions: 1,
        graduation: 'main',
        start_date: '2027-09-01',
        category: 'craft',
        status: 'published',
      },
      tokens.business.token,
    )
    expect(created.status).toBe(201)
    const job = created.body.data

    // "At once": it shows within milliseconds; 5 s leaves room for a busy machine and is still far
    // below the 30 s for which the caches alone would keep the old answer.
    const poll = { timeout: 5000, interval: 50 }
    await expect
      .poll(async () => (await call<SearchV2Response>(b, 'GET', byTerm)).body.result.data.map((item) => item.id), poll)
      .toEqual([job.id])
    await expect
      .poll(async () => (await call<SearchResponse>(b, 'GET', near)).body.result.data.map((item) => item.id), poll)
      .toContain(job.id)

    // The suggestions are rebuilt once, by A, some seconds after the write; B takes them up when told.
    const suggest = `/api/v2/search/jobs/suggest?term=${word}`
    await expect
      .poll(
        async () => (await call<{ data: Suggestion[] }>(b, 'GET', suggest)).body.data.map((s) => s.label).join(' '),
        { timeout: 15_000, interval: 200 },
      )
      .toContain(word)

    const archived = await call(a, 'PUT', `/api/v2/jobs/${job.id}`, { status: 'archived' }, tokens.business.token)
    expect(archived.status).toBe(200)
    await expect.poll(async () => (await call<SearchV2Response>(b, 'GET', byTerm)).body.result.total, poll).toBe(0)
    await expect
      .poll(async () => (await call<SearchResponse>(b, 'GET', near)).body.result.data.map((item) => item.id), poll)
      .not.toContain(job.id)
  })

  it('rate limits: failed logins count across processes (10 per 15 min per address and e-mail)', async () => {
    const attempt = (on: ServerProcess) =>
      call(on, 'POST', '/api/auth/login', { email: DEMO_ACCOUNTS.region.email, password: 'falsch-falsch' })
    for (let n = 1; n <= 6; n++) expect((await attempt(a)).status).toBe(422)
    for (let n = 1; n <= 4; n++) expect((await attempt(b)).status).toBe(422)
    // The eleventh try within the window, wherever it lands, is one too many.
    const refused = await attempt(b)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe('Zu viele Versuche. Bitte warte einen Moment und versuche es dann noch einmal.')
  })
})
