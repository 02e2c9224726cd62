import type { AuthToken, User } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { codeIn, countRows, linkIn, outboxFor, request } from './account-test-support.ts'

const clock = createTestClock()
const server = useTestServer({}, { clock })
const MINUTE = 60_000

const person = (email: string) => ({
  email,
  password: 'sicher-2026',
  firstname: 'Mia',
  lastname: 'Wagner',
  birthdate: '2009-05-17',
  phone_number: '',
  newsletter_confirmed: true,
  register_by_phone: false,
})

async function sendCode(mode: 'email' | 'phone', identifier: string, recipient = identifier): Promise<string> {
  const sent = await server().json<{ message: string; data: { expires_at: string } }>(
    '/api/auth/verify/send-otp',
    request('POST', { mode, identifier }),
  )
  expect(sent.status).toBe(200)
  expect(sent.body.message).toBe('Wir haben Dir einen Code geschickt. Er ist 10 Minuten gültig.')
  const [message] = await outboxFor(server(), recipient)
  if (!message) throw new Error('no message in the outbox')
  return codeIn(message.text)
}

describe('trainee registration with a one-time code (SPEC §7)', () => {
  it('check → send-otp → verify-otp → register/trainee creates a logged-in trainee', async () => {
    const email = 'mia.wagner@example.de'
    const before = await server().json('/api/auth/check', request('POST', { mode: 'email', identifier: email }))
    expect(before).toMatchObject({ status: 200, body: { data: { exists: false } } })

    const code = await sendCode('email', email)
    const [mail] = await outboxFor(server(), email)
    expect(mail?.subject).toBe(`Dein Bestätigungscode für oabat: ${code}`)
    expect(mail?.html).toContain(code)
    expect(mail?.eml).toMatch(/\.eml$/)

    const checked = await server().json(
      '/api/auth/verify-otp',
      request('POST', { mode: 'email', identifier: email, code }),
    )
    expect(checked).toMatchObject({ status: 200, body: { data: { valid: true } } })

    const registered = await server().json<AuthToken>(
      '/api/auth/register/trainee',
      request('POST', { ...person(email), code }),
    )
    expect(registered.status).toBe(201)
    expect(registered.body.user).toMatchObject({
      email,
      scope: 'trainee',
      email_verified: true,
      trainee: { firstname: 'Mia', lastname: 'Wagner', birthdate: '2009-05-17', allows_newsletter: true },
    })
    const me = await server().json<{ data: User }>('/api/auth/user', request('GET', undefined, registered.body.token))
    expect(me.body.data.id).toBe(registered.body.user.id)

    const after = await server().json('/api/auth/check', request('POST', { mode: 'email', identifier: email }))
    expect(after).toMatchObject({ body: { data: { exists: true } } })
    // A used code does not work twice.
    const again = await server().json(
      '/api/auth/register/trainee',
      request('POST', { ...person('zweite@example.de'), code }),
    )
    expect(again.status).toBe(422)
  })

  it('a wrong code is a 422 on the field code, counts attempts, and after 5 wrong ones the code is void', async () => {
    const email = 'falscher.code@example.de'
    const code = await sendCode('email', email)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const answer = await server().json<{ errors: { code: string[] } }>(
        '/api/auth/verify-otp',
        request('POST', { mode: 'email', identifier: email, code: wrong }),
      )
      expect(answer.status).toBe(422)
      messages.push(answer.body.errors.code[0] ?? '')
    }
    expect(messages[0]).toBe('Der Code stimmt nicht. Noch 4 Versuche.')
    expect(messages[3]).toBe('Der Code stimmt nicht. Noch 1 Versuch.')
    expect(messages[4]).toBe('Zu viele falsche Versuche. Fordere einen neuen Code an.')
    const locked = await server().json<{ errors: { code: string[] } }>(
      '/api/auth/register/trainee',
      request('POST', { ...person(email), code }),
    )
    expect(locked.status).toBe(422)
    expect(locked.body.errors.code).toEqual(['Zu viele falsche Versuche. Fordere einen neuen Code an.'])
  })

  it('a code expires after 10 minutes (clock moved)', async () => {
    const email = 'abgelaufen@example.de'
    const code = await sendCode('email', email)
    clock.advance(10 * MINUTE)
    const answer = await server().json('/api/auth/register/trainee', request('POST', { ...person(email), code }))
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { code: ['Der Code ist abgelaufen oder ungültig. Fordere einen neuen Code an.'] } },
    })
  })

  it('a failed registration leaves no account behind', async () => {
    const users = await countRows(server(), 'users')
    const email = 'halb@example.de'
    const code = await sendCode('email', email)
    const cases = [
      { ...person(email), code: code === '999999' ? '888888' : '999999' },
      { ...person(email), code, password: 'kurz' },
      { ...person(email), code, birthdate: '2999-01-01' },
      { ...person('kein-at-zeichen'), code },
    ]
    for (const body of cases) {
      const answer = await server().json('/api/auth/register/trainee', request('POST', body))
      expect(answer.status).toBe(422)
    }
    expect(await countRows(server(), 'users')).toBe(users)
  })

  it('bad input gets German field messages', async () => {
    const answer = await server().json<{ errors: Record<string, string[]> }>(
      '/api/auth/register/trainee',
      request('POST', { email: 'mia@', password: 'abcdefgh', birthdate: '17.05.2009', code: '12' }),
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toMatchObject({
      email: ['Bitte gib eine gültige E-Mail-Adresse ein.'],
      password: ['Das Passwort muss mindestens einen Buchstaben und eine Ziffer enthalten.'],
      firstname: ['Bitte gib Deinen Vornamen ein.'],
      birthdate: ['Das Datum hat die Form JJJJ-MM-TT.'],
      code: ['Der Code besteht aus 6 Ziffern.'],
    })
  })

  it('registration by phone: the code comes as a text message to the number', async () => {
    const phone = '+49851987654'
    const code = await sendCode('phone', '0851 987654', phone)
    const [sms] = await outboxFor(server(), phone)
    expect(sms?.channel).toBe('sms')
    const registered = await server().json<AuthToken>(
      '/api/auth/register/trainee',
      request('POST', {
        ...person('per.telefon@example.de'),
        phone_number: '0851 987654',
        register_by_phone: true,
        code,
      }),
    )
    expect(registered.status).toBe(201)
    expect(registered.body.user).toMatchObject({ phone_number: phone, email_verified: false })
    const exists = await server().json(
      '/api/auth/check',
      request('POST', { mode: 'phone', identifier: '+49 851 987654' }),
    )
    expect(exists).toMatchObject({ body: { data: { exists: true } } })
  })

  it('sending a code to an address with an account is refused, and sending is limited per recipient', async () => {
    const taken = await server().json(
      '/api/auth/verify/send-otp',
      request('POST', { mode: 'email', identifier: 'azubi@demo.oabat.de' }),
    )
    expect(taken).toMatchObject({
      status: 422,
      body: { errors: { identifier: ['Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde Dich an.'] } },
    })
    const email = 'viele.codes@example.de'
    for (let i = 0; i < 5; i++) {
      expect(
        (await server().json('/api/auth/verify/send-otp', request('POST', { mode: 'email', identifier: email })))
          .status,
      ).toBe(200)
    }
    const limited = await server().json(
      '/api/auth/verify/send-otp',
      request('POST', { mode: 'email', identifier: email }),
    )
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Only the newest code works.
    const codes = (await outboxFor(server(), email, 5)).map((m) => codeIn(m.text))
    const oldest = codes[codes.length - 1]
    const newest = codes[0]
    if (oldest !== newest) {
      const old = await server().json(
        '/api/auth/verify-otp',
        request('POST', { mode: 'email', identifier: email, code: oldest }),
      )
      expect(old.status).toBe(422)
    }
    const fresh = await server().json(
      '/api/auth/verify-otp',
      request('POST', { mode: 'email', identifier: email, code: newest }),
    )
    expect(fresh.status).toBe(200)
  })
})

describe('checking codes is rate-limited per address and identifier', () => {
  it('answers 429 with Retry-After after 20 checks in 10 minutes, and again after the window', async () => {
    const body = { mode: 'email', identifier: 'rate@example.de', code: '123456' }
    for (let i = 0; i < 20; i++) {
      expect((await server().json('/api/auth/verify-otp', request('POST', body))).status).toBe(422)
    }
    const limited = await server().json('/api/auth/verify-otp', request('POST', body))
    expect(limited.status).toBe(429)
    // Another identifier from the same address is not held up.
    const other = await server().json(
      '/api/auth/check',
      request('POST', { mode: 'email', identifier: 'andere@example.de' }),
    )
    expect(other.status).toBe(200)
    clock.advance(Number(limited.headers.get('retry-after')) * 1000)
    expect((await server().json('/api/auth/verify-otp', request('POST', body))).status).toBe(422)
  })
})

describe('registration with an activation link (POST /api/register, GET /api/activate/{token})', () => {
  it('sends the link to /verify?token=…; the link confirms the address and logs in once', async () => {
    const email = 'link@example.de'
    const answer = await server().json<{ data: { id: number } }>(
      '/api/register',
      request('POST', { email, password: 'sicher-2026', firstname: 'Lukas', lastname: 'Link' }),
    )
    expect(answer.status).toBe(201)
    const [mail] = await outboxFor(server(), email)
    expect(mail?.subject).toBe('Bitte bestätige Deine E-Mail-Adresse')
    const link = linkIn(mail?.text ?? '')
    expect(link.pathname).toBe('/verify')
    const token = link.searchParams.get('token') ?? ''

    const activated = await server().json<AuthToken>(`/api/activate/${token}`)
    expect(activated.status).toBe(200)
    expect(activated.body.user).toMatchObject({ id: answer.body.data.id, email_verified: true })
    const twice = await server().json(`/api/activate/${token}`)
    expect(twice).toMatchObject({
      status: 404,
      body: { message: 'Dieser Aktivierungslink ist ungültig oder abgelaufen.' },
    })
  })

  it('an address with an account is a 422 on the field email', async () => {
    const answer = await server().json(
      '/api/register',
      request('POST', { email: 'betrieb@demo.oabat.de', password: 'sicher-2026', firstname: 'A', lastname: 'B' }),
    )
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { email: ['Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde Dich an.'] } },
    })
  })
})
