import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../accounts/account-test-support.ts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import { startOnDatabase, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { signChannel } from './auth-signature.ts'
import type { RealtimeApp } from './realtime-app.ts'
import { triggerOverHttp } from './testing/http-trigger.ts'
import { openRawSocket } from './testing/raw-socket.ts'

/** The secret every development start used to sign with, published in the source until issue #10. */
const OLD_FIXED_SECRET = 'oabat-development-secret'

const server = useTestServer()

function forgedApp(target: TestServer): RealtimeApp {
  return { ...target.config.realtimeApp, secret: OLD_FIXED_SECRET }
}

/** What the auth endpoint answers a logged-in user for a channel and socket id. */
async function authFor(target: TestServer, token: string, socketId: string, channel: string): Promise<string> {
  const { status, body } = await target.json<{ auth: string }>('/api/broadcasting/auth', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `socket_id=${socketId}&channel_name=${channel}`,
  })
  expect(status).toBe(200)
  return body.auth
}

describe('the realtime secret of the default start', () => {
  it('refuses a subscription to another user’s chat signed with the old fixed secret', async () => {
    const victim = await loginAs(server(), 'business')
    const channel = `private-chatmessage.${victim.user.id}`
    const raw = await openRawSocket(server().port, 'protocol=7', server().config.realtimeApp.key)
    const forged = signChannel(forgedApp(server()), raw.socketId, channel)
    raw.send({ event: 'pusher:subscribe', data: { channel, auth: forged } })
    expect(await raw.next((m) => m.channel === channel)).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'AuthError', status: 401 },
    })
    // The same socket, signed with the instance's secret, is let in: only the signature was wrong.
    raw.send({
      event: 'pusher:subscribe',
      data: { channel, auth: signChannel(server().config.realtimeApp, raw.socketId, channel) },
    })
    expect(await raw.next((m) => m.channel === channel)).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
    })
    raw.socket.close()
  })

  it('refuses an event published over the HTTP API with the old fixed secret', async () => {
    const refused = await triggerOverHttp(server().url, forgedApp(server()), ['private-chatmessage.1'], 'MessageSent', {
      id: 1,
    })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Invalid signature' })
  })
})

describe('the realtime secret across restarts and instances', () => {
  let database: TestDatabase
  let other: TestServer
  beforeAll(async () => {
    database = await createTestDatabase()
    other = await startTestServer()
  })
  afterAll(async () => {
    await other?.stop()
    await database?.drop()
  })

  it('signs the same subscription alike before and after a restart on the same DATA_DIR, unlike another instance', async () => {
    const channel = 'presence-livestream.7'
    const before = await startOnDatabase(database)
    const signedBefore = await authFor(before, (await loginAs(before, 'trainee')).token, '1234.5678', channel)
    const secretBefore = before.config.realtimeApp.secret
    await before.stop()

    const after = await startOnDatabase(database)
    try {
      expect(after.config.realtimeApp.secret).toBe(secretBefore)
      expect(after.config.secrets.kept).toContain('PUSHER_SECRET')
      expect(await authFor(after, (await loginAs(after, 'trainee')).token, '1234.5678', channel)).toBe(signedBefore)
    } finally {
      await after.stop()
    }

    expect(other.config.realtimeApp.secret).not.toBe(secretBefore)
    const otherAuth = await authFor(other, (await loginAs(other, 'trainee')).token, '1234.5678', channel)
    expect(otherAuth).not.toBe(signedBefore)
  })
})
