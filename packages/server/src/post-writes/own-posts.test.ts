import type { AuthToken, Post } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let business: AuthToken
let school: AuthToken

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string }>(path, request(method, body, token))
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
})

describe('GET /api/posts?author= (the company area lists its own posts)', () => {
  it('lists only the posts of that author, newest first; a deleted post leaves the list', async () => {
    const slug = business.user.business?.slug as string
    const first = await call<{ data: Post }>(
      'POST',
      '/api/posts',
      { post: { title: 'Erster Beitrag', body: 'Eins' } },
      business.token,
    )
    const second = await call<{ data: Post }>(
      'POST',
      '/api/posts',
      { post: { title: 'Zweiter Beitrag', body: 'Zwei' } },
      business.token,
    )
    await call('POST', '/api/posts', { post: { title: 'Von der Schule', body: 'Drei' } }, school.token)

    const own = await call<{ data: Post[]; meta: { total: number } }>(
      'GET',
      `/api/posts?author=${slug}&author_type=business&per_page=50`,
    )
    expect(own.status).toBe(200)
    expect(own.body.data.every((post) => post.author.slug === slug && post.author_type === 'business')).toBe(true)
    const slugs = own.body.data.map((post) => post.slug)
    expect(slugs.indexOf(second.body.data.slug)).toBeLessThan(slugs.indexOf(first.body.data.slug))
    expect(slugs.indexOf(first.body.data.slug)).toBeGreaterThanOrEqual(0)

    await call('DELETE', `/api/posts/${first.body.data.slug}`, undefined, business.token)
    const after = await call<{ data: Post[] }>('GET', `/api/posts?author=${slug}&author_type=business&per_page=50`)
    expect(after.body.data.map((post) => post.slug)).not.toContain(first.body.data.slug)
    expect((await call<{ data: Post[] }>('GET', '/api/posts?author=gibt-es-nicht')).body.data).toEqual([])
  })
})
