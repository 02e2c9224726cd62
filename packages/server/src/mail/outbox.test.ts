import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../accounts/account-test-support.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import type { OutboxEntry } from './outbox.ts'

const server = useTestServer()

describe('mail outbox without SMTP_URL', () => {
  it('keeps each mail as .eml plus JSON under DATA_DIR/mail and lists it at /api/intern/mails and /intern/mails', async () => {
    await server().json(
      '/api/auth/verify/send-otp',
      request('POST', { mode: 'email', identifier: 'outbox@example.de' }),
    )
    const list = await server().json<{ data: OutboxEntry[] }>('/api/intern/mails?to=outbox@example.de')
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(1)
    const [mail] = list.body.data
    expect(mail).toMatchObject({
      channel: 'mail',
      to: 'outbox@example.de',
      subject: expect.stringMatching(/^Dein Bestätigungscode/),
    })

    const page = await fetch(`${server().url}/intern/mails`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Postausgang (intern)')
    expect(html).toContain('outbox@example.de')
    expect(html).toContain(mail?.subject ?? '')
  })
})

describe('mail outbox in production', () => {
  let production: TestServer
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production' })
  })
  afterAll(async () => {
    await production?.stop()
  })

  it('answers 404 on the API and the page', async () => {
    expect((await production.json('/api/intern/mails')).status).toBe(404)
    expect((await fetch(`${production.url}/intern/mails`)).status).toBe(404)
  })

  it('has no admin account unless ADMIN_EMAIL names one', async () => {
    const { body } = await production.json<{ user: { is_admin: boolean } }>(
      '/api/auth/login',
      request('POST', { email: 'admin@demo.oabat.de', password: 'oabat-demo-2026' }),
    )
    expect(body.user.is_admin).toBe(false)
  })
})
