import { describe, expect, it } from 'vitest'
import { buildCallUrl, createApiClient } from './api-client.ts'
import { ApiRequestError } from './api-error.ts'

describe('typed API client', () => {
  it('fills path params and serialises the query', () => {
    expect(
      buildCallUrl('https://oabat.example/', '/api/v2/locations/{idOrSlug}', { idOrSlug: 'zip-passau-94032' }),
    ).toBe('https://oabat.example/api/v2/locations/zip-passau-94032')
    expect(
      buildCallUrl('', '/api/search', undefined, {
        latitude: 48.5,
        radius: 30,
        filters: { crafts: ['it'] },
        page: undefined,
      }),
    ).toBe('/api/search?latitude=48.5&radius=30&filters=%7B%22crafts%22%3A%5B%22it%22%5D%7D')
  })

  it('turns an error answer into an ApiRequestError with the German message and field errors', async () => {
    const call = createApiClient({
      baseUrl: '',
      fetch: async () =>
        new Response(JSON.stringify({ message: 'Die Eingaben sind ungültig.', errors: { radius: ['zu groß'] } }), {
          status: 422,
        }),
    })
    const error = await call('search', { query: { radius: 999 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).status).toBe(422)
    expect((error as ApiRequestError).message).toBe('Die Eingaben sind ungültig.')
    expect((error as ApiRequestError).fieldErrors).toEqual({ radius: ['zu groß'] })
  })

  it('sends the bearer token and a JSON body', async () => {
    let seen: Request | undefined
    const call = createApiClient({
      baseUrl: 'http://api',
      token: () => 'secret',
      fetch: async (input, init) => {
        seen = new Request(input, init)
        return new Response(JSON.stringify({ items: [] }), { status: 200 })
      },
    })
    await expect(call('autocompleteCity', { body: { search: 'Pass' } })).resolves.toEqual({ items: [] })
    expect(seen?.method).toBe('POST')
    expect(seen?.headers.get('authorization')).toBe('Bearer secret')
    expect(await seen?.json()).toEqual({ search: 'Pass' })
  })

  it('reports a network failure as status 0 in German', async () => {
    const call = createApiClient({ baseUrl: '', fetch: async () => Promise.reject(new TypeError('fetch failed')) })
    await expect(call('jobCategories', {})).rejects.toThrow('Keine Verbindung zum Server.')
  })
})
