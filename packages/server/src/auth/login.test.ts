import type { AuthToken, User } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { login, loginAs, request } from '../accounts/account-test-support.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { sha256 } from './secret-tokens.ts'

const clock = createTestClock()
const server = useTestServer({}, { clock })
const DAY = 24 * 60 * 60 * 1000

describe('login and logout (SPEC §4 Auth, §7)', () => {
  it('POST /api/auth/login answers a bearer token in field token and the user; GET /api/auth/user reads it back', async () => {
    const answer = await loginAs(server(), 'trainee')
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(answer.user).toMatchObject({
      email: DEMO_ACCOUNTS.trainee.email,
      scope: 'trainee',
      profile_path: '/i/profile',
    })
    expect(answer.user.trainee?.firstname).toBe('Lena')
    expect(new Date(answer.expires_at).getTime() - clock.now()).toBe(30 * DAY)

    const { status, body } = await server().json<{ data: User }>(
      '/api/auth/user',
      request('GET', undefined, answer.token),
    )
    expect(status).toBe(200)
    expect(body.data).toEqual(answer.user)
  })

  it('stores only the SHA-256 hash of a token', async () => {
    const { token } = await loginAs(server(), 'school')
    const rows = await server().database.db.selectFrom('auth_tokens').select('token_hash').execute()
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
    expect(rows.some((r) => r.token_hash === sha256(token))).toBe(true)
  })

  it('the user of each role carries its object, profile path and account flags', async () => {
    const business = (await loginAs(server(), 'business')).user
    expect(business.scope).toBe('business')
    expect(business.business?.slug).toBeTruthy()
    expect(business.business_id).toBe(business.business?.id)
    expect(business.profile_path).toBe(`/betriebe/${business.business?.slug}`)
    const region = (await loginAs(server(), 'region')).user
    expect(region).toMatchObject({ scope: 'region', profile_path: '/region' })
    expect(region.region?.channel?.slug).toBe(region.region?.slug)
    const admin = (await loginAs(server(), 'admin')).user
    expect(admin).toMatchObject({ scope: 'admin', is_admin: true, is_superadmin: true, trainee: null, business: null })
  })

  it('logout revokes the token; a later call with it is a 401', async () => {
    const { token } = await loginAs(server(), 'trainee')
    const out = await server().json('/api/auth/logout', request('POST', undefined, token))
    expect(out).toMatchObject({ status: 200, body: { message: 'Du bist abgemeldet.' } })
    const after = await server().json('/api/auth/user', request('GET', undefined, token))
    expect(after).toMatchObject({
      status: 401,
      body: { message: 'Deine Anmeldung ist abgelaufen. Bitte melde Dich erneut an.' },
    })
  })

  it('a token expires after 30 days (clock moved, no waiting)', async () => {
    const { token } = await loginAs(server(), 'region')
    clock.advance(30 * DAY - 1000)
    expect((await server().json('/api/auth/user', request('GET', undefined, token))).status).toBe(200)
    clock.advance(1000)
    const expired = await server().json('/api/auth/user', request('GET', undefined, token))
    expect(expired.status).toBe(401)
  })

  it('a wrong password or unknown e-mail is a 422 with the same German message on the password field', async () => {
    for (const body of [
      { email: DEMO_ACCOUNTS.trainee.email, password: 'falsch-2026' },
      { email: 'niemand@example.de', password: DEMO_PASSWORD },
    ]) {
      const answer = await server().json('/api/auth/login', request('POST', body))
      expect(answer).toMatchObject({
        status: 422,
        body: {
          message: 'E-Mail-Adresse oder Passwort ist falsch.',
          errors: { password: ['E-Mail-Adresse oder Passwort ist falsch.'] },
        },
      })
    }
  })

  it('a malformed e-mail or missing password is a 422 with German field messages', async () => {
    const answer = await server().json('/api/auth/login', request('POST', { email: 'lena(at)example' }))
    expect(answer).toMatchObject({
      status: 422,
      body: {
        errors: { email: ['Bitte gib eine gültige E-Mail-Adresse ein.'], password: ['Bitte gib Dein Passwort ein.'] },
      },
    })
  })

  it('the e-mail address is matched regardless of case and surrounding spaces', async () => {
    const answer = await login(server(), `  ${DEMO_ACCOUNTS.business.email.toUpperCase()} `, DEMO_PASSWORD)
    expect(answer.user.email).toBe(DEMO_ACCOUNTS.business.email)
  })
})

describe('login rate limit (429 with Retry-After)', () => {
  it('allows 10 attempts per 15 minutes per address and e-mail, then answers 429 until the window ends', async () => {
    const body = { email: DEMO_ACCOUNTS.school.email, password: 'falsch-2026' }
    for (let i = 0; i < 10; i++) {
      expect((await server().json('/api/auth/login', request('POST', body))).status).toBe(422)
    }
    const limited = await server().json<{ message: string }>('/api/auth/login', request('POST', body))
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe('Zu viele Versuche. Bitte warte einen Moment und versuche es dann noch einmal.')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // Even the right password waits: the limit counts attempts, not failures.
    const right = await server().json('/api/auth/login', request('POST', { ...body, password: DEMO_PASSWORD }))
    expect(right.status).toBe(429)

    clock.advance(retryAfter * 1000)
    expect((await server().json('/api/auth/login', request('POST', { ...body, password: DEMO_PASSWORD }))).status).toBe(
      200,
    )
  })
})

describe('POST /api/login (email, password, skipActivation)', () => {
  it('logs in an activated account and refuses an unconfirmed one unless skipActivation is set', async () => {
    const ok = await server().json<AuthToken>(
      '/api/login',
      request('POST', { email: DEMO_ACCOUNTS.region.email, password: DEMO_PASSWORD }),
    )
    expect(ok.status).toBe(200)
    expect(ok.body.token).toBeTruthy()

    const email = 'unbestaetigt@example.de'
    const registered = await server().json(
      '/api/register',
      request('POST', { email, password: 'sicher-2026', firstname: 'Uli', lastname: 'Unbestätigt' }),
    )
    expect(registered.status).toBe(201)
    const refused = await server().json('/api/login', request('POST', { email, password: 'sicher-2026' }))
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Bitte bestätige zuerst Deine E-Mail-Adresse. Den Link dazu haben wir Dir geschickt.' },
    })
    const skipped = await server().json<AuthToken>(
      '/api/login',
      request('POST', { email, password: 'sicher-2026', skipActivation: true }),
    )
    expect(skipped.status).toBe(200)
    expect(skipped.body.user.email_verified).toBe(false)
  })
})

describe('temporary login (SPEC §4 impersonation)', () => {
  it('gives an admin a token of the user, marks the session and writes the audit row', async () => {
    const admin = await loginAs(server(), 'admin')
    const business = await loginAs(server(), 'business')
    const answer = await server().json<AuthToken>(
      '/api/auth/temporary_login',
      request('POST', { user_id: business.user.id }, admin.token),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.token).not.toBe(admin.token)
    expect(answer.body.user).toMatchObject({ id: business.user.id, scope: 'business', impersonated_by: admin.user.id })

    const me = await server().json<{ data: User }>('/api/auth/user', request('GET', undefined, answer.body.token))
    expect(me.body.data).toMatchObject({ id: business.user.id, impersonated_by: admin.user.id })

    const audit = await server()
      .database.db.selectFrom('impersonations')
      .selectAll()
      .where('target_user_id', '=', business.user.id)
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({ admin_user_id: admin.user.id, ip: '127.0.0.1' })
    expect(Math.abs(new Date(audit.created_at).getTime() - clock.now())).toBeLessThan(1000)

    // The impersonated session is the business now: no admin rights, so no further temporary login.
    const nested = await server().json(
      '/api/auth/temporary_login',
      request('POST', { user_id: admin.user.id }, answer.body.token),
    )
    expect(nested.status).toBe(403)
    // Ending it: the portal logs the temporary token out and goes back to the stored admin token.
    await server().json('/api/auth/logout', request('POST', undefined, answer.body.token))
    expect((await server().json('/api/auth/user', request('GET', undefined, admin.token))).status).toBe(200)
  })

  it('refuses everybody but the admin, and answers an unknown user with 404', async () => {
    const trainee = await loginAs(server(), 'trainee')
    const refused = await server().json('/api/auth/temporary_login', request('POST', { user_id: 1 }, trainee.token))
    expect(refused).toMatchObject({ status: 403, body: { message: 'Dafür hast Du keine Berechtigung.' } })
    const admin = await loginAs(server(), 'admin')
    const unknown = await server().json('/api/auth/temporary_login', request('POST', { user_id: 999999 }, admin.token))
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Dieses Konto gibt es nicht.' } })
  })
})
