import type { AuthToken } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'
import { linkIn, loginAs, outboxFor, request } from './account-test-support.ts'
import { INVITATION_REFUSALS } from './invitation-routes.ts'
import { removedAddress } from './organisation-users.ts'

const server = useTestServer()

let owner: AuthToken
let other: AuthToken
let businessId: number

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

/** Invites `email` into the demo company and returns the token and e-mail of the mailed link. */
async function invite(email: string, names: { firstname?: string; lastname?: string } = {}) {
  const invited = await call('POST', `/api/business/${businessId}/users`, { email, ...names }, owner.token)
  expect(invited.status).toBe(201)
  const [mail] = await outboxFor(server(), email)
  const link = linkIn(mail?.text ?? '')
  expect(link.pathname).toBe('/arbeitgeber/einladung')
  expect(link.searchParams.get('email')).toBe(email)
  return { token: link.searchParams.get('token') ?? '', email }
}

beforeAll(async () => {
  owner = await loginAs(server(), 'business')
  businessId = owner.user.business?.id as number
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Bäckerei Fremd',
      postal_code: '94469',
      email: 'chefin@baeckerei-fremd.de',
      password: 'sicher-2026',
      firstname: 'Frieda',
      lastname: 'Fremd',
    },
  })
  other = registered.body
})

describe('accepting a company invitation (/arbeitgeber/einladung)', () => {
  it('shows the company and the noted name, then sets name and password, confirms the address and logs in', async () => {
    const link = await invite('kollegin@demo-betrieb.de', { firstname: 'Kim' })
    const details = await call('POST', '/api/auth/invitation', link)
    expect(details.status).toBe(200)
    expect(details.body).toMatchObject({
      data: { email: link.email, firstname: 'Kim', lastname: null, business_name: owner.user.business?.name },
    })

    const weak = await call('POST', '/api/auth/invitation/accept', {
      ...link,
      firstname: 'Kim',
      lastname: '',
      password: 'kurz',
      password_confirmation: 'anders',
    })
    expect(weak.status).toBe(422)
    expect(Object.keys(weak.body.errors ?? {}).sort()).toEqual(['lastname', 'password', 'password_confirmation'])

    const accepted = await call<AuthToken>('POST', '/api/auth/invitation/accept', {
      ...link,
      firstname: 'Kim',
      lastname: 'Berger',
      password: 'eingeladen-2026',
      password_confirmation: 'eingeladen-2026',
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body.user).toMatchObject({
      email: link.email,
      firstname: 'Kim',
      lastname: 'Berger',
      scope: 'business',
      email_verified: true,
    })
    expect(accepted.body.user.business?.id).toBe(businessId)
    const me = await call('GET', '/api/auth/user', undefined, accepted.body.token)
    expect(me.status).toBe(200)
    const login = await call('POST', '/api/auth/login', { email: link.email, password: 'eingeladen-2026' })
    expect(login.status).toBe(200)

    // The link works once; opened again, it says so.
    const again = await call('POST', '/api/auth/invitation', link)
    expect(again.status).toBe(409)
    expect(again.body.errors?.token?.[0]).toBe(INVITATION_REFUSALS.accepted.message)
  })

  it('a wrong token or another address is refused with the same message; nothing changes', async () => {
    const link = await invite('azubi-betreuer@demo-betrieb.de')
    for (const wrong of [
      { ...link, token: 'erfundener-token-0123456789' },
      { ...link, email: 'jemand@anders.de' },
    ]) {
      const answer = await call('POST', '/api/auth/invitation/accept', {
        ...wrong,
        firstname: 'A',
        lastname: 'B',
        password: 'eingeladen-2026',
        password_confirmation: 'eingeladen-2026',
      })
      expect(answer.status).toBe(422)
      expect(answer.body.errors?.token).toHaveLength(1)
    }
    expect((await call('POST', '/api/auth/invitation', link)).status).toBe(200)
    expect((await call('POST', '/api/auth/login', { email: link.email, password: 'eingeladen-2026' })).status).toBe(422)
  })
})

describe('removing a person from the company (DELETE /api/business/{id}/users/{userId})', () => {
  it('ends the access of that person, frees the address, and keeps the company and its other users', async () => {
    const link = await invite('aushilfe@demo-betrieb.de')
    const accepted = await call<AuthToken>('POST', '/api/auth/invitation/accept', {
      ...link,
      firstname: 'Alex',
      lastname: 'Aushilfe',
      password: 'eingeladen-2026',
      password_confirmation: 'eingeladen-2026',
    })
    const userId = accepted.body.user.id

    const removed = await call('DELETE', `/api/business/${businessId}/users/${userId}`, undefined, owner.token)
    expect(removed).toMatchObject({
      status: 200,
      body: { message: 'Die Person wurde aus Eurem Unternehmen entfernt.' },
    })
    expect((await call('GET', '/api/auth/user', undefined, accepted.body.token)).status).toBe(401)
    expect((await call('POST', '/api/auth/login', { email: link.email, password: 'eingeladen-2026' })).status).toBe(422)
    const row = await server()
      .database.db.selectFrom('users')
      .select(['email', 'business_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ email: removedAddress(userId), business_id: null })
    const list = await call<{ data: Array<{ email: string }> }>(
      'GET',
      `/api/business/${businessId}/users`,
      undefined,
      owner.token,
    )
    expect(list.body.data.map((u) => u.email)).not.toContain(link.email)
    expect(list.body.data.map((u) => u.email)).toContain('betrieb@demo.oabat.de')
    // The address can be invited again.
    expect((await call('POST', `/api/business/${businessId}/users`, { email: link.email }, owner.token)).status).toBe(
      201,
    )
  })

  it('a name longer than 100 characters is refused with a German field message', async () => {
    const answer = await call(
      'POST',
      `/api/business/${businessId}/users`,
      { email: 'lang.name@example.de', firstname: 'a'.repeat(101) },
      owner.token,
    )
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { firstname: ['Der Vorname darf höchstens 100 Zeichen lang sein.'] } },
    })
  })

  it('refuses removing oneself, another company’s people and unknown ids; nothing changes', async () => {
    const self = await call('DELETE', `/api/business/${businessId}/users/${owner.user.id}`, undefined, owner.token)
    expect(self).toMatchObject({ status: 422, body: { message: 'Du kannst Dich nicht selbst entfernen.' } })
    const foreign = await call('DELETE', `/api/business/${businessId}/users/${owner.user.id}`, undefined, other.token)
    expect(foreign.status).toBe(403)
    const otherId = other.user.business?.id as number
    const notHere = await call('DELETE', `/api/business/${otherId}/users/${other.user.id}`, undefined, owner.token)
    expect(notHere.status).toBe(403)
    const unknown = await call('DELETE', `/api/business/${businessId}/users/999999`, undefined, owner.token)
    expect(unknown.status).toBe(404)
    const trainee = await loginAs(server(), 'trainee')
    expect((await call('DELETE', `/api/business/${businessId}/users/1`, undefined, trainee.token)).status).toBe(403)
    expect(
      (await call('POST', '/api/auth/login', { email: 'betrieb@demo.oabat.de', password: 'oabat-demo-2026' })).status,
    ).toBe(200)
  })
})

describe('open invitations (invitation_pending, POST /api/business/{id}/users/{userId}/invitation)', () => {
  async function pendingOf(email: string): Promise<boolean | undefined> {
    const list = await call<{ data: Array<{ email: string; invitation_pending: boolean }> }>(
      'GET',
      `/api/business/${businessId}/users`,
      undefined,
      owner.token,
    )
    return list.body.data.find((u) => u.email === email)?.invitation_pending
  }

  it('an open invitation is marked, can be sent again (the old link stops working), and ends with the acceptance', async () => {
    const first = await invite('spaeter@demo-betrieb.de')
    expect(await pendingOf(first.email)).toBe(true)
    expect(await pendingOf('betrieb@demo.oabat.de')).toBe(false)
    const userId = (
      await server()
        .database.db.selectFrom('users')
        .select('id')
        .where('email', '=', first.email)
        .executeTakeFirstOrThrow()
    ).id

    const resent = await call('POST', `/api/business/${businessId}/users/${userId}/invitation`, undefined, owner.token)
    expect(resent).toMatchObject({
      status: 200,
      body: { message: `Die Einladung an ${first.email} ist erneut unterwegs.` },
    })
    const mails = await outboxFor(server(), first.email, 2)
    const second = linkIn(mails[0]?.text ?? '')
    expect(second.searchParams.get('token')).not.toBe(first.token)
    expect(await call('POST', '/api/auth/invitation', first)).toMatchObject({
      status: 410,
      body: { message: INVITATION_REFUSALS.replaced.message },
    })
    const accepted = await call('POST', '/api/auth/invitation/accept', {
      token: second.searchParams.get('token'),
      email: first.email,
      firstname: 'Paul',
      lastname: 'Später',
      password: 'eingeladen-2026',
      password_confirmation: 'eingeladen-2026',
    })
    expect(accepted.status).toBe(200)
    expect(await pendingOf(first.email)).toBe(false)

    const again = await call('POST', `/api/business/${businessId}/users/${userId}/invitation`, undefined, owner.token)
    expect(again).toMatchObject({ status: 422, body: { message: 'Diese Person hat die Einladung schon angenommen.' } })
  })

  it('only the own company sends again, and only invitations', async () => {
    const self = await call(
      'POST',
      `/api/business/${businessId}/users/${owner.user.id}/invitation`,
      undefined,
      owner.token,
    )
    expect(self.status).toBe(422)
    const foreign = await call(
      'POST',
      `/api/business/${businessId}/users/${owner.user.id}/invitation`,
      undefined,
      other.token,
    )
    expect(foreign.status).toBe(403)
    const unknown = await call('POST', `/api/business/${businessId}/users/999999/invitation`, undefined, owner.token)
    expect(unknown.status).toBe(404)
  })
})
