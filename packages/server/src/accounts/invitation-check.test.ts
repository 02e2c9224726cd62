/**
 * Checking an invitation link (POST /api/auth/invitation, page /arbeitgeber/einladung): an unknown,
 * expired, accepted or incomplete link each get their own German reason, and no answer without the
 * link's address ever names that address. Its own file: the check is rate limited per client.
 */
import type { AuthToken } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'
import { linkIn, loginAs, outboxFor, request } from './account-test-support.ts'
import { INVITATION_LINK_INCOMPLETE, INVITATION_REFUSALS } from './invitation-routes.ts'

const server = useTestServer()

let owner: AuthToken

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

async function invite(email: string) {
  const invited = await call('POST', `/api/business/${owner.user.business?.id}/users`, { email }, owner.token)
  expect(invited.status).toBe(201)
  const [mail] = await outboxFor(server(), email)
  const link = linkIn(mail?.text ?? '')
  return { token: link.searchParams.get('token') ?? '', email }
}

beforeAll(async () => {
  owner = await loginAs(server(), 'business')
})

describe('checking an invitation link (POST /api/auth/invitation)', () => {
  it('tells an unknown, an expired and an incomplete link apart without answering the address', async () => {
    const link = await invite('pruefling@demo-betrieb.de')
    const unknown = await call('POST', '/api/auth/invitation', { token: 'erfundener-token-0123456789' })
    expect(unknown).toMatchObject({ status: 404, body: { message: INVITATION_REFUSALS.unknown.message } })
    expect((await call('POST', '/api/auth/invitation', { ...link, email: 'jemand@anders.de' })).status).toBe(404)

    const incomplete = await call('POST', '/api/auth/invitation', { token: link.token })
    expect(incomplete.status).toBe(422)
    expect(incomplete.body.errors?.email?.[0]).toBe(INVITATION_LINK_INCOMPLETE)
    expect(JSON.stringify(incomplete.body)).not.toContain(link.email)

    const userId = (
      await server()
        .database.db.selectFrom('users')
        .select('id')
        .where('email', '=', link.email)
        .executeTakeFirstOrThrow()
    ).id
    await server()
      .database.db.updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', userId)
      .execute()
    for (const expired of [link, { token: link.token }]) {
      const answer = await call('POST', '/api/auth/invitation', expired)
      expect(answer).toMatchObject({ status: 410, body: { message: INVITATION_REFUSALS.expired.message } })
      expect(JSON.stringify(answer.body)).not.toContain(link.email)
    }
  })

  it('says an accepted link was used, also without its address', async () => {
    const link = await invite('angenommen@demo-betrieb.de')
    const accepted = await call('POST', '/api/auth/invitation/accept', {
      ...link,
      firstname: 'Ada',
      lastname: 'Angenommen',
      password: 'eingeladen-2026',
      password_confirmation: 'eingeladen-2026',
    })
    expect(accepted.status).toBe(200)
    const again = await call('POST', '/api/auth/invitation', { token: link.token })
    expect(again).toMatchObject({ status: 409, body: { message: INVITATION_REFUSALS.accepted.message } })
    expect(JSON.stringify(again.body)).not.toContain(link.email)
  })
})
