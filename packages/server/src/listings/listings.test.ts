import type { EventItem, JobFair, JobListInfo, Post, Region, SchoolBase, SchoolSummary } from '@oabat/core'
import { FIXED_REGIONS } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const PASSAU = { latitude: 48.5665, longitude: 13.43122 }
const server = useTestServer()

async function get<T>(path: string, status = 200) {
  const { status: actual, body } = await server().json<T>(path)
  expect(actual, JSON.stringify(body)).toBe(status)
  return body
}

describe('regions', () => {
  it('lists the fixed regions with channel, area and counts', async () => {
    const { data } = await get<{ data: Region[] }>('/api/regions/')
    expect(data.map((r) => r.slug).sort()).toEqual([...FIXED_REGIONS].sort())
    const passau = data.find((r) => r.slug === 'passau')
    expect(passau).toMatchObject({ v2: true, channel: { slug: 'passau' }, url: '/region/v2/passau' })
    expect(passau?.jobs_count).toBeGreaterThan(0)
    expect(passau?.businesses_count).toBeGreaterThan(0)
    const one = await get<{ data: Region }>(`/api/regions/${passau?.id}`)
    expect(one.data.slug).toBe('passau')
    expect((await get<{ data: Region }>('/api/regions/hauzenberg')).data.url).toBe('/region/hauzenberg')
  })

  it('answers 404 for an unknown region', async () => {
    const body = await get<{ message: string }>('/api/regions/atlantis', 404)
    expect(body.message).toBe('Diese Region gibt es nicht.')
  })
})

describe('posts, events and job fairs', () => {
  it('pages posts of a channel, newest first, and reads one by slug', async () => {
    const page = await get<{ data: Post[]; meta: { total: number; last_page: number } }>(
      '/api/posts?channel=passau&per_page=2',
    )
    expect(page.meta.total).toBeGreaterThanOrEqual(3)
    expect(page.data).toHaveLength(2)
    const dates = page.data.map((p) => p.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = page.data[0] as Post
    expect((await get<{ data: Post }>(`/api/posts/${first.slug}`)).data).toMatchObject({
      slug: first.slug,
      channel: 'passau',
    })
    await get('/api/posts/gibt-es-nicht', 404)
  })

  it('splits events into upcoming and past by start_at', async () => {
    const upcoming = await get<{ data: EventItem[] }>('/api/events?channel=passau')
    const past = await get<{ data: EventItem[] }>('/api/events?channel=passau&past=1')
    const now = new Date().toISOString()
    expect(upcoming.data.length + past.data.length).toBe(2)
    for (const event of upcoming.data) expect(event.start_at >= now).toBe(true)
    for (const event of past.data) expect(event.start_at < now).toBe(true)
    const any = [...upcoming.data, ...past.data][0] as EventItem
    expect((await get<{ data: EventItem }>(`/api/events/${any.slug}`)).data.id).toBe(any.id)
    expect((await get<{ data: EventItem }>(`/api/events/${any.id}`)).data.slug).toBe(any.slug)
  })

  it('lists job fairs nearest first with their businesses', async () => {
    const { data } = await get<{ data: JobFair[] }>(
      `/api/jobfairs?latitude=${PASSAU.latitude}&longitude=${PASSAU.longitude}&distance=200`,
    )
    expect(data.length).toBeGreaterThan(0)
    const distances = data.map((f) => f.distance_km ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const first = data[0] as JobFair
    expect(first.name).toBe('Ausbildungsmesse Passau')
    expect(first.location_slug).toMatch(/-\d+$/)
    expect((await get<{ data: JobFair }>(`/api/jobfairs/${first.slug}`)).data.businesses).toEqual(first.businesses)
    await get('/api/jobfairs/999999', 404)
  })
})

describe('job lists', () => {
  it('lists the job lists with their job counts', async () => {
    const { data } = await get<{ data: JobListInfo[] }>('/api/job_lists')
    expect(data.map((l) => l.slug)).toContain('handwerk-mit-zukunft')
    for (const list of data) expect(list.jobs_count).toBeGreaterThan(0)
    await get('/api/job_lists/gibt-es-nicht', 404)
  })

  it('writing job lists needs the admin', async () => {
    const { status } = await server().json('/api/job_lists', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Meine Liste', job_slugs: [] }),
    })
    expect(status).toBe(401)
  })
})

describe('schools', () => {
  it('finds schools by name and nearness; school bases carry their region', async () => {
    const near = await get<{ data: SchoolSummary[] }>(
      `/api/search/school?latitude=${PASSAU.latitude}&longitude=${PASSAU.longitude}&limit=5`,
    )
    expect(near.data).toHaveLength(5)
    const distances = near.data.map((s) => s.distance_km ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const byName = await get<{ data: SchoolSummary[] }>('/api/search/school?name=realschule&limit=50')
    for (const school of byName.data) expect(school.name.toLowerCase()).toContain('realschule')
    const bases = await get<{ data: SchoolBase[] }>(
      `/api/search/schoolbase?latitude=${PASSAU.latitude}&longitude=${PASSAU.longitude}&limit=3`,
    )
    expect(bases.data[0]?.region_slug).toBe('passau')
  })
})
