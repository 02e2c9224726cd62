import { distanceKm, type SearchResponse } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const PASSAU = { latitude: 48.5665, longitude: 13.43122 }
const server = useTestServer()

function searchUrl(query: Record<string, string | number>): string {
  return `/api/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
}

async function search(query: Record<string, string | number>) {
  const { status, body } = await server().json<SearchResponse>(searchUrl(query))
  expect(status).toBe(200)
  return body
}

describe('GET /api/search near Passau', () => {
  it('returns only jobs within the radius, nearest first', async () => {
    const body = await search({ ...PASSAU, radius: 30, per_page: 50 })
    expect(body.result.total).toBeGreaterThan(10)
    const distances = body.result.data.map((item) => {
      if (item.type !== 'job') throw new Error('expected jobs')
      const measured = distanceKm(PASSAU.latitude, PASSAU.longitude, item.latitude, item.longitude)
      expect(measured).toBeLessThanOrEqual(30)
      expect(item.distance_km).toBeCloseTo(measured, 0)
      return measured
    })
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(body.filters).toMatchObject({ radius: 30, category: 'Alles', sort: 'distance', channel: 'oabat' })
  })

  it('pages through exactly total distinct jobs, and last_page agrees', async () => {
    const first = await search({ ...PASSAU, radius: 40, per_page: 7 })
    const { total, last_page } = first.result
    expect(last_page).toBe(Math.ceil(total / 7))
    const seen = new Set<number>()
    let previousDistance = 0
    for (let page = 1; page <= last_page; page++) {
      const body = await search({ ...PASSAU, radius: 40, per_page: 7, page })
      expect(body.result.total).toBe(total)
      expect(body.result.current_page).toBe(page)
      for (const item of body.result.data) {
        expect(seen.has(item.id)).toBe(false)
        seen.add(item.id)
        expect(item.distance_km ?? 0).toBeGreaterThanOrEqual(previousDistance - 0.05)
        previousDistance = item.distance_km ?? 0
      }
    }
    expect(seen.size).toBe(total)
    const beyond = await search({ ...PASSAU, radius: 40, per_page: 7, page: last_page + 1 })
    expect(beyond.result.data).toEqual([])
  })

  it('narrows a larger radius to a subset', async () => {
    const small = await search({ ...PASSAU, radius: 10 })
    const large = await search({ ...PASSAU, radius: 100 })
    expect(large.result.total).toBeGreaterThan(small.result.total)
  })

  it.each([
    ['Ausbildung', 1],
    ['Praktikum', 2],
  ] as const)('category %s keeps type %i only', async (category, typeId) => {
    const body = await search({ ...PASSAU, radius: 100, category, per_page: 50 })
    expect(body.result.total).toBeGreaterThan(0)
    for (const item of body.result.data) expect(item.type === 'job' && item.type_id).toBe(typeId)
  })

  it('category Unternehmen lists each business once, nearest site first', async () => {
    const body = await search({ ...PASSAU, radius: 30, category: 'Unternehmen', per_page: 50 })
    expect(body.result.total).toBeGreaterThan(5)
    const ids = body.result.data.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    const distances = body.result.data.map((item) => item.distance_km ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    for (const item of body.result.data) {
      expect(item.type).toBe('business')
      expect(item.distance_km ?? 0).toBeLessThanOrEqual(30)
    }
  })

  it('filters by job category and by business', async () => {
    const all = await search({ ...PASSAU, radius: 100, per_page: 50 })
    const it_ = await search({ ...PASSAU, radius: 100, per_page: 50, filters: JSON.stringify({ crafts: ['it'] }) })
    expect(it_.result.total).toBeLessThan(all.result.total)
    for (const item of it_.result.data) expect(item.type === 'job' && item.category).toBe('it')

    const firstJob = all.result.data[0]
    if (firstJob?.type !== 'job') throw new Error('expected a job')
    const ofBusiness = await search({
      ...PASSAU,
      radius: 100,
      filters: JSON.stringify({ business: firstJob.business.slug }),
    })
    expect(ofBusiness.result.total).toBeGreaterThan(0)
    for (const item of ofBusiness.result.data)
      expect(item.type === 'job' && item.business.slug).toBe(firstJob.business.slug)
  })

  it('filters by a region channel', async () => {
    const region = await search({ ...PASSAU, radius: 200, channel: 'passau', per_page: 50 })
    const everywhere = await search({ ...PASSAU, radius: 200, per_page: 50 })
    expect(region.result.total).toBeGreaterThan(0)
    expect(region.result.total).toBeLessThan(everywhere.result.total)
  })

  it('without coordinates lists the newest jobs first', async () => {
    const body = await search({ per_page: 20 })
    expect(body.filters.sort).toBe('newest')
    const dates = body.result.data.map((item) => (item.type === 'job' ? item.published_at : ''))
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body.result.data.every((item) => item.distance_km === null)).toBe(true)
  })

  it('caps the result count by limit', async () => {
    const body = await search({ ...PASSAU, radius: 100, limit: 5, per_page: 3 })
    expect(body.result.total).toBe(5)
    expect(body.result.last_page).toBe(2)
  })
})

describe('GET /api/search with bad input answers 422 with field errors', () => {
  it.each([
    [{ radius: 0 }, 'radius'],
    [{ radius: 201 }, 'radius'],
    [{ radius: 'weit' }, 'radius'],
    [{ page: 0 }, 'page'],
    [{ page: 1001 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ per_page: 51 }, 'per_page'],
    [{ latitude: 'abc', longitude: 13 }, 'latitude'],
    [{ latitude: 48.5 }, 'longitude'],
    [{ latitude: 91, longitude: 13 }, 'latitude'],
    [{ category: 'Jobs' }, 'category'],
    [{ sort: 'random' }, 'sort'],
    [{ filters: '{kaputt' }, 'filters'],
    [{ filters: JSON.stringify({ crafts: ['zauberei'] }) }, 'filters.crafts'],
    [{ channel: 'gibt-es-nicht' }, 'channel'],
  ])('%j → error on %s', async (query, field) => {
    const { status, body } = await server().json<{ message: string; errors: Record<string, string[]> }>(
      searchUrl(query as Record<string, string | number>),
    )
    expect(status).toBe(422)
    expect(body.message).toBe('Die Eingaben sind ungültig.')
    expect(body.errors[field]?.[0]).toMatch(/[a-zäöü]/)
  })
})

describe('GET /api/job_categories', () => {
  it('lists the six craft categories in order', async () => {
    const { status, body } = await server().json<{ data: Array<{ slug: string; name: string }> }>('/api/job_categories')
    expect(status).toBe(200)
    expect(body.data.map((c) => c.slug)).toEqual(['it', 'craft', 'office', 'social', 'sales', 'art'])
    expect(body.data[1]?.name).toBe('Handwerk')
  })
})
