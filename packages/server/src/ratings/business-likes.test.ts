import type { AuthToken, BusinessLike } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { BUSINESS_MISSING, NOT_YOUR_FAVOURITES } from './business-like-routes.ts'

const server = useTestServer()
const db = () => server().database.db
let trainee: AuthToken
let business: AuthToken
let ownBusinessId: number
let otherBusinessId: number

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(url, request(method, body, token))
}
const favouritesOf = (login: AuthToken, userId = login.user.id) =>
  call<{ data: BusinessLike[] }>('GET', `/api/v2/businesses/likes?user_id=${userId}`, undefined, login.token)
const like = (businessId: unknown, login: AuthToken, userId: unknown = login.user.id) =>
  call<{ data: BusinessLike }>(
    'POST',
    '/api/v2/businesses/likes',
    { business_id: businessId, user_id: userId },
    login.token,
  )
const countOf = (businessId: number, login: AuthToken) =>
  call<{ likes: number }>('GET', `/api/business/${businessId}/likes`, undefined, login.token)

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  ownBusinessId = business.user.business?.id ?? 0
  const other = await db()
    .selectFrom('businesses')
    .select('id')
    .where('id', '!=', ownBusinessId)
    .where('is_visible', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  otherBusinessId = other.id
})

describe('favourite companies (docs/ratings.md)', () => {
  it('a trainee marks companies, reads them newest first with the company, and takes one back', async () => {
    expect((await countOf(ownBusinessId, business)).body).toEqual({ likes: 0 })
    const first = await like(ownBusinessId, trainee)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ business_id: ownBusinessId, user_id: trainee.user.id })
    // Pressing the heart twice keeps one favourite.
    expect((await like(ownBusinessId, trainee)).body.data.id).toBe(first.body.data.id)
    expect((await like(otherBusinessId, trainee)).status).toBe(201)

    const listed = await favouritesOf(trainee)
    expect(listed.status).toBe(200)
    expect(listed.body.data.map((f) => f.business_id).sort()).toEqual([ownBusinessId, otherBusinessId].sort())
    expect(listed.body.data.find((f) => f.business_id === ownBusinessId)?.business).toMatchObject({
      id: ownBusinessId,
      name: expect.any(String),
      slug: expect.any(String),
    })
    // The company sees how many, never who.
    const count = await countOf(ownBusinessId, business)
    expect(count.body).toEqual({ likes: 1 })

    const removed = await call('DELETE', `/api/v2/businesses/likes/${otherBusinessId}`, undefined, trainee.token)
    expect(removed.status).toBe(200)
    expect((await favouritesOf(trainee)).body.data.map((f) => f.business_id)).toEqual([ownBusinessId])
    expect((await call('DELETE', `/api/v2/businesses/likes/${otherBusinessId}`, undefined, trainee.token)).status).toBe(
      404,
    )
  })

  it('owner only: another user id, another company’s count, other roles', async () => {
    const foreignRead = await favouritesOf(trainee, business.user.id)
    expect(foreignRead.status).toBe(403)
    expect(foreignRead.body.message).toBe(NOT_YOUR_FAVOURITES)
    expect((await like(ownBusinessId, trainee, trainee.user.id + 1)).status).toBe(403)
    expect((await call('GET', `/api/business/${otherBusinessId}/likes`, undefined, business.token)).status).toBe(403)
    expect((await call('GET', `/api/business/${ownBusinessId}/likes`, undefined, trainee.token)).status).toBe(403)
    expect((await like(ownBusinessId, business)).status).toBe(403)
    expect((await call('GET', `/api/v2/businesses/likes?user_id=1`)).status).toBe(401)
  })

  it('bad input is a German 422 and stores nothing', async () => {
    const before = await db().selectFrom('business_likes').select('id').execute()
    const missing = await like(999_999, trainee)
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ business_id: [BUSINESS_MISSING] })
    await db().updateTable('businesses').set({ is_visible: 0 }).where('id', '=', otherBusinessId).execute()
    expect((await like(otherBusinessId, trainee)).status).toBe(422)
    await db().updateTable('businesses').set({ is_visible: 1 }).where('id', '=', otherBusinessId).execute()
    const garbage = await like('abc', trainee)
    expect(garbage.status).toBe(422)
    expect(garbage.body.errors?.business_id?.[0]).toMatch(/Zahl/)
    expect((await call('DELETE', '/api/v2/businesses/likes/abc', undefined, trainee.token)).status).toBe(422)
    expect(await db().selectFrom('business_likes').select('id').execute()).toEqual(before)
  })
})
