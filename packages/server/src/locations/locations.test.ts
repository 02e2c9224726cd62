import type { CityItem, Location } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
type Err = { message: string; errors?: Record<string, string[]> }

describe('GET /api/v2/locations/zip/{zip}', () => {
  it('finds Passau by 94032 with the zip slug form', async () => {
    const { status, body } = await server().json<{ data: Location }>('/api/v2/locations/zip/94032')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ name: 'Passau', zip: '94032', slug: 'zip-passau-94032', state: 'Bayern' })
    expect(body.data.latitude).toBeCloseTo(48.57, 1)
  })

  it('answers an unknown postal code with a German 404', async () => {
    const { status, body } = await server().json<Err>('/api/v2/locations/zip/00001')
    expect(status).toBe(404)
    expect(body.message).toBe('Zu dieser Postleitzahl kennen wir keinen Ort.')
  })

  it('answers a malformed postal code with 422', async () => {
    const { status, body } = await server().json<Err>('/api/v2/locations/zip/940')
    expect(status).toBe(422)
    expect(body.errors?.zip?.[0]).toBe('Die Postleitzahl muss fünf Ziffern haben.')
  })
})

describe('GET /api/v2/locations/{id-or-slug}', () => {
  it.each(['passau-2855328', '2855328', 'zip-passau-94032'])('finds Passau by %s', async (slug) => {
    const { status, body } = await server().json<{ data: Location }>(`/api/v2/locations/${slug}`)
    expect(status).toBe(200)
    expect(body.data.name).toBe('Passau')
  })

  it.each(['nirgendwo-999999999', 'passau', 'zip-nirgendwo-00001', 'passau-2855328x'])('404 for %s', async (slug) => {
    const { status, body } = await server().json<Err>(`/api/v2/locations/${slug}`)
    expect(status).toBe(404)
    expect(body.message).toMatch(/nicht gefunden|kennen wir keinen/)
  })

  it('asks for coordinates for "nearby"', async () => {
    const { status } = await server().json<Err>('/api/v2/locations/nearby')
    expect(status).toBe(422)
  })
})

describe('place lists and lookups', () => {
  it('finds the address nearest to coordinates', async () => {
    const { status, body } = await server().json<{ data: { city: string; postal_code: string } }>(
      '/api/location/address_for_location?latitude=48.5740&longitude=13.4590',
    )
    expect(status).toBe(200)
    expect(body.data.city).toBe('Passau')
    expect(body.data.postal_code).toMatch(/^940/)
  })

  it('autocompletes a name prefix, umlauts either way, biggest place first', async () => {
    const post = (search: string) =>
      server().json<{ items: Location[] }>('/api/search/autocomplete_city', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search }),
      })
    expect((await post('Pass')).body.items[0]?.name).toBe('Passau')
    const umlaut = (await post('Mühld')).body.items.map((l) => l.name)
    const spelled = (await post('muehld')).body.items.map((l) => l.name)
    expect(umlaut).toContain('Mühldorf')
    expect(spelled).toEqual(umlaut)
    const zips = (await post('9403')).body.items
    expect(zips.length).toBeGreaterThan(0)
    for (const item of zips) expect(item.slug).toMatch(/^zip-.+-9403\d$/)
  })

  it('rejects an empty or malformed autocomplete request', async () => {
    const empty = await server().json<Err>('/api/search/autocomplete_city', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: '  ' }),
    })
    expect(empty.status).toBe(422)
    expect(empty.body.errors?.search?.[0]).toBe('Bitte gib einen Ort oder eine Postleitzahl ein.')
    const broken = await server().json<Err>('/api/search/autocomplete_city', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"search":',
    })
    expect(broken.status).toBe(400)
  })

  it('lists popular cities by job count and nearby cities by distance', async () => {
    const popular = (await server().json<{ items: CityItem[] }>('/api/search/popular_cities?limit=5')).body.items
    expect(popular).toHaveLength(5)
    const counts = popular.map((c) => c.jobs_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    const near = (
      await server().json<{ items: CityItem[] }>('/api/search/nearby?latitude=48.5665&longitude=13.43122&radius=20')
    ).body.items
    expect(near[0]?.name).toBe('Passau')
    const distances = near.map((c) => c.distance_km ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(Math.max(...distances)).toBeLessThanOrEqual(20)

    const cities = (await server().json<{ items: CityItem[] }>('/api/search/cities?state=Bayern')).body.items
    expect(cities.length).toBeGreaterThan(0)
    expect(cities.every((c) => c.state === 'Bayern' && c.jobs_count > 0)).toBe(true)
  })
})
