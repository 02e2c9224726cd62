import { describe, expect, it } from 'vitest'
import { accountRoutePaths } from '../contract/account-route-paths.ts'
import { adminOpsRoutePaths } from '../contract/admin-ops-route-paths.ts'
import { adminRoutePaths } from '../contract/admin-route-paths.ts'
import { apiConnectionRoutePaths } from '../contract/api-connection-route-paths.ts'
import { articleRoutePaths } from '../contract/article-route-paths.ts'
import { campaignRoutePaths } from '../contract/campaign-route-paths.ts'
import { chatRoutePaths } from '../contract/chat-route-paths.ts'
import { companyPageRoutePaths } from '../contract/company-pages-route-paths.ts'
import { contactRoutePaths } from '../contract/contact-route-paths.ts'
import { contentPageRoutePaths } from '../contract/content-page-route-paths.ts'
import { customDomainRoutePaths } from '../contract/custom-domain-route-paths.ts'
import { einblickRoutePaths } from '../contract/einblick-route-paths.ts'
import { embedReachRoutePaths } from '../contract/embed-reach-route-paths.ts'
import { employerRoutePaths } from '../contract/employer-route-paths.ts'
import { internRoutePaths } from '../contract/intern-route-paths.ts'
import { listingRoutePaths } from '../contract/listing-route-paths.ts'
import { livestreamAdminRoutePaths } from '../contract/livestream-admin-route-paths.ts'
import { livestreamRoutePaths } from '../contract/livestream-route-paths.ts'
import { placeAndJobRoutePaths } from '../contract/places-and-jobs-route-paths.ts'
import { pushRoutePaths } from '../contract/push-route-paths.ts'
import { ratingRoutePaths } from '../contract/rating-route-paths.ts'
import { regionRoutePaths } from '../contract/region-route-paths.ts'
import { routePaths } from '../contract/route-paths.ts'
import { schoolAreaRoutePaths, signupSlotRoutePaths } from '../contract/school-area-route-paths.ts'
import { schoolNetworkRoutePaths } from '../contract/school-network-route-paths.ts'
import { searchV2RoutePaths } from '../contract/search-v2-route-paths.ts'
import { sessionRoutePaths } from '../contract/session-route-paths.ts'
import { statisticsRoutePaths } from '../contract/statistics-route-paths.ts'
import { storeRoutePaths } from '../contract/store-route-paths.ts'
import { traineeRoutePaths } from '../contract/trainee-route-paths.ts'
import { buildCallUrl, createApiClient, createPathClient } from './api-client.ts'
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

  it('rejects with the AbortError when aborted while the body is read, never resolving to null', async () => {
    const controller = new AbortController()
    const call = createApiClient({
      baseUrl: '',
      // The headers are in, the body is not: abort now makes reading the body fail.
      fetch: async () => {
        const body = new ReadableStream({
          start(stream) {
            controller.signal.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')))
          },
        })
        queueMicrotask(() => controller.abort())
        return new Response(body, { status: 200 })
      },
    })
    const error = await call('job', { params: { slug: 'tischler' } }, { signal: controller.signal }).catch(
      (e: unknown) => e,
    )
    expect((error as Error).name).toBe('AbortError')
  })

  it('reports a network failure as status 0 in German', async () => {
    const call = createApiClient({ baseUrl: '', fetch: async () => Promise.reject(new TypeError('fetch failed')) })
    await expect(call('jobCategories', {})).rejects.toThrow('Keine Verbindung zum Server.')
  })
})

describe('client over part of the route table (widgets)', () => {
  it('calls the routes of its groups with their methods and paths, the same as the whole table', async () => {
    const seen: string[] = []
    const record = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(`${init?.method} ${String(input)}`)
      return new Response('{}', { status: 200 })
    }
    const part = createPathClient({ ...sessionRoutePaths, ...chatRoutePaths }, { baseUrl: 'http://api', fetch: record })
    await part('authUser', {})
    await part('chatMessages', { params: { conversationId: 7 }, query: { page: 2 } })
    const whole = createApiClient({ baseUrl: 'http://api', fetch: record })
    await whole('chatMessages', { params: { conversationId: 7 }, query: { page: 2 } })
    expect(seen).toEqual([
      'GET http://api/api/auth/user',
      'GET http://api/api/chat/conversations/7/messages?page=2',
      'GET http://api/api/chat/conversations/7/messages?page=2',
    ])
  })

  it('the groups together are exactly the whole table', () => {
    const groups = [
      placeAndJobRoutePaths,
      sessionRoutePaths,
      accountRoutePaths,
      searchV2RoutePaths,
      listingRoutePaths,
      employerRoutePaths,
      chatRoutePaths,
      internRoutePaths,
      livestreamRoutePaths,
      livestreamAdminRoutePaths,
      adminRoutePaths,
      contactRoutePaths,
      pushRoutePaths,
      ratingRoutePaths,
      traineeRoutePaths,
      contentPageRoutePaths,
      schoolAreaRoutePaths,
      signupSlotRoutePaths,
      einblickRoutePaths,
      regionRoutePaths,
      storeRoutePaths,
      schoolNetworkRoutePaths,
      articleRoutePaths,
      apiConnectionRoutePaths,
      customDomainRoutePaths,
      adminOpsRoutePaths,
      companyPageRoutePaths,
      embedReachRoutePaths,
      statisticsRoutePaths,
      campaignRoutePaths,
    ]
    const keys = groups.flatMap((group) => Object.keys(group))
    expect(new Set(keys).size).toBe(keys.length)
    expect(Object.assign({}, ...groups)).toEqual(routePaths)
  })
})
