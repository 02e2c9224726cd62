import type {
  AdminBusinessRow,
  AdminJobListJob,
  AdminSchoolRow,
  AuthToken,
  Channel,
  ImpersonationRecord,
  Region,
} from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { DEMO_BUSINESS_SUBSCRIPTION_TYPE } from '../seed/demo-permissions.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let admin: AuthToken
let trainee: AuthToken
let business: AuthToken

type Page = { data: AdminBusinessRow[]; meta: { current_page: number; last_page: number; total: number } }

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(path, request(method, body, token))
}
const list = (query = '') => call<Page>('GET', `/api/v2/admin/business${query}`, undefined, admin.token)

beforeAll(async () => {
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
})

describe('GET /api/v2/admin/business (SPEC §7): paged, searched, filtered and sorted on the server', () => {
  it('pages by name with the company account, its subscriptions and its published jobs', async () => {
    const first = await list()
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(20)
    expect(first.body.meta.current_page).toBe(1)
    const names = first.body.data.map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const second = await list('?page=2')
    expect(second.body.data[0]?.name.localeCompare(names.at(-1) ?? '', 'en')).not.toBe(-1)
    expect(second.body.data.map((r) => r.id)).not.toContain(first.body.data[0]?.id)
    const demo = await list(`?search=${encodeURIComponent(DEMO_ACCOUNTS.business.email)}`)
    const row = demo.body.data[0] as AdminBusinessRow
    expect(demo.body.meta.total).toBe(1)
    expect(row.owner).toMatchObject({ id: business.user.id, email: DEMO_ACCOUNTS.business.email })
    expect(row.subscription_type_ids).toContain(DEMO_BUSINESS_SUBSCRIPTION_TYPE)
    expect(row.is_visible).toBe(true)
    expect(row.published_jobs).toBeGreaterThan(0)
  })

  it('finds a company by part of its name in any case, and by slug', async () => {
    const target = (await list('?page=3')).body.data[0] as AdminBusinessRow
    const byName = await list(`?search=${encodeURIComponent(target.name.slice(0, 8).toUpperCase())}`)
    expect(byName.body.data.map((r) => r.id)).toContain(target.id)
    const bySlug = await list(`?search=${encodeURIComponent(target.slug)}`)
    expect(bySlug.body.data.map((r) => r.id)).toContain(target.id)
    const none = await list('?search=%25%25zzzz-gibt-es-nicht')
    expect(none.body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } })
  })

  it('sorts by registration, newest or oldest first', async () => {
    const newest = (await list('?sort=-created_at')).body.data.map((r) => r.created_at)
    expect(newest).toEqual([...newest].sort().reverse())
    const oldest = (await list('?sort=created_at')).body.data.map((r) => r.created_at)
    expect(oldest).toEqual([...oldest].sort())
  })

  it('filters by channel and by subscription type; the totals add up', async () => {
    const channels = await call<{ data: Channel[] }>('GET', '/api/channels', undefined, admin.token)
    expect(channels.status).toBe(200)
    const all = (await list()).body.meta.total
    const totals: number[] = []
    for (const channel of channels.body.data) {
      const page = await list(`?channel=${channel.slug}`)
      expect(page.status).toBe(200)
      expect(page.body.meta.total).toBeLessThanOrEqual(all)
      totals.push(page.body.meta.total)
    }
    expect(totals.some((n) => n > 0)).toBe(true)
    const unknown = await list('?channel=gibt-es-nicht')
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors?.channel).toEqual(['Diesen Kanal gibt es nicht.'])

    const premium = await list(`?subscription_type=${DEMO_BUSINESS_SUBSCRIPTION_TYPE}`)
    expect(premium.body.meta.total).toBeGreaterThan(0)
    for (const row of premium.body.data) expect(row.subscription_type_ids).toContain(DEMO_BUSINESS_SUBSCRIPTION_TYPE)
    expect((await list('?subscription_type=999')).body.meta.total).toBe(0)
    expect((await list('?sort=beliebt')).status).toBe(422)
  })
})

describe('PUT /api/v2/admin/business/{id}/visibility', () => {
  it('hides a company from the public and shows it again', async () => {
    const target = (await list('?page=2')).body.data[3] as AdminBusinessRow
    const hidden = await call<{ data: AdminBusinessRow }>(
      'PUT',
      `/api/v2/admin/business/${target.id}/visibility`,
      { is_visible: false },
      admin.token,
    )
    expect(hidden.status).toBe(200)
    expect(hidden.body.data).toMatchObject({ id: target.id, is_visible: false })
    expect((await call('GET', `/api/v2/business/${target.slug}`)).status).toBe(404)
    const shown = await call<{ data: AdminBusinessRow }>(
      'PUT',
      `/api/v2/admin/business/${target.id}/visibility`,
      { is_visible: true },
      admin.token,
    )
    expect(shown.body.data.is_visible).toBe(true)
    expect((await call('GET', `/api/v2/business/${target.slug}`)).status).toBe(200)
  })

  it('answers an unknown company with 404 and a missing flag with a field error', async () => {
    const missing = await call('PUT', '/api/v2/admin/business/99999999/visibility', { is_visible: true }, admin.token)
    expect(missing.status).toBe(404)
    const invalid = await call<unknown>('PUT', '/api/v2/admin/business/1/visibility', {}, admin.token)
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors?.is_visible).toBeDefined()
  })
})

describe('impersonation log (SPEC §4)', () => {
  it('records who logged in as whom and when, and when it ended', async () => {
    const start = await call<{ token: string }>(
      'POST',
      '/api/auth/temporary_login',
      { user_id: business.user.id },
      admin.token,
    )
    expect(start.status).toBe(200)
    const log = () => call<{ data: ImpersonationRecord[] }>('GET', '/api/admin/impersonations', undefined, admin.token)
    const open = (await log()).body.data[0] as ImpersonationRecord
    expect(open).toMatchObject({
      admin: { id: admin.user.id },
      target: { id: business.user.id, email: DEMO_ACCOUNTS.business.email },
      ended_at: null,
    })
    expect(Date.parse(open.created_at)).toBeGreaterThan(Date.now() - 60_000)

    expect((await call('POST', '/api/auth/logout', {}, start.body.token)).status).toBe(200)
    const ended = (await log()).body.data.find((entry) => entry.id === open.id) as ImpersonationRecord
    expect(ended.ended_at).not.toBeNull()
    expect(Date.parse(ended.ended_at ?? '')).toBeGreaterThanOrEqual(Date.parse(open.created_at))
    // An ordinary logout is no impersonation and changes nothing in the log.
    const before = (await log()).body.data
    const own = await loginAs(server(), 'trainee')
    expect((await call('POST', '/api/auth/logout', {}, own.token)).status).toBe(200)
    expect((await log()).body.data).toEqual(before)
  })
})

describe('job lists for the admin', () => {
  it('lists every job of a list and the search shows a new list at once', async () => {
    const search = await call<{ result: { data: Array<{ slug: string }> } }>('GET', '/api/v2/search/jobs?per_page=3')
    const slugs = search.body.result.data.map((job) => job.slug)
    expect(slugs).toHaveLength(3)
    // Asked before it exists: the miss must not stay cached.
    expect((await call('GET', '/api/v2/search/jobs?list=admin-testliste')).status).toBe(404)
    const created = await call<{ data: { id: number; slug: string; url: string } }>(
      'POST',
      '/api/job_lists',
      { name: 'Admin Testliste', job_slugs: slugs },
      admin.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data.url).toBe('/auswahl/admin-testliste')
    const jobs = await call<{ data: AdminJobListJob[] }>(
      'GET',
      `/api/admin/job_lists/${created.body.data.id}/jobs`,
      undefined,
      admin.token,
    )
    expect(jobs.body.data.map((job) => job.slug).sort()).toEqual([...slugs].sort())
    expect(jobs.body.data.every((job) => job.status === 'published' && job.business_name.length > 0)).toBe(true)
    const shown = await call<{ result: { total: number } }>('GET', '/api/v2/search/jobs?list=admin-testliste')
    expect(shown.body.result.total).toBe(3)
    expect((await call('GET', '/api/admin/job_lists/99999999/jobs', undefined, admin.token)).status).toBe(404)
  })
})

describe('channel membership of the sites in /admin/betriebe', () => {
  it('lists each site with its channels; the admin adds a site to a channel and takes it out', async () => {
    const target = (await list('?page=2')).body.data[1] as AdminBusinessRow
    const site = target.sites[0]
    expect(site).toBeDefined()
    if (!site) return
    const channels = (await call<{ data: Channel[] }>('GET', '/api/channels', undefined, admin.token)).body.data
    const channel = channels.find((c) => !site.channels.some((member) => member.slug === c.slug)) as Channel
    const rowOf = async () =>
      (await list(`?search=${encodeURIComponent(target.slug)}`)).body.data.find(
        (row) => row.id === target.id,
      ) as AdminBusinessRow
    const path = `/api/business_site/${site.id}/channel/${channel.slug}`
    expect((await call('POST', path, { is_active: true }, admin.token)).status).toBe(200)
    expect((await rowOf()).sites.find((s) => s.id === site.id)?.channels).toContainEqual({
      slug: channel.slug,
      name: channel.name,
      is_active: true,
    })
    expect((await call('DELETE', path, undefined, admin.token)).status).toBe(200)
    expect((await rowOf()).sites.find((s) => s.id === site.id)?.channels.map((c) => c.slug)).not.toContain(channel.slug)
    expect((await call('DELETE', path, undefined, admin.token)).status).toBe(404)
  })
})

describe('schools and regions for the admin', () => {
  it('pages the schools by name and finds them by name or city', async () => {
    type SchoolPage = { data: AdminSchoolRow[]; meta: { total: number; last_page: number } }
    const first = await call<SchoolPage>('GET', '/api/v2/admin/schools', undefined, admin.token)
    expect(first.status).toBe(200)
    expect(first.body.data.length).toBeGreaterThan(0)
    const names = first.body.data.map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    // The demo school has its account.
    const school = (await loginAs(server(), 'school')).user.school
    const demo = await call<SchoolPage>(
      'GET',
      `/api/v2/admin/schools?search=${encodeURIComponent(school?.name ?? '')}`,
      undefined,
      admin.token,
    )
    expect(demo.body.data.find((row) => row.id === school?.id)?.users).toBeGreaterThan(0)
    const target = first.body.data[0] as AdminSchoolRow
    const byCity = await call<SchoolPage>(
      'GET',
      `/api/v2/admin/schools?search=${encodeURIComponent(target.city.toUpperCase())}`,
      undefined,
      admin.token,
    )
    expect(
      byCity.body.data.every(
        (row) =>
          row.city.toLowerCase().includes(target.city.toLowerCase()) ||
          row.name.toLowerCase().includes(target.city.toLowerCase()),
      ),
    ).toBe(true)
    const none = await call<SchoolPage>('GET', '/api/v2/admin/schools?search=zzzz-keine', undefined, admin.token)
    expect(none.body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } })
  })

  it('assigns a school to a region and takes it out again; the school row lists its regions', async () => {
    type SchoolPage = { data: AdminSchoolRow[] }
    const school = (await call<SchoolPage>('GET', '/api/v2/admin/schools', undefined, admin.token)).body
      .data[1] as AdminSchoolRow
    const region = (await call<{ data: Region[] }>('GET', '/api/regions/')).body.data.at(-1) as Region
    const rowOf = async () =>
      (
        await call<SchoolPage>(
          'GET',
          `/api/v2/admin/schools?search=${encodeURIComponent(school.slug)}`,
          undefined,
          admin.token,
        )
      ).body.data.find((row) => row.id === school.id)
    const path = `/api/v2/school/${school.id}/region/${region.id}`
    expect((await call('POST', path, undefined, admin.token)).status).toBe(201)
    expect((await rowOf())?.regions).toContainEqual({ id: region.id, slug: region.slug, name: region.name })
    expect((await call('POST', path, undefined, admin.token)).status).toBe(409)
    expect((await call('DELETE', path, undefined, admin.token)).status).toBe(200)
    expect((await rowOf())?.regions.map((r) => r.id)).not.toContain(region.id)
    expect((await call('DELETE', path, undefined, admin.token)).status).toBe(422)
  })

  it('switches a region to its v2 page and back', async () => {
    const regions = await call<{ data: Region[] }>('GET', '/api/regions/')
    const region = regions.body.data[0] as Region
    const set = (v2: boolean) =>
      call<{ data: Region }>('PUT', `/api/v2/admin/regions/${region.id}/v2`, { is_v2: v2 }, admin.token)
    const flipped = await set(!region.v2)
    expect(flipped.status).toBe(200)
    expect(flipped.body.data).toMatchObject({ id: region.id, v2: !region.v2, channel: region.channel })
    expect((await call<{ data: Region }>('GET', `/api/regions/${region.id}`)).body.data.v2).toBe(!region.v2)
    expect((await set(region.v2)).body.data.v2).toBe(region.v2)
    expect((await call('PUT', '/api/v2/admin/regions/99999999/v2', { is_v2: true }, admin.token)).status).toBe(404)
  })
})

describe('POST /api/admin/cache/clear', () => {
  it('clears the search cache; unknown tags are field errors', async () => {
    const cleared = await call<{ message: string }>('POST', '/api/admin/cache/clear', { tags: ['search'] }, admin.token)
    expect(cleared).toMatchObject({ status: 200, body: { message: 'Der Zwischenspeicher der Suche ist geleert.' } })
    const unknown = await call('POST', '/api/admin/cache/clear', { tags: ['alles'] }, admin.token)
    expect(unknown.status).toBe(422)
  })
})

describe('every admin call is the admin’s only', () => {
  it.each([
    ['GET', '/api/v2/admin/business'],
    ['PUT', '/api/v2/admin/business/1/visibility'],
    ['GET', '/api/channels'],
    ['GET', '/api/admin/impersonations'],
    ['GET', '/api/admin/job_lists/1/jobs'],
    ['POST', '/api/admin/cache/clear'],
    ['GET', '/api/v2/admin/schools'],
    ['PUT', '/api/v2/admin/regions/1/v2'],
  ])('%s %s: 401 for guests, 403 for trainee and business', async (method, path) => {
    const body = method === 'GET' ? undefined : {}
    expect((await call(method, path, body, null)).status).toBe(401)
    expect((await call(method, path, body, trainee.token)).status).toBe(403)
    expect((await call(method, path, body, business.token)).status).toBe(403)
  })
})
