import { MESSAGE_MISSING, NO_CONTENT_PROVIDED } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxFor, request } from '../accounts/account-test-support.ts'
import { TOO_MANY_REQUESTS } from '../auth/rate-limiter.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { APP_LINK_SENT, CONTACT_SENT } from './contact-routes.ts'

const INBOX = 'team@oabat.test'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ CONTACT_EMAIL: INBOX, TRUST_PROXY: '1', PUBLIC_URL: 'https://oabat.test' })
})
afterAll(async () => {
  await server?.stop()
})

/** Each test writes from its own client address, so the limits of one do not reach the next. */
function from(address: string, method: string, body: unknown): RequestInit {
  const init = request(method, body)
  return { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address } }
}

describe('POST /api/contact-us (SPEC §7 Contact, docs/contact.md)', () => {
  it('delivers the message to the platform inbox, with the sender as reply address', async () => {
    const answer = await server.json(
      '/api/contact-us',
      from('10.0.0.1', 'POST', {
        context: 'idee',
        name: 'Mia Wagner',
        email: 'Mia.Wagner@Example.de',
        phone: '0851 123456',
        message: 'Eine Karte mit den Betrieben in meiner Nähe wäre toll.',
      }),
    )
    expect(answer).toMatchObject({ status: 200, body: { message: CONTACT_SENT } })
    const [mail] = await outboxFor(server, INBOX)
    expect(mail?.subject).toBe('Neue Idee: Mia Wagner')
    expect(mail?.text).toContain('Von: Mia Wagner <mia.wagner@example.de>')
    expect(mail?.text).toContain('Telefon: +49851123456')
    expect(mail?.text).toContain('Eine Karte mit den Betrieben in meiner Nähe wäre toll.')
    expect(mail?.html).toContain('wäre toll.')
  })

  it('an empty message: "No content provided" with a German field error, nothing sent', async () => {
    const before = (await outboxFor(server, INBOX, 0)).length
    for (const message of [undefined, '', '   ']) {
      const answer = await server.json(
        '/api/contact-us',
        from('10.0.0.2', 'POST', { email: 'leer@example.de', message }),
      )
      expect(answer).toMatchObject({
        status: 422,
        body: { message: NO_CONTENT_PROVIDED, errors: { message: [MESSAGE_MISSING] } },
      })
    }
    expect((await outboxFor(server, INBOX, 0)).length).toBe(before)
  })

  it('bad fields get German field errors; an unknown receiver is refused', async () => {
    const answer = await server.json<{ errors: Record<string, string[]> }>(
      '/api/contact-us',
      from('10.0.0.3', 'POST', { email: 'kein-at', message: 'Hallo', phone: 'abc', receiver: 'jemand' }),
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors.email).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.'])
    expect(answer.body.errors.phone?.[0]).toMatch(/Telefonnummer/)
    expect(answer.body.errors.receiver).toEqual(['Nachrichten gehen an oabat.'])
  })

  it('without a receiver the message goes to oabat; 5 messages an hour per address, then 429', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await server.json(
        '/api/contact-us',
        from('10.0.0.4', 'POST', { email: 'viel@example.de', message: `Nachricht ${i}`, receiver: null }),
      )
      expect(answer.status).toBe(200)
    }
    const limited = await server.json(
      '/api/contact-us',
      from('10.0.0.4', 'POST', { email: 'viel@example.de', message: 'Noch eine' }),
    )
    expect(limited).toMatchObject({ status: 429, body: { message: TOO_MANY_REQUESTS } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const fromOther = await server.json(
      '/api/contact-us',
      from('10.0.0.5', 'POST', { email: 'viel@example.de', message: 'Von woanders' }),
    )
    expect(fromOther.status).toBe(200)
  })
})

describe('POST /api/util/app_link', () => {
  it('mails the link to the portal; 3 per recipient an hour', async () => {
    const answer = await server.json('/api/util/app_link', from('10.0.1.1', 'POST', { email: 'handy@example.de' }))
    expect(answer).toMatchObject({ status: 200, body: { message: APP_LINK_SENT } })
    const [mail] = await outboxFor(server, 'handy@example.de')
    expect(mail?.subject).toBe('Dein Link zu oabat')
    expect(mail?.text).toContain('https://oabat.test/')

    for (let i = 0; i < 2; i++)
      expect(
        (await server.json('/api/util/app_link', from(`10.0.1.${2 + i}`, 'POST', { email: 'handy@example.de' })))
          .status,
      ).toBe(200)
    const limited = await server.json('/api/util/app_link', from('10.0.1.9', 'POST', { email: 'handy@example.de' }))
    expect(limited.status).toBe(429)
    expect((await outboxFor(server, 'handy@example.de', 3)).length).toBe(3)
  })

  it('20 links an hour per client address, whoever they go to; a bad address is a field error', async () => {
    const bad = await server.json('/api/util/app_link', from('10.0.2.1', 'POST', { email: 'nope' }))
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { email: ['Bitte gib eine gültige E-Mail-Adresse ein.'] } },
    })
    for (let i = 0; i < 20; i++)
      expect(
        (await server.json('/api/util/app_link', from('10.0.2.2', 'POST', { email: `person${i}@example.de` }))).status,
      ).toBe(200)
    const limited = await server.json('/api/util/app_link', from('10.0.2.2', 'POST', { email: 'person99@example.de' }))
    expect(limited.status).toBe(429)
    expect(await outboxFor(server, 'person99@example.de', 0)).toEqual([])
  })
})
