import {
  boundingBoxDegrees,
  CRAFTS,
  distanceKm,
  MAX_SEARCH_PAGES,
  type SearchResponse,
  type SearchV2Response,
} from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

/** A small seeded generator, so a failing case can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

interface Job {
  id: number
  typeId: number
  category: string | null
  businessId: number
  siteId: number
  latitude: number
  longitude: number
  publishedAt: string
}

let jobs: Job[] = []
let businessIdBySlug = new Map<string, number>()
let sitesByChannel = new Map<string, Set<number>>()

beforeAll(async () => {
  const { db } = server().database
  const rows = await db
    .selectFrom('jobs as j')
    .leftJoin('job_categories as c', 'c.id', 'j.category_id')
    .select([
      'j.id',
      'j.type_id',
      'c.slug as category',
      'j.business_id',
      'j.business_site_id',
      'j.latitude',
      'j.longitude',
      'j.published_at',
    ])
    .where('j.status', '=', 'published')
    .execute()
  jobs = rows.map((r) => ({
    id: r.id,
    typeId: Number(r.type_id),
    category: r.category,
    businessId: r.business_id,
    siteId: r.business_site_id,
    latitude: r.latitude,
    longitude: r.longitude,
    publishedAt: r.published_at ?? '',
  }))
  const businesses = await db.selectFrom('businesses').select(['id', 'slug']).execute()
  businessIdBySlug = new Map(businesses.map((b) => [b.slug, b.id]))
  const channelSites = await db
    .selectFrom('business_site_channels as bsc')
    .innerJoin('channels as c', 'c.id', 'bsc.channel_id')
    .select(['c.slug', 'bsc.business_site_id'])
    .where('bsc.is_active', '=', 1)
    .execute()
  sitesByChannel = new Map()
  for (const row of channelSites) {
    const sites = sitesByChannel.get(row.slug) ?? new Set<number>()
    sites.add(row.business_site_id)
    sitesByChannel.set(row.slug, sites)
  }
})

const TYPES = { Alles: [1, 2, 3], Ausbildung: [1], Praktikum: [2] } as const

interface Case {
  latitude: number
  longitude: number
  radius: number
  category: keyof typeof TYPES
  sort: 'distance' | 'newest'
  crafts: string[]
  business: string | null
  channel: string | null
  perPage: number
  page: number
  limit: number | null
}

/** The search as the full scan and sort did it before the geo index: the reference. */
function bruteForce(c: Case) {
  const [dLat, dLng] = boundingBoxDegrees(c.latitude, c.radius)
  const types: readonly number[] = TYPES[c.category]
  const sites = c.channel ? (sitesByChannel.get(c.channel) ?? new Set<number>()) : null
  const businessId = c.business ? (businessIdBySlug.get(c.business) ?? -1) : null
  const ranked = jobs.flatMap((job) => {
    if (Math.abs(job.latitude - c.latitude) > dLat || Math.abs(job.longitude - c.longitude) > dLng) return []
    if (!types.includes(job.typeId)) return []
    if (c.crafts.length > 0 && (job.category === null || !c.crafts.includes(job.category))) return []
    if (businessId !== null && job.businessId !== businessId) return []
    if (sites && !sites.has(job.siteId)) return []
    const distance = distanceKm(c.latitude, c.longitude, job.latitude, job.longitude)
    return distance <= c.radius ? [{ job, distance }] : []
  })
  if (c.sort === 'newest') {
    ranked.sort((a, b) =>
      a.job.publishedAt < b.job.publishedAt ? 1 : a.job.publishedAt > b.job.publishedAt ? -1 : b.job.id - a.job.id,
    )
  } else {
    ranked.sort((a, b) => a.distance - b.distance || a.job.id - b.job.id)
  }
  const total = Math.min(ranked.length, c.limit ?? Number.POSITIVE_INFINITY)
  const lastPage = Math.min(MAX_SEARCH_PAGES, Math.max(1, Math.ceil(total / c.perPage)))
  const offset = (c.page - 1) * c.perPage
  const page = ranked.slice(offset, Math.min(total, offset + c.perPage))
  return {
    total,
    lastPage,
    ids: page.map((r) => r.job.id),
    distances: page.map((r) => Math.round(r.distance * 10) / 10),
  }
}

function randomCase(next: () => number): Case {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const anchor = pick(jobs)
  const radius = next() < 0.5 ? pick([1, 5, 10, 25, 50, 100, 200]) : Math.round((1 + next() * 199) * 100) / 100
  const anchorBusiness = [...businessIdBySlug].find(([, id]) => id === anchor.businessId)?.[0] ?? null
  return {
    latitude: Math.round((anchor.latitude + (next() - 0.5) * 0.6) * 1e5) / 1e5,
    longitude: Math.round((anchor.longitude + (next() - 0.5) * 0.6) * 1e5) / 1e5,
    radius,
    category: pick(['Alles', 'Ausbildung', 'Praktikum'] as const),
    sort: pick(['distance', 'distance', 'newest'] as const),
    crafts: next() < 0.3 ? CRAFTS.filter(() => next() < 0.4) : [],
    business: next() < 0.15 ? anchorBusiness : null,
    channel: next() < 0.2 ? pick([...sitesByChannel.keys()]) : null,
    perPage: pick([1, 7, 12, 50]),
    page: pick([1, 1, 2, 3]),
    limit: next() < 0.15 ? 1 + Math.floor(next() * 40) : null,
  }
}

function searchPath(c: Case): string {
  const query = new URLSearchParams({
    latitude: String(c.latitude),
    longitude: String(c.longitude),
    radius: String(c.radius),
    category: c.category,
    sort: c.sort,
    per_page: String(c.perPage),
    page: String(c.page),
  })
  if (c.crafts.length > 0 || c.business) {
    query.set('filters', JSON.stringify({ crafts: c.crafts, ...(c.business ? { business: c.business } : {}) }))
  }
  if (c.channel) query.set('channel', c.channel)
  if (c.limit !== null) query.set('limit', String(c.limit))
  return `/api/search?${query}`
}

describe('radius search from the geo index', () => {
  it('gives exactly what a full scan and sort give, for random points, radii and filters', async () => {
    expect(jobs.length).toBeGreaterThan(100)
    const next = random(20261124)
    let nonEmpty = 0
    for (let i = 0; i < 150; i++) {
      const c = randomCase(next)
      const { status, body } = await server().json<SearchResponse>(searchPath(c))
      expect(status, searchPath(c)).toBe(200)
      const expected = bruteForce(c)
      const got = {
        total: body.result.total,
        lastPage: body.result.last_page,
        ids: body.result.data.map((item) => item.id),
        distances: body.result.data.map((item) => item.distance_km),
      }
      expect(got, searchPath(c)).toEqual(expected)
      if (expected.ids.length > 0) nonEmpty++
    }
    expect(nonEmpty).toBeGreaterThan(50)
  })

  it('v2: the jobs near a point are exactly those of a full scan, nearest first, ties by id', async () => {
    const next = random(7)
    for (let i = 0; i < 25; i++) {
      const c = { ...randomCase(next), category: 'Alles' as const, sort: 'distance' as const, crafts: [] }
      const c2 = { ...c, business: null, channel: null, limit: null, perPage: 50, page: 1 }
      const query = new URLSearchParams({
        latitude: String(c2.latitude),
        longitude: String(c2.longitude),
        distance: String(c2.radius),
        sort: 'distance',
        per_page: '50',
      })
      const { status, body } = await server().json<SearchV2Response>(`/api/v2/search/jobs?${query}`)
      expect(status).toBe(200)
      const expected = bruteForce(c2)
      expect(body.result.total, query.toString()).toBe(expected.total)
      expect(
        body.result.data.map((item) => item.id),
        query.toString(),
      ).toEqual(expected.ids)
    }
  })
})
