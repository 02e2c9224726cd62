import type { AdminBusinessRow, AdminJobFair, AuthToken, JobFair, LivestreamSummary } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let admin: AuthToken
let trainee: AuthToken
let business: AuthToken
let existing: JobFair
let companies: AdminBusinessRow[]

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(path, request(method, body, token))
}

beforeAll(async () => {
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  existing = (await call<{ data: JobFair[] }>('GET', '/api/jobfairs')).body.data[0] as JobFair
  companies = (await call<{ data: AdminBusinessRow[] }>('GET', '/api/v2/admin/business', undefined, admin.token)).body
    .data
})

const fairBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ausbildungsmesse Testdorf',
  title: 'Ausbildungsmesse Testdorf 2027',
  description: 'Betriebe aus der Region stellen sich vor.',
  channel: existing.channel,
  location_slug: existing.location_slug,
  start_at: '2027-03-06T09:00:00+01:00',
  end_at: '2027-03-06T16:00:00+01:00',
  logo: 'https://example.org/messe.png',
  businesses: [companies[0]?.id, companies[1]?.id],
  businesses_unpublished: [companies[2]?.id],
  ...overrides,
})

describe('job fair writes (admin; docs/livestreams.md)', () => {
  it('the admin creates a fair with published and unpublished companies; the public read shows the published ones', async () => {
    const created = await call<{ data: AdminJobFair }>('POST', '/api/jobfairs', fairBody(), admin.token)
    expect(created.status).toBe(201)
    const fair = created.body.data
    expect(fair).toMatchObject({
      slug: 'ausbildungsmesse-testdorf',
      name: 'Ausbildungsmesse Testdorf',
      channel: existing.channel,
      city: existing.city,
      start_at: '2027-03-06T08:00:00.000Z',
      logo_file_path: 'https://example.org/messe.png',
      businesses_unpublished: 1,
    })
    expect(fair.participants.filter((p) => !p.is_published).map((p) => p.id)).toEqual([companies[2]?.id])
    const read = await call<{ data: JobFair }>('GET', `/api/jobfairs/${fair.id}`)
    expect(read.body.data.businesses.map((b) => b.id).sort()).toEqual([companies[0]?.id, companies[1]?.id].sort())
    expect(read.body.data.businesses_unpublished).toBe(1)

    // A second fair of the same name gets its own slug.
    const twin = await call<{ data: AdminJobFair }>('POST', '/api/jobfairs', fairBody(), admin.token)
    expect(twin.status).toBe(201)
    expect(twin.body.data.slug).toMatch(/^ausbildungsmesse-testdorf-[0-9a-f]{8}$/)
  })

  it('an update replaces the fields and both company lists in one go; the slug stays', async () => {
    const fair = (
      await call<{ data: AdminJobFair }>('POST', '/api/jobfairs', fairBody({ name: 'Messe Umbau' }), admin.token)
    ).body.data
    const updated = await call<{ data: AdminJobFair }>(
      'PUT',
      `/api/jobfairs/${fair.id}`,
      fairBody({
        name: 'Messe Umgebaut',
        logo: null,
        businesses: [companies[2]?.id],
        businesses_unpublished: [companies[0]?.id, companies[3]?.id],
      }),
      admin.token,
    )
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({ slug: 'messe-umbau', name: 'Messe Umgebaut', logo_file_path: null })
    expect(updated.body.data.businesses.map((b) => b.id)).toEqual([companies[2]?.id])
    const admins = await call<{ data: AdminJobFair }>('GET', `/api/admin/jobfairs/${fair.id}`, undefined, admin.token)
    expect(
      admins.body.data.participants
        .filter((p) => !p.is_published)
        .map((p) => p.id)
        .sort(),
    ).toEqual([companies[0]?.id, companies[3]?.id].sort())
  })

  it('refuses everyone but the admin: 401 for guests, 403 for trainee and business', async () => {
    expect((await call('POST', '/api/jobfairs', fairBody())).status).toBe(401)
    for (const token of [trainee.token, business.token]) {
      const refused = await call('POST', '/api/jobfairs', fairBody(), token)
      expect(refused.status).toBe(403)
      expect(Object.keys(refused.body)).toEqual(['message'])
      expect((await call('PUT', `/api/jobfairs/${existing.id}`, fairBody(), token)).status).toBe(403)
      expect((await call('GET', `/api/admin/jobfairs/${existing.id}`, undefined, token)).status).toBe(403)
      expect((await call('GET', '/api/livestreams', undefined, token)).status).toBe(403)
      expect((await call('GET', '/api/v2/admin/business', undefined, token)).status).toBe(403)
    }
    const unchanged = await call<{ data: JobFair }>('GET', `/api/jobfairs/${existing.id}`)
    expect(unchanged.body.data.name).toBe(existing.name)
  })

  it('bad input: German field errors, nothing stored', async () => {
    const before = (await call<{ data: JobFair[] }>('GET', '/api/jobfairs')).body.data.length
    const bad = await call(
      'POST',
      '/api/jobfairs',
      fairBody({
        name: '<b>Messe</b>',
        title: '',
        start_at: 'morgen',
        logo: 'javascript:alert(1)',
        businesses: [companies[0]?.id],
        businesses_unpublished: [companies[0]?.id],
      }),
      admin.token,
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(
      ['businesses_unpublished', 'logo', 'name', 'start_at', 'title'].sort(),
    )
    expect(bad.body.errors?.title).toEqual(['Bitte gib einen Titel ein.'])
    const late = await call('POST', '/api/jobfairs', fairBody({ end_at: '2027-03-05T09:00:00+01:00' }), admin.token)
    expect(late.body.errors?.end_at).toEqual(['Das Ende muss nach dem Beginn liegen.'])
    const unknown = await call(
      'POST',
      '/api/jobfairs',
      fairBody({ channel: 'gibt-es-nicht', location_slug: 'nirgendwo-xyz', businesses: [999_999] }),
      admin.token,
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({
      channel: ['Diesen Kanal gibt es nicht.'],
      location_slug: ['Diesen Ort gibt es nicht.'],
      businesses: ['Diese Unternehmen gibt es nicht: 999999'],
    })
    expect((await call('PUT', '/api/jobfairs/999999', fairBody(), admin.token)).status).toBe(404)
    expect((await call<{ data: JobFair[] }>('GET', '/api/jobfairs')).body.data.length).toBe(before)
  })
})

describe('admin reads for the livestream pages', () => {
  it('lists every livestream with its fair, planned start first', async () => {
    const created = await call<{ data: { id: number } }>(
      'POST',
      '/api/livestreams',
      { title: 'Ohne Messe', planned_start: '2020-01-01T10:00:00+01:00' },
      admin.token,
    )
    const list = await call<{ data: LivestreamSummary[] }>('GET', '/api/livestreams', undefined, admin.token)
    expect(list.status).toBe(200)
    expect(list.body.data[0]).toMatchObject({ id: created.body.data.id, title: 'Ohne Messe', job_fair: null })
    expect(list.body.data.some((l) => l.job_fair?.id === existing.id)).toBe(true)
    expect((await call('GET', '/api/livestreams')).status).toBe(401)
  })

  it('finds companies by name, page by page', async () => {
    const first = companies[0] as AdminBusinessRow
    const found = await call<{ data: AdminBusinessRow[]; meta: { total: number } }>(
      'GET',
      `/api/v2/admin/business?search=${encodeURIComponent(first.name.slice(0, 6).toUpperCase())}`,
      undefined,
      admin.token,
    )
    expect(found.body.data.map((b) => b.id)).toContain(first.id)
    const none = await call<{ data: AdminBusinessRow[]; meta: { total: number; last_page: number } }>(
      'GET',
      '/api/v2/admin/business?search=%25%25zzzz-gibt-es-nicht',
      undefined,
      admin.token,
    )
    expect(none.body).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } })
    const page = await call('GET', '/api/v2/admin/business?page=0', undefined, admin.token)
    expect(page.status).toBe(422)
  })
})
