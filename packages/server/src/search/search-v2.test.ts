import { foldGerman, type SearchMeta, type SearchV2Response, type Suggestion } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const PASSAU = { latitude: 48.5665, longitude: 13.43122 }
const server = useTestServer()

type Query = Record<string, string | number | boolean>

function url(path: string, query: Query): string {
  return `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
}

async function search(type: string, query: Query = {}) {
  const { status, body } = await server().json<SearchV2Response>(url(`/api/v2/search/${type}`, query))
  expect(status, JSON.stringify(body)).toBe(200)
  return body
}

async function meta(type: string, query: Query = {}) {
  const { status, body } = await server().json<{ data: SearchMeta }>(url(`/api/v2/search/${type}/meta`, query))
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}

/** Every job id of a search, over all pages. */
async function allIds(type: string, query: Query): Promise<number[]> {
  const first = await search(type, { ...query, per_page: 50 })
  const ids = first.result.data.map((item) => item.id)
  for (let page = 2; page <= first.result.last_page; page++) {
    ids.push(...(await search(type, { ...query, per_page: 50, page })).result.data.map((item) => item.id))
  }
  return ids
}

/** Job rows with the attributes the filters read, straight from the database. */
async function jobRows(ids: number[]) {
  if (ids.length === 0) return []
  return server()
    .database.db.selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .leftJoin('job_categories as c', 'c.id', 'j.category_id')
    .select([
      'j.id',
      'j.slug',
      'j.name',
      'j.type_id',
      'c.slug as category',
      'j.duration_months',
      'j.start_date',
      'j.graduation',
      'j.salary',
      'b.slug as business_slug',
      'b.name as business_name',
      'b.has_pro_portal',
      'b.avg_response_hours',
    ])
    .where('j.id', 'in', ids)
    .execute()
}

const near = { ...PASSAU, distance: 60 }

describe('GET /api/v2/search/{type}: every filter narrows correctly', () => {
  type Row = Awaited<ReturnType<typeof jobRows>>[number]
  it.each<[string, string, Query, (row: Row) => boolean]>([
    ['apprenticeships', 'type 1', {}, (r) => Number(r.type_id) === 1],
    ['internships', 'type 2', {}, (r) => Number(r.type_id) === 2],
    ['jobs', 'category it,craft', { category: 'it,craft' }, (r) => r.category === 'it' || r.category === 'craft'],
    ['apprenticeships', 'duration 36', { duration: 36 }, (r) => r.duration_months === 36],
    ['apprenticeships', 'start_year 2027', { start_year: 2027 }, (r) => r.start_date?.startsWith('2027') === true],
    ['jobs', 'graduation mittel', { graduation: 'mittel' }, (r) => r.graduation === 'mittel'],
    [
      'jobs',
      'answers within 24 h',
      { avg_response_time: 24 },
      (r) => r.avg_response_hours !== null && r.avg_response_hours <= 24,
    ],
    ['jobs', 'only pro', { only_pro: 1 }, (r) => r.has_pro_portal === 1],
    [
      'jobs',
      'salary 900–1000',
      { lower_salary: 900, upper_salary: 1000 },
      (r) => r.salary !== null && r.salary >= 900 && r.salary <= 1000,
    ],
    [
      'jobs',
      'term kaufmann',
      { term: 'kaufmann' },
      (r) => ` ${foldGerman(`${r.name} ${r.business_name}`)}`.includes(' kaufm'),
    ],
  ])('%s with %s', async (type, _label, filter, holds) => {
    const base = await search(type, near)
    const ids = await allIds(type, { ...near, ...filter })
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThan((await search('jobs', near)).result.total)
    expect(ids.length).toBeLessThanOrEqual(base.result.total)
    expect(new Set(ids).size).toBe(ids.length)
    const rows = await jobRows(ids)
    expect(rows).toHaveLength(ids.length)
    for (const row of rows) expect(holds(row), JSON.stringify(row)).toBe(true)
  })

  it('finds umlauts typed either way (Büro = Buero)', async () => {
    const withUmlaut = await search('jobs', { term: 'Büromanagement' })
    const spelledOut = await search('jobs', { term: 'bueromanagement' })
    expect(withUmlaut.result.total).toBeGreaterThan(0)
    expect(spelledOut.result.total).toBe(withUmlaut.result.total)
    expect(withUmlaut.filters.sort).toBe('relevance')
    const first = withUmlaut.result.data[0]
    expect(first?.type === 'job' && foldGerman(first.name)).toContain('bueromanagement')
  })

  it('a business, an excluded job, a job list and a channel narrow too', async () => {
    const all = await search('jobs', { ...near, per_page: 50 })
    const job = all.result.data[0]
    if (job?.type !== 'job') throw new Error('expected a job')
    const ofBusiness = await search('jobs', { ...near, business_slug: job.business.slug, per_page: 50 })
    expect(ofBusiness.result.total).toBeGreaterThan(0)
    for (const item of ofBusiness.result.data) expect(item.type === 'job' && item.business.slug).toBe(job.business.slug)

    const without = await search('jobs', { ...near, exclude_job_slug: job.slug, per_page: 50 })
    expect(without.result.total).toBe(all.result.total - 1)
    expect(without.result.data.some((item) => item.id === job.id)).toBe(false)

    const listed = await allIds('apprenticeships', { list: 'handwerk-mit-zukunft' })
    expect(listed.length).toBeGreaterThan(0)
    const listRows = await jobRows(listed)
    for (const row of listRows) expect([Number(row.type_id), row.category]).toEqual([1, 'craft'])

    const region = await search('jobs', { ...PASSAU, distance: 200, channel: 'passau' })
    const everywhere = await search('jobs', { ...PASSAU, distance: 200 })
    expect(region.result.total).toBeGreaterThan(0)
    expect(region.result.total).toBeLessThan(everywhere.result.total)
  })

  it('lists businesses and posts', async () => {
    const businesses = await search('businesses', { ...near, term: 'bäckerei' })
    for (const item of businesses.result.data) {
      expect(item.type).toBe('business')
      expect(item.type === 'business' && foldGerman(item.name)).toContain('baeckerei')
    }
    const posts = await search('posts', { channel: 'passau' })
    expect(posts.result.total).toBeGreaterThan(0)
    for (const item of posts.result.data) expect(item.type).toBe('post')
    const schoolPosts = await search('posts', { author_type: 'school' })
    for (const item of schoolPosts.result.data) expect(item.type === 'post' && item.author_type).toBe('school')
  })
})

describe('GET /api/v2/search/{type}/meta: facets agree with result totals', () => {
  it.each<[string, Query]>([
    ['jobs', near],
    ['apprenticeships', { ...near, category: 'craft' }],
    ['jobs', { term: 'ausbildung', only_pro: 1 }],
  ])('%s %j', async (type, query) => {
    const facets = await meta(type, query)
    expect(facets.total).toBe((await search(type, query)).result.total)
    const checks: Array<[keyof SearchMeta['facets'], string]> = [
      ['category', 'category'],
      ['duration', 'duration'],
      ['start_year', 'start_year'],
      ['graduation', 'graduation'],
      ['avg_response_time', 'avg_response_time'],
      ['only_pro', 'only_pro'],
    ]
    let compared = 0
    for (const [facet, parameter] of checks) {
      const values = facets.facets[facet]
      if (!Array.isArray(values)) continue
      for (const value of values.slice(0, 4)) {
        const body = await search(type, { ...query, [parameter]: value.value })
        expect(body.result.total, `${facet}=${value.value}`).toBe(value.count)
        compared++
      }
    }
    const typePaths: Record<string, string> = { '1': 'apprenticeships', '2': 'internships' }
    for (const value of facets.facets.type) {
      const path = typePaths[value.value]
      if (!path) continue
      expect((await search(path, query)).result.total).toBe(value.count)
      compared++
    }
    expect(compared).toBeGreaterThan(5)
  })
})

describe('paging', () => {
  it('stops at the last page: past it comes an empty page', async () => {
    const first = await search('apprenticeships', { ...near, per_page: 20 })
    expect(first.result.last_page).toBe(Math.ceil(first.result.total / 20))
    const last = await search('apprenticeships', { ...near, per_page: 20, page: first.result.last_page })
    expect(last.result.data.length).toBe(first.result.total - 20 * (first.result.last_page - 1))
    const beyond = await search('apprenticeships', { ...near, per_page: 20, page: first.result.last_page + 1 })
    expect(beyond.result.data).toEqual([])
  })

  it('holds at most 1000 pages', async () => {
    const body = await search('jobs', { per_page: 1 })
    expect(body.result.total).toBeGreaterThan(1000)
    expect(body.result.last_page).toBe(1000)
    const page1000 = await search('jobs', { per_page: 1, page: 1000 })
    expect(page1000.result.data).toHaveLength(1)
    const { status } = await server().json(url('/api/v2/search/jobs', { per_page: 1, page: 1001 }))
    expect(status).toBe(422)
  })
})

describe('GET /api/v2/search/{type}/suggest', () => {
  async function suggest(type: string, term: string) {
    const { status, body } = await server().json<{ data: Suggestion[] }>(
      url(`/api/v2/search/${type}/suggest`, { term }),
    )
    expect(status).toBe(200)
    return body.data
  }

  it.each(['kaufman buero', 'Kaufmann Büro', 'kaufmann buro', 'KAUFMAN BÜROMANAGMENT'])(
    '%j suggests "Kaufmann für Büromanagement"',
    async (term) => {
      const labels = (await suggest('jobs', term)).map((s) => s.label)
      expect(labels.slice(0, 3)).toContain('Kaufmann für Büromanagement')
    },
  )

  it('suggests companies by name, with their slug', async () => {
    const [business] = await server()
      .database.db.selectFrom('businesses')
      .select(['name', 'slug'])
      .where('name', 'like', '%ä%')
      .orderBy('id')
      .limit(1)
      .execute()
    if (!business) throw new Error('no business with an umlaut')
    const typed = foldGerman(business.name).split(' ').slice(0, 2).join(' ')
    const found = await suggest('businesses', typed)
    expect(found.some((s) => s.kind === 'business' && s.slug === business.slug)).toBe(true)
    expect(found.every((s) => s.kind === 'business')).toBe(true)
  })
})

describe('bad input: a German message and 4xx, never 500', () => {
  it.each<[string, string, number, string]>([
    ['a term of 10,000 characters', `/api/v2/search/jobs?term=${'a'.repeat(10_000)}`, 422, 'term'],
    ['a suggest term of 10,000 characters', `/api/v2/search/jobs/suggest?term=${'a'.repeat(10_000)}`, 422, 'term'],
    ['an unknown type', '/api/v2/search/zauberer', 422, 'type'],
    ['an unknown category', '/api/v2/search/jobs?category=zauberei', 422, 'category'],
    ['a duration that is no number', '/api/v2/search/jobs?duration=lang', 422, 'duration'],
    ['a salary range upside down', '/api/v2/search/jobs?lower_salary=2000&upper_salary=1000', 422, 'upper_salary'],
    ['a flag that is no flag', '/api/v2/search/jobs?only_pro=vielleicht', 422, 'only_pro'],
    ['a latitude alone', '/api/v2/search/jobs?latitude=48', 422, 'longitude'],
    ['an unknown channel', '/api/v2/search/jobs?channel=gibt-es-nicht', 422, 'channel'],
    ['an unknown job list', '/api/v2/search/jobs?list=gibt-es-nicht', 404, ''],
  ])('%s → %i', async (_label, path, status, field) => {
    const { status: actual, body } = await server().json<{ message: string; errors?: Record<string, string[]> }>(path)
    expect(actual).toBe(status)
    expect(body.message).toMatch(/[a-zäöü]/)
    if (field) {
      const key = Object.keys(body.errors ?? {}).find((k) => k === field || k.startsWith(`${field}.`))
      expect(key && body.errors?.[key]?.[0]).toMatch(/[a-zäöü]/)
    }
  })

  it('a term of only punctuation matches nothing instead of failing', async () => {
    const body = await search('jobs', { term: '%%% ***' })
    expect(body.result.total).toBe(0)
  })
})
