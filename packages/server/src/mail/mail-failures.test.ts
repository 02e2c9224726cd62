import type { AuthToken } from '@oabat/core'
import type { FailedMail } from '@oabat/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { MAIL_FAILED } from './mailer.ts'
import { startSmtpServer } from './smtp-test-server.ts'

type Page = { data: FailedMail[]; meta: { total: number; last_page: number } }

describe('failed mails (GET /api/admin/mails/failed, POST …/{id}/retry)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer
  let admin: AuthToken

  const call = <T>(method: string, path: string, token: string | null = admin.token) =>
    server.json<Answer<T>>(path, request(method, method === 'POST' ? {} : undefined, token))
  const failed = () => call<Page>('GET', '/api/admin/mails/failed')

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    admin = await loginAs(server, 'admin')
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
  })

  it('keeps a mail the SMTP server refused, with its error; a retry sends it once it accepts', async () => {
    smtp.refusing.value = true
    const sent = await server.json(
      '/api/auth/verify/send-otp',
      request('POST', { mode: 'email', identifier: 'kein-postfach@example.de' }),
    )
    expect(sent).toMatchObject({ status: 503, body: { message: MAIL_FAILED } })
    await expect.poll(async () => (await failed()).body.meta.total).toBe(1)
    const [mail] = (await failed()).body.data as [FailedMail]
    expect(mail).toMatchObject({ to: 'kein-postfach@example.de', attempts: 1, sent_at: null })
    expect(mail.subject).toMatch(/^Dein Bestätigungscode für oabat: \d{6}$/)
    expect(mail.error).toContain('Mailbox nicht verfügbar')

    // Still refused: a German 503, one more attempt counted.
    const again = await call<{ message: string }>('POST', `/api/admin/mails/failed/${mail.id}/retry`)
    expect(again).toMatchObject({ status: 503, body: { message: MAIL_FAILED } })
    expect((await failed()).body.data[0]).toMatchObject({ attempts: 2, sent_at: null })

    smtp.refusing.value = false
    const retried = await call<{ data: FailedMail }>('POST', `/api/admin/mails/failed/${mail.id}/retry`)
    expect(retried.status).toBe(200)
    expect(retried.body.data.attempts).toBe(3)
    expect(retried.body.data.sent_at).not.toBeNull()
    expect(smtp.received.some((m) => m.to.includes('kein-postfach@example.de'))).toBe(true)
    // Sent is sent: no second copy.
    expect((await call('POST', `/api/admin/mails/failed/${mail.id}/retry`)).status).toBe(409)
    expect((await call('POST', '/api/admin/mails/failed/999999/retry')).status).toBe(404)
  })

  it('is the admin’s only', async () => {
    const business = await loginAs(server, 'business')
    expect((await call('GET', '/api/admin/mails/failed', null)).status).toBe(401)
    expect((await call('GET', '/api/admin/mails/failed', business.token)).status).toBe(403)
    expect((await call('POST', '/api/admin/mails/failed/1/retry', business.token)).status).toBe(403)
  })
})
