import type { SearchMeta, SearchV2Response } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

async function get<T>(pathAndQuery: string) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(pathAndQuery)
}

describe('GET /api/v2/search/{type}?location= (one request instead of a place lookup first)', () => {
  it.each(['passau-2855328', 'zip-passau-94032', '2855328'])(
    'searches around the place %s and answers the place',
    async (slug) => {
      const { body: place } = await get<{ data: { latitude: number; longitude: number } }>(`/api/v2/locations/${slug}`)
      const byCoordinates = await get<SearchV2Response>(
        `/api/v2/search/jobs?latitude=${place.data.latitude}&longitude=${place.data.longitude}&distance=30`,
      )
      const bySlug = await get<SearchV2Response>(`/api/v2/search/jobs?location=${slug}&distance=30`)
      expect(bySlug.status, JSON.stringify(bySlug.body)).toBe(200)
      expect(bySlug.body.result).toEqual(byCoordinates.body.result)
      expect(bySlug.body.result.total).toBeGreaterThan(0)
      expect(bySlug.body.filters).toMatchObject({
        location: { name: 'Passau', latitude: place.data.latitude, longitude: place.data.longitude },
        latitude: place.data.latitude,
        longitude: place.data.longitude,
        sort: 'distance',
      })
    },
  )

  it('answers no place without location', async () => {
    const { status, body } = await get<SearchV2Response>('/api/v2/search/apprenticeships')
    expect(status).toBe(200)
    expect(body.filters.location).toBeNull()
  })

  it('counts facets around the place in /meta', async () => {
    const bySlug = await get<{ data: SearchMeta }>('/api/v2/search/jobs/meta?location=passau-2855328&distance=30')
    const { body: place } = await get<{ data: { latitude: number; longitude: number } }>(
      '/api/v2/locations/passau-2855328',
    )
    const byCoordinates = await get<{ data: SearchMeta }>(
      `/api/v2/search/jobs/meta?latitude=${place.data.latitude}&longitude=${place.data.longitude}&distance=30`,
    )
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.data.total).toBe(byCoordinates.body.data.total)
  })

  it.each(['nirgendwo-999999999', 'passau', 'nearby', 'zip-nirgendwo-00001'])(
    'refuses the unknown or unfixed place %s with a field error',
    async (slug) => {
      const { status, body } = await get(`/api/v2/search/jobs?location=${slug}`)
      expect(status).toBe(422)
      expect(body.message).toBe('Diesen Ort kennen wir nicht.')
      expect(body.errors?.location?.[0]).toContain(slug)
    },
  )

  it('refuses a place and coordinates together', async () => {
    const { status, body } = await get('/api/v2/search/jobs?location=passau-2855328&latitude=48&longitude=13')
    expect(status).toBe(422)
    expect(body.errors?.location).toEqual(['Sende entweder einen Ort oder Koordinaten.'])
  })
})
