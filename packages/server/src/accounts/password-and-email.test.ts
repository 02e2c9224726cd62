import type { AuthToken, User } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { codeIn, linkIn, login, loginAs, outboxFor, request } from './account-test-support.ts'

const clock = createTestClock()
const server = useTestServer({}, { clock })
const HOUR = 60 * 60_000

async function newTrainee(email: string): Promise<AuthToken> {
  await server().json('/api/auth/verify/send-otp', request('POST', { mode: 'email', identifier: email }))
  const [mail] = await outboxFor(server(), email)
  const answer = await server().json<AuthToken>(
    '/api/auth/register/trainee',
    request('POST', {
      email,
      password: 'sicher-2026',
      firstname: 'Ben',
      lastname: 'Berger',
      birthdate: '2008-01-02',
      code: codeIn(mail?.text ?? ''),
    }),
  )
  return answer.body
}

describe('password reset (POST /api/password_request, /api/password_reset)', () => {
  it('answers an unknown address exactly like a known one', async () => {
    await newTrainee('ben@example.de')
    const known = await server().json('/api/password_request', request('POST', { email: 'ben@example.de' }))
    const unknown = await server().json('/api/password_request', request('POST', { email: 'niemand@example.de' }))
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toEqual({
      message: 'Wenn es zu dieser E-Mail-Adresse ein Konto gibt, haben wir Dir einen Link zum Zurücksetzen geschickt.',
    })
    expect(await outboxFor(server(), 'niemand@example.de', 0)).toEqual([])
  })

  it('the mailed link sets a new password once, logs out every session, and expires after an hour', async () => {
    const email = 'ben.reset@example.de'
    const session = await newTrainee(email)
    await server().json('/api/password_request', request('POST', { email }))
    const [mail] = await outboxFor(server(), email, 2)
    expect(mail?.subject).toBe('Passwort zurücksetzen')
    const link = linkIn(mail?.text ?? '')
    expect(link.pathname).toBe('/passwort-zuruecksetzen')
    const token = link.searchParams.get('token')
    expect(link.searchParams.get('email')).toBe(email)

    const mismatch = await server().json(
      '/api/password_reset',
      request('POST', { token, email, password: 'neu-sicher-1', password_confirmation: 'neu-sicher-2' }),
    )
    expect(mismatch).toMatchObject({
      status: 422,
      body: { errors: { password_confirmation: ['Die Passwörter stimmen nicht überein.'] } },
    })
    const wrongEmail = await server().json(
      '/api/password_reset',
      request('POST', {
        token,
        email: 'azubi@demo.oabat.de',
        password: 'neu-sicher-1',
        password_confirmation: 'neu-sicher-1',
      }),
    )
    expect(wrongEmail.status).toBe(422)

    const reset = await server().json(
      '/api/password_reset',
      request('POST', { token, email, password: 'neu-sicher-1', password_confirmation: 'neu-sicher-1' }),
    )
    expect(reset.status).toBe(200)
    expect((await server().json('/api/auth/user', request('GET', undefined, session.token))).status).toBe(401)
    expect((await login(server(), email, 'neu-sicher-1')).user.email).toBe(email)
    const again = await server().json(
      '/api/password_reset',
      request('POST', { token, email, password: 'neu-sicher-2', password_confirmation: 'neu-sicher-2' }),
    )
    expect(again).toMatchObject({
      status: 422,
      body: { errors: { token: ['Der Link ist ungültig oder abgelaufen. Fordere bitte einen neuen an.'] } },
    })

    await server().json('/api/password_request', request('POST', { email }))
    const [second] = await outboxFor(server(), email, 3)
    const late = linkIn(second?.text ?? '').searchParams.get('token')
    clock.advance(HOUR)
    const expired = await server().json(
      '/api/password_reset',
      request('POST', { token: late, email, password: 'neu-sicher-3', password_confirmation: 'neu-sicher-3' }),
    )
    expect(expired.status).toBe(422)
  })

  it('limits reset requests per address, known or not (429)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await server().json('/api/password_request', request('POST', { email: 'flut@example.de' }))).status).toBe(
        200,
      )
    }
    const limited = await server().json('/api/password_request', request('POST', { email: 'flut@example.de' }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe(String(60 * 60))
  })
})

describe('password change (POST /api/password_change)', () => {
  it('needs the current password and logs out the other sessions only', async () => {
    const email = 'ben.change@example.de'
    const first = await newTrainee(email)
    const second = await login(server(), email, 'sicher-2026')
    const wrong = await server().json(
      '/api/password_change',
      request(
        'POST',
        { current_password: 'falsch-0000', password: 'anders-2026', password_confirmation: 'anders-2026' },
        first.token,
      ),
    )
    expect(wrong).toMatchObject({
      status: 422,
      body: { errors: { current_password: ['Das bisherige Passwort stimmt nicht.'] } },
    })
    const weak = await server().json(
      '/api/password_change',
      request(
        'POST',
        { current_password: 'sicher-2026', password: 'anders', password_confirmation: 'anders' },
        first.token,
      ),
    )
    expect(weak).toMatchObject({
      status: 422,
      body: { errors: { password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] } },
    })
    const changed = await server().json(
      '/api/password_change',
      request(
        'POST',
        { current_password: 'sicher-2026', password: 'anders-2026', password_confirmation: 'anders-2026' },
        first.token,
      ),
    )
    expect(changed.status).toBe(200)
    expect((await server().json('/api/auth/user', request('GET', undefined, first.token))).status).toBe(200)
    expect((await server().json('/api/auth/user', request('GET', undefined, second.token))).status).toBe(401)
  })
})

describe('e-mail change (PUT /api/v2/auth/request_email_change, POST /api/v2/auth/email_change)', () => {
  it('sends a code to the new address and switches to it with that code', async () => {
    const { token, user } = await newTrainee('alt@example.de')
    const requested = await server().json(
      '/api/v2/auth/request_email_change',
      request('PUT', { email: 'neu@example.de' }, token),
    )
    expect(requested.status).toBe(200)
    const [mail] = await outboxFor(server(), 'neu@example.de')
    expect(mail?.subject).toMatch(/^Bestätige Deine neue E-Mail-Adresse: \d{6}$/)
    const me = await server().json<{ data: User }>('/api/auth/user', request('GET', undefined, token))
    expect(me.body.data.trainee?.temp_email).toBe('neu@example.de')

    const code = codeIn(mail?.text ?? '')
    const business = await loginAs(server(), 'business')
    const foreign = await server().json(
      '/api/v2/auth/email_change',
      request('POST', { user_id: user.id, email: 'neu@example.de', code }, business.token),
    )
    expect(foreign).toMatchObject({
      status: 403,
      body: { message: 'Du kannst nur Deine eigene E-Mail-Adresse ändern.' },
    })

    const changed = await server().json<{ data: User }>(
      '/api/v2/auth/email_change',
      request('POST', { user_id: user.id, email: 'neu@example.de', code }, token),
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({
      email: 'neu@example.de',
      email_verified: true,
      trainee: { temp_email: null },
    })
    expect((await login(server(), 'neu@example.de', 'sicher-2026')).user.id).toBe(user.id)
  })

  it('refuses a taken address and a wrong code', async () => {
    const { token, user } = await newTrainee('bleibt@example.de')
    const taken = await server().json(
      '/api/v2/auth/request_email_change',
      request('PUT', { email: 'betrieb@demo.oabat.de' }, token),
    )
    expect(taken).toMatchObject({
      status: 422,
      body: { errors: { email: ['Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde Dich an.'] } },
    })
    await server().json('/api/v2/auth/request_email_change', request('PUT', { email: 'wechsel@example.de' }, token))
    const [mail] = await outboxFor(server(), 'wechsel@example.de')
    const code = codeIn(mail?.text ?? '')
    const wrong = await server().json(
      '/api/v2/auth/email_change',
      request(
        'POST',
        { user_id: user.id, email: 'wechsel@example.de', code: code === '123456' ? '654321' : '123456' },
        token,
      ),
    )
    expect(wrong).toMatchObject({
      status: 422,
      body: { errors: { code: ['Der Code stimmt nicht. Noch 4 Versuche.'] } },
    })
    const still = await login(server(), 'bleibt@example.de', 'sicher-2026')
    expect(still.user.email).toBe('bleibt@example.de')
  })
})

describe('confirming the own address (POST /api/auth/verify/resend, /api/auth/verify)', () => {
  it('sends a code to an unconfirmed account and confirms it', async () => {
    const email = 'spaeter@example.de'
    await server().json(
      '/api/register',
      request('POST', { email, password: 'sicher-2026', firstname: 'Sara', lastname: 'Später' }),
    )
    const { token } = await server()
      .json<AuthToken>('/api/login', request('POST', { email, password: 'sicher-2026', skipActivation: true }))
      .then((a) => a.body)
    const resent = await server().json('/api/auth/verify/resend', request('POST', undefined, token))
    expect(resent.status).toBe(200)
    const [mail] = await outboxFor(server(), email, 2)
    const verified = await server().json<{ data: User }>(
      '/api/auth/verify',
      request('POST', { code: codeIn(mail?.text ?? '') }, token),
    )
    expect(verified.status).toBe(200)
    expect(verified.body.data.email_verified).toBe(true)
    const confirmed = await loginAs(server(), 'trainee')
    const already = await server().json('/api/auth/verify/resend', request('POST', undefined, confirmed.token))
    expect(already).toMatchObject({ status: 422, body: { message: 'Deine E-Mail-Adresse ist schon bestätigt.' } })
  })

  it('the demo password still works for the seeded accounts', async () => {
    expect((await login(server(), 'region@demo.oabat.de', DEMO_PASSWORD)).user.scope).toBe('region')
  })
})
