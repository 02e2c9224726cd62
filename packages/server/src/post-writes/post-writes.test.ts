import type { AuthToken, EventItem, Post } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let business: AuthToken
let school: AuthToken
let region: AuthToken
let trainee: AuthToken

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
  region = await loginAs(server(), 'region')
  trainee = await loginAs(server(), 'trainee')
})

describe('posts (SPEC §7): the author writes, changes and deletes its own', () => {
  it('a business posts under post; others cannot change it; HTML is refused', async () => {
    const created = await call<{ data: Post }>(
      'POST',
      '/api/posts',
      { post: { title: 'Tag der offenen Tür', body: 'Am Samstag zeigen wir unsere Werkstatt.\nKomm vorbei!' } },
      business.token,
    )
    expect(created.status).toBe(201)
    const post = created.body.data
    expect(post).toMatchObject({
      author_type: 'business',
      channel: 'oabat',
      teaser: expect.stringContaining('Samstag'),
    })
    expect(post.author.slug).toBe(business.user.business?.slug)
    expect((await call('GET', `/api/posts/${post.slug}`)).status).toBe(200)

    expect((await call('POST', '/api/posts', { post: { title: 'X1', body: 'y' } }, trainee.token)).status).toBe(403)
    expect((await call('PUT', `/api/posts/${post.slug}`, { post: { title: 'Gekapert' } }, school.token)).status).toBe(
      403,
    )
    const html = await call('PUT', `/api/posts/${post.slug}`, { post: { body: '<script>x</script>' } }, business.token)
    expect(html.status).toBe(422)
    const updated = await call<{ data: Post }>(
      'PUT',
      `/api/posts/${post.slug}`,
      { post: { title: 'Tag der offenen Werkstatt' } },
      business.token,
    )
    expect(updated.body.data).toMatchObject({ title: 'Tag der offenen Werkstatt', body: post.body })
    expect((await call('DELETE', `/api/posts/${post.slug}`, undefined, school.token)).status).toBe(403)
    expect((await call('DELETE', `/api/posts/${post.slug}`, undefined, business.token)).status).toBe(200)
    expect((await call('GET', `/api/posts/${post.slug}`)).status).toBe(404)
  })

  it('a business may post only in its own channels', async () => {
    const foreign = await call(
      'POST',
      '/api/posts',
      { post: { title: 'Fremd', body: 'Text', channel: 'gibt-es-nicht' } },
      business.token,
    )
    expect(foreign.status).toBe(403)
  })
})

describe('events (SPEC §6 editEvents: the own channel)', () => {
  it('a school creates and changes an event in its channel; other channels and roles are refused', async () => {
    const channel = school.user.school?.channel?.slug as string
    const created = await call<{ data: EventItem }>(
      'POST',
      '/api/events',
      { title: 'Berufsinfotag', start_at: '2027-03-10T09:00:00+01:00', end_at: '2027-03-10T13:00:00+01:00', channel },
      school.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ title: 'Berufsinfotag', channel, start_at: '2027-03-10T08:00:00.000Z' })
    const id = created.body.data.id
    expect((await call('GET', `/api/events/${id}`)).status).toBe(200)

    // Only the own channel: the school may not write into the nationwide oabat channel.
    const elsewhere = { title: 'Fremd', start_at: '2027-03-10T09:00:00Z', channel: 'oabat' }
    expect((await call('POST', '/api/events', elsewhere, school.token)).status).toBe(403)
    const regionChannel = region.user.region?.channel?.slug as string
    const sameChannel = regionChannel === channel
    expect((await call('PUT', `/api/events/${id}`, { title: 'Berufsinfotag' }, region.token)).status).toBe(
      sameChannel ? 200 : 403,
    )
    expect((await call('PUT', `/api/events/${id}`, { title: 'Gekapert' }, trainee.token)).status).toBe(403)
    expect(
      (await call('POST', '/api/events', { title: 'Messe', start_at: '2027-03-10T09:00:00Z', channel }, business.token))
        .status,
    ).toBe(403)
    const backwards = await call('PUT', `/api/events/${id}`, { end_at: '2027-03-09T09:00:00Z' }, school.token)
    expect(backwards.status).toBe(422)
    const moved = await call<{ data: EventItem }>('PUT', `/api/events/${id}`, { city: 'Passau' }, school.token)
    expect(moved.body.data).toMatchObject({ city: 'Passau', title: 'Berufsinfotag' })
  })
})
