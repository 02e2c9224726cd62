import type { AuthToken, ChatMessage } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/connect.ts'
import { createMailer } from '../mail/mailer.ts'
import { createSearchCache } from '../search/job-search.ts'
import { keepDemoAdminPassword } from '../seed/demo-admin-password.ts'
import { startServer } from '../server.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import type { TestServer } from '../test-support/test-server.ts'
import { CHAT_MAIL_CATCH_UP_DAYS, deliverChatMail, pendingChatMails } from './chat-notification-mail-delivery.ts'

// Pending notification mails live in the database, not in a process: a restart before the delay
// (CHAT_MAIL_DELAY_SECONDS, the default 120 s here) must not lose them, nor may two processes mail twice.
const DELAY_MS = 120_000
const clock = createTestClock()
let database: TestDatabase
let trainee: AuthToken
let business: AuthToken

function configFor(db: TestDatabase) {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
  })
}

/** A server process on the file's one database; stop() ends it (waiting for its mail sweep), the data stays. */
async function startProcess(): Promise<TestServer> {
  const config = configFor(database)
  const server = await startServer(config, () => {}, { now: clock.now })
  return {
    ...server,
    config,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    adminPassword: keepDemoAdminPassword(database.dataDir).value,
    async json<T>(pathAndQuery: string, init?: RequestInit) {
      const response = await fetch(`${server.url}${pathAndQuery}`, init)
      return { status: response.status, body: (await response.json()) as T, headers: response.headers }
    },
    stop: () => server.close(),
  }
}

async function mailsTo(login: AuthToken) {
  return outboxFor({ dataDir: database.dataDir } as TestServer, login.user.email as string, 0)
}

beforeAll(async () => {
  database = await createTestDatabase()
  const first = await startProcess()
  trainee = await loginAs(first, 'trainee')
  business = await loginAs(first, 'business')
  await first.stop()
})
afterAll(async () => {
  await database?.drop()
})

type Call = <T = unknown>(
  method: string,
  path: string,
  body: unknown,
  token: string,
) => Promise<{ status: number; body: T }>

/** Runs API calls against one process, which then stops (its pending mails are in the database only). */
async function inOneProcess(work: (call: Call) => Promise<void>): Promise<void> {
  const server = await startProcess()
  try {
    await work((method, path, body, token) => server.json(path, request(method, body, token)))
  } finally {
    await server.stop()
  }
}

describe('chat notification mails survive a restart', () => {
  let conversationId: number

  /** The company has read the conversation; then the trainee writes again (a new unread streak). */
  const writeAfterRead = (body: string) =>
    inOneProcess(async (call) => {
      clock.advance(1000)
      const read = await call('POST', `/api/chat/conversations/${conversationId}/setread`, {}, business.token)
      expect(read.status).toBe(200)
      const sent = await call('POST', '/api/chat/messages/', { conversation_id: conversationId, body }, trainee.token)
      expect(sent.status).toBe(201)
    })

  it('a message sent just before a restart is mailed after it; a read one is not', async () => {
    await inOneProcess(async (call) => {
      const unread = await call<{ data: ChatMessage }>(
        'POST',
        '/api/chat/messages/',
        { receiver_id: business.user.id, body: 'Ist der Ausbildungsplatz noch frei?' },
        trainee.token,
      )
      expect(unread.status).toBe(201)
      conversationId = unread.body.data.conversation_id
      // The other way: the trainee reads the company's answer at once.
      const answer = { conversation_id: conversationId, body: 'Ja!' }
      expect((await call('POST', '/api/chat/messages/', answer, business.token)).status).toBe(201)
      const read = await call('POST', `/api/chat/conversations/${conversationId}/setread`, {}, trainee.token)
      expect(read.status).toBe(200)
    })

    // Started again before the delay is over: nothing is due yet (stop waits for the start's sweep).
    clock.advance(DELAY_MS / 2)
    await inOneProcess(async () => {})
    expect(await mailsTo(business)).toHaveLength(0)

    clock.advance(DELAY_MS / 2 + 1000)
    const after = await startProcess()
    await expect.poll(async () => (await mailsTo(business)).length).toBe(1)
    await after.stop()
    const [mail] = await mailsTo(business)
    expect(mail?.subject).toBe('Neue Nachricht von Lena Huber')
    expect(mail?.text).toContain('Ist der Ausbildungsplatz noch frei?')
    expect(mail?.text).toContain(`/chat?conversation_id=${conversationId}`)
    expect(await mailsTo(trainee)).toHaveLength(0)
    expect(await mailsTo(business)).toHaveLength(1)
  })

  it('one mail per unread streak across restarts: the next comes only after the receiver has read', async () => {
    await inOneProcess(async (call) => {
      const more = { conversation_id: conversationId, body: 'Und ab wann?' }
      expect((await call('POST', '/api/chat/messages/', more, trainee.token)).status).toBe(201)
    })
    clock.advance(DELAY_MS + 1000)
    await inOneProcess(async () => {})
    expect(await mailsTo(business)).toHaveLength(1)
  })

  it('two processes on one database that both see a due mail send it once', async () => {
    await writeAfterRead('Ich könnte am Montag vorbeikommen.')
    clock.advance(DELAY_MS + 1000)

    // Two processes sweep at the same moment: both read the due mail before either claims it.
    const config = { ...configFor(database), publicUrl: 'http://localhost' }
    const handles = [0, 1].map(() =>
      openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: `${database.dataDir}/oabat.sqlite` }),
    )
    try {
      const contexts = handles.map((handle) => ({
        db: handle.db,
        dialect: handle.dialect,
        config,
        searchCache: createSearchCache(),
        now: clock.now,
      }))
      const seen = await Promise.all(contexts.map((context) => pendingChatMails(context, clock.now())))
      for (const pending of seen) expect(pending.map((p) => p.receiverId)).toEqual([business.user.id])
      const mailer = createMailer(config, clock.now)
      for (const [index, context] of contexts.entries()) {
        const pending = seen[index]?.[0]
        if (!pending) throw new Error('no pending mail')
        await deliverChatMail(context, mailer, pending, clock.now())
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()))
    }
    const mails = await mailsTo(business)
    expect(mails).toHaveLength(2)
    expect(mails[0]?.text).toContain('Ich könnte am Montag vorbeikommen.')
  })

  it('messages older than the catch-up window are not mailed on a start', async () => {
    await writeAfterRead('Hallo?')
    clock.advance(CHAT_MAIL_CATCH_UP_DAYS * 86_400_000 + 1000)
    await inOneProcess(async () => {})
    expect(await mailsTo(business)).toHaveLength(2)
  })
})
