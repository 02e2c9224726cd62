import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countRows, request } from '../accounts/account-test-support.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { listOutbox } from './outbox.ts'
import { startSmtpServer } from './smtp-test-server.ts'

/** The Subject header, unfolded and with its RFC 2047 encoded words (Q encoding, UTF-8) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
  return header
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => decodeQuotedPrintable(word.replace(/_/g, ' ')))
}

/** Decodes the quoted-printable body part of a raw message enough to read German text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

describe('mail through a real SMTP server (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'oabat <no-reply@oabat.test>',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
  })

  it('delivers the registration code with German subject, plain text and HTML', async () => {
    const answer = await server.json(
      '/api/auth/verify/send-otp',
      request('POST', { mode: 'email', identifier: 'smtp@example.de' }),
    )
    expect(answer.status).toBe(200)
    const message = smtp.received.find((m) => m.to.includes('smtp@example.de'))
    if (!message) throw new Error('the SMTP server received nothing')
    expect(message.from).toBe('no-reply@oabat.test')
    expect(message.raw).toContain('Content-Type: text/plain; charset=utf-8')
    expect(message.raw).toContain('Content-Type: text/html; charset=utf-8')
    const text = decodeQuotedPrintable(message.raw)
    const code = /hier ist Dein Bestätigungscode:\s+(\d{6})/.exec(text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(subjectOf(message.raw)).toBe(`Dein Bestätigungscode für oabat: ${code}`)
    expect(text).toContain('Der Code ist 10 Minuten gültig.')
    // Nothing lands in the outbox folder when SMTP is configured.
    expect(await listOutbox(server.dataDir)).toEqual([])
  })
})

describe('a mail that cannot be sent', () => {
  let server: TestServer

  beforeAll(async () => {
    // A port nobody listens on: every delivery fails.
    const probe = await startSmtpServer()
    const port = probe.port
    await probe.close()
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('is a German 503, and the registration that needed it leaves nothing behind', async () => {
    const before = await Promise.all(
      (['users', 'businesses', 'business_sites'] as const).map((t) => countRows(server, t)),
    )
    const answer = await server.json(
      '/api/businesses',
      request('POST', {
        newBusiness: {
          name: 'Ohne Post GmbH',
          postal_code: '94032',
          email: 'post@ohne.de',
          password: 'sicher-2026',
          firstname: 'O',
          lastname: 'P',
        },
      }),
    )
    expect(answer).toMatchObject({
      status: 503,
      body: { message: 'Die E-Mail konnte gerade nicht verschickt werden. Bitte versuche es später noch einmal.' },
    })
    const after = await Promise.all(
      (['users', 'businesses', 'business_sites'] as const).map((t) => countRows(server, t)),
    )
    expect(after).toEqual(before)
  })
})
