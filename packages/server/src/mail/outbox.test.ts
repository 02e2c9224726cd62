import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, loginAs, request } from '../accounts/account-test-support.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import type { OutboxEntry } from './outbox.ts'

const server = useTestServer()

async function sendCode(target: TestServer, to: string): Promise<void> {
  const sent = await target.json('/api/auth/verify/send-otp', request('POST', { mode: 'email', identifier: to }))
  expect(sent.status).toBe(200)
}

describe('mail outbox without SMTP_URL', () => {
  it('keeps each mail as .eml plus JSON under DATA_DIR/mail and lists it to the admin', async () => {
    await sendCode(server(), 'outbox@example.de')
    const names = fs.readdirSync(path.join(server().dataDir, 'mail'))
    expect(names.some((n) => n.endsWith('.eml'))).toBe(true)
    const { token } = await loginAs(server(), 'admin')
    const list = await server().json<{ data: OutboxEntry[] }>(
      '/api/intern/mails?to=OUTBOX@example.de',
      request('GET', undefined, token),
    )
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('no-store')
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({
      channel: 'mail',
      to: 'outbox@example.de',
      subject: expect.stringMatching(/^Dein Bestätigungscode/),
    })
  })

  it('refuses a guest with 401 and every other account with 403, so nobody else reads a code or reset link', async () => {
    await sendCode(server(), 'opfer@example.de')
    const guest = await server().json<Record<string, unknown>>('/api/intern/mails?to=opfer@example.de')
    expect(guest.status).toBe(401)
    expect(Object.keys(guest.body)).toEqual(['message'])
    for (const role of ['trainee', 'business', 'school', 'region'] as const) {
      const { token } = await loginAs(server(), role)
      const refused = await server().json('/api/intern/mails', request('GET', undefined, token))
      expect(refused.status, role).toBe(403)
    }
  })

  it('no longer renders the mails into a server page: /intern/mails holds none of their text', async () => {
    await sendCode(server(), 'seite@example.de')
    const page = await fetch(`${server().url}/intern/mails`)
    expect(await page.text()).not.toContain('seite@example.de')
  })
})

describe('mail outbox in production', () => {
  let production: TestServer
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production', ADMIN_EMAIL: DEMO_ACCOUNTS.admin.email })
  })
  afterAll(async () => {
    await production?.stop()
  })

  it('answers the configured admin, and refuses a guest and another account', async () => {
    await sendCode(production, 'prod@example.de')
    expect((await production.json('/api/intern/mails')).status).toBe(401)
    const trainee = await loginAs(production, 'trainee')
    expect((await production.json('/api/intern/mails', request('GET', undefined, trainee.token))).status).toBe(403)
    const admin = await loginAs(production, 'admin')
    const list = await production.json<{ data: OutboxEntry[] }>(
      '/api/intern/mails?to=prod@example.de',
      request('GET', undefined, admin.token),
    )
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(1)
  })
})

describe('production without ADMIN_EMAIL', () => {
  let production: TestServer
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production' })
  })
  afterAll(async () => {
    await production?.stop()
  })

  it('has no admin account, so the outbox answers nobody', async () => {
    const demoAdmin = await login(production, DEMO_ACCOUNTS.admin.email, production.adminPassword)
    expect(demoAdmin.user.is_admin).toBe(false)
    expect((await production.json('/api/intern/mails', request('GET', undefined, demoAdmin.token))).status).toBe(403)
  })

  it('never lets the published demo password open the demo admin', async () => {
    const answer = await production.json(
      '/api/auth/login',
      request('POST', { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    )
    expect(answer.status).toBe(422)
  })
})
