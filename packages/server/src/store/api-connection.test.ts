import type { AuthToken } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { sha256 } from '../auth/secret-tokens.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { BILLING_ADDRESS, registerStoreBusiness, STORE_OPERATOR_ENV } from './store-test-support.ts'

const clock = createTestClock(Date.parse('2026-11-25T10:00:00.000Z'))
const server = useTestServer({ ...STORE_OPERATOR_ENV }, { clock })
const API = '/api/public/v1/jobs'
const PRODUCT = /„API-Anbindung“/

interface Key {
  id: number
  name: string
  key_hint: string
  last_used_at: string | null
  revoked_at: string | null
}
interface OwnJob {
  id: number
  name: string
  status: string
  positions: number
  business: { id: number }
}

let business: AuthToken
let admin: AuthToken
let other: { token: string; businessId: number }
const businessId = () => business.user.business?.id as number

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

/** A call of the public API with an API key (or any Authorization header). */
async function api<T = Record<string, unknown>>(method: string, path: string, key: string | null, body?: unknown) {
  const response = await fetch(`${server().url}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(key === null ? {} : { Authorization: key.includes(' ') ? key : `Bearer ${key}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as T & { message?: string; errors?: Record<string, string[]> }
  return { status: response.status, headers: response.headers, body: answer }
}

async function createKey(token: string, id: number, name: string) {
  return call<{ data: Key; key: string }>('POST', `/api/v2/business/${id}/api_keys`, { name }, token)
}

async function productId(slug: string): Promise<number> {
  const { body } = await call<{ data: Array<{ id: number; slug: string }> }>('GET', '/api/store/products')
  return (body.data.find((p) => p.slug === slug) as { id: number }).id
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  admin = await loginAs(server(), 'admin')
  other = await registerStoreBusiness(server(), 'Zweitbetrieb API', 'chefin@zweitbetrieb-api.example')
})

let key = ''
let keyId = 0
let jobId = 0

describe('API keys need the product', () => {
  it('without API-Anbindung no key is created and the list says so', async () => {
    const list = await call<{ data: Key[]; has_product: boolean }>(
      'GET',
      `/api/v2/business/${businessId()}/api_keys`,
      undefined,
      business.token,
    )
    expect(list.status).toBe(200)
    expect(list.body).toEqual({ data: [], has_product: false })
    const refused = await createKey(business.token, businessId(), 'Bewerbermanagement')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(PRODUCT)
    expect(await server().database.db.selectFrom('api_keys').select('id').execute()).toEqual([])
  })

  it('after buying API-Anbindung the company creates a key, shown once and stored hashed', async () => {
    const order = await call(
      'POST',
      `/api/v2/business/${businessId()}/subscriptions`,
      { items: [{ product_id: await productId('api_connection'), quantity: 1 }], billing_address: BILLING_ADDRESS },
      business.token,
    )
    expect(order.status).toBe(201)
    business = await loginAs(server(), 'business')

    const created = await createKey(business.token, businessId(), 'Bewerbermanagement')
    expect(created.status).toBe(201)
    expect(created.body.key).toMatch(/^oabat_[A-Za-z0-9_-]{43}$/)
    expect(created.body.message).toContain('nur dieses eine Mal')
    expect(created.body.data).toMatchObject({ name: 'Bewerbermanagement', last_used_at: null, revoked_at: null })
    expect(created.body.data.key_hint).toBe(`${created.body.key.slice(0, 10)}…`)
    key = created.body.key
    keyId = created.body.data.id

    const row = await server()
      .database.db.selectFrom('api_keys')
      .selectAll()
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow()
    expect(row.key_hash).toBe(sha256(key))
    expect(JSON.stringify(row)).not.toContain(key)

    const list = await call<{ data: Key[]; has_product: boolean }>(
      'GET',
      `/api/v2/business/${businessId()}/api_keys`,
      undefined,
      business.token,
    )
    expect(list.body.has_product).toBe(true)
    expect(list.body.data.map((k) => k.id)).toEqual([keyId])
    expect(JSON.stringify(list.body)).not.toContain(key)
  })

  it('a key needs a name: German field error', async () => {
    const empty = await createKey(business.token, businessId(), '  ')
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ name: ['Bitte gib einen Namen für den Schlüssel ein.'] })
  })

  it('another company cannot list, create or revoke the keys; a trainee none at all', async () => {
    const path = `/api/v2/business/${businessId()}/api_keys`
    for (const [method, target] of [
      ['GET', path],
      ['POST', path],
      ['DELETE', `${path}/${keyId}`],
    ] as const) {
      const answer = await call(method, target, method === 'POST' ? { name: 'Fremd' } : undefined, other.token)
      expect(answer.status, `${method} ${target}`).toBe(403)
      expect(answer.body).toEqual({ message: 'Das ist nicht Dein Unternehmen.' })
    }
    const trainee = await loginAs(server(), 'trainee')
    expect((await call('GET', path, undefined, trainee.token)).status).toBe(403)
    // A key id of another company under one's own business is unknown.
    const foreign = await call(
      'DELETE',
      `/api/v2/business/${other.businessId}/api_keys/${keyId}`,
      undefined,
      other.token,
    )
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Diesen API-Schlüssel gibt es nicht.')
  })
})

describe('the public API of the jobs', () => {
  it('refuses a request without key, with a login token or with an unknown key: 401 in German', async () => {
    const none = await api('GET', API, null)
    expect(none.status).toBe(401)
    expect(none.body.message).toContain('Authorization: Bearer')
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    for (const wrong of [business.token, `oabat_${'x'.repeat(43)}`, 'Basic dXNlcjpwYXNz']) {
      const refused = await api('GET', API, wrong)
      expect(refused.status, wrong).toBe(401)
      expect(refused.body).toEqual({ message: 'Dieser API-Schlüssel ist ungültig oder widerrufen.' })
    }
  })

  it('creates, reads, lists, updates and unpublishes a job of the key’s company', async () => {
    const created = await api<{ data: OwnJob }>('POST', API, key, {
      name: 'Ausbildung Kfz-Mechatroniker (m/w/d)',
      type_id: 1,
      description: 'Über die Schnittstelle angelegt.',
      tasks: ['Fahrzeuge warten'],
      positions: 2,
      status: 'published',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Ausbildung Kfz-Mechatroniker (m/w/d)', positions: 2 })
    expect(created.body.data.business.id).toBe(businessId())
    expect(['published', 'pending']).toContain(created.body.data.status)
    jobId = created.body.data.id

    // The company sees it in its own overview, like a job made in the portal.
    const own = await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs', undefined, business.token)
    expect(own.body.data.map((job) => job.id)).toContain(jobId)

    const read = await api<{ data: OwnJob }>('GET', `${API}/${jobId}`, key)
    expect(read.status).toBe(200)
    expect(read.body.data.id).toBe(jobId)

    const list = await api<{ data: OwnJob[] }>('GET', API, key)
    expect(list.status).toBe(200)
    expect(list.body.data.map((job) => job.id)).toContain(jobId)
    expect(list.body.data.every((job) => job.business.id === businessId())).toBe(true)

    const updated = await api<{ data: OwnJob }>('PUT', `${API}/${jobId}`, key, { positions: 3 })
    expect(updated.status).toBe(200)
    expect(updated.body.data.positions).toBe(3)

    const unpublished = await api<{ data: OwnJob }>('POST', `${API}/${jobId}/unpublish`, key)
    expect(unpublished.status).toBe(200)
    expect(unpublished.body.data.status).toBe('draft')
    const drafts = await api<{ data: OwnJob[] }>('GET', `${API}?status=draft`, key)
    expect(drafts.body.data.map((job) => job.id)).toContain(jobId)
    const publicRead = await call('GET', `/api/job/${jobId}`)
    expect(publicRead.status).toBe(404)

    const used = await server()
      .database.db.selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow()
    expect(used.last_used_at).toBe(new Date(clock.now()).toISOString())
  })

  it('checks input like the employer calls: German field errors, never a 500', async () => {
    const short = await api('POST', API, key, { name: 'Ab', type_id: 1 })
    expect(short.status).toBe(422)
    expect(short.body.errors?.name).toEqual(['Der Titel muss mindestens 3 Zeichen lang sein.'])
    const markup = await api('PUT', `${API}/${jobId}`, key, { description: '<script>x</script>', positions: -1 })
    expect(markup.status).toBe(422)
    expect(Object.keys(markup.body.errors ?? {}).sort()).toEqual(['description', 'positions'])
    for (const path of [`${API}/abc`, `${API}/0`, `${API}/99999999999999999999`, `${API}/1e3`]) {
      const answer = await api('GET', path, key)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.status, path).toBeLessThan(500)
    }
    const broken = await fetch(`${server().url}${API}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: '{"name": ',
    })
    expect(broken.status).toBeLessThan(500)
    expect((await api('GET', `${API}?status=geloescht`, key)).status).toBe(422)
  })

  it('another company’s job is unknown (404), whatever the call; its own key cannot reach ours', async () => {
    const foreignJob = await call<{ data: { id: number } }>(
      'POST',
      '/api/jobs/',
      { name: 'Fremde Stelle', type_id: 1 },
      other.token,
    )
    expect(foreignJob.status).toBe(201)
    const foreignId = foreignJob.body.data.id
    for (const [method, path, body] of [
      ['GET', `${API}/${foreignId}`, undefined],
      ['PUT', `${API}/${foreignId}`, { name: 'Übernommen' }],
      ['POST', `${API}/${foreignId}/unpublish`, undefined],
    ] as const) {
      const answer = await api(method, path, key, body)
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(answer.body).toEqual({ message: 'Diese Stelle gibt es nicht (mehr).' })
    }
    const unchanged = await server()
      .database.db.selectFrom('jobs')
      .select('name')
      .where('id', '=', foreignId)
      .executeTakeFirstOrThrow()
    expect(unchanged.name).toBe('Fremde Stelle')

    // The admin grants the other company API-Anbindung (type 4) without a purchase: its key sees only its own jobs.
    expect((await call('POST', `/api/business/${other.businessId}/subscription/4`, {}, admin.token)).status).toBe(200)
    const otherKey = await createKey(other.token, other.businessId, 'Zweitsystem')
    expect(otherKey.status).toBe(201)
    const otherList = await api<{ data: OwnJob[] }>('GET', API, otherKey.body.key)
    expect(otherList.body.data.map((job) => job.id)).toEqual([foreignId])
    expect((await api('GET', `${API}/${jobId}`, otherKey.body.key)).status).toBe(404)
  })

  it('limits each key to 120 calls a minute: 429 with Retry-After, then it works again', async () => {
    const burst = await createKey(business.token, businessId(), 'Lasttest')
    const limited = burst.body.key
    for (let i = 0; i < 120; i++) expect((await api('GET', `${API}/${jobId}`, limited)).status).toBe(200)
    const refused = await api('GET', `${API}/${jobId}`, limited)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/Zu viele/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another key of the same company counts on its own.
    expect((await api('GET', `${API}/${jobId}`, key)).status).toBe(200)
    clock.advance(61_000)
    expect((await api('GET', `${API}/${jobId}`, limited)).status).toBe(200)
  })

  it('a revoked key stops working at once; revoking twice is refused', async () => {
    const revoked = await call<{ data: Key }>(
      'DELETE',
      `/api/v2/business/${businessId()}/api_keys/${keyId}`,
      undefined,
      business.token,
    )
    expect(revoked.status).toBe(200)
    expect(revoked.body.message).toContain('widerrufen')
    expect(revoked.body.data.revoked_at).toBe(new Date(clock.now()).toISOString())
    const after = await api('GET', API, key)
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ message: 'Dieser API-Schlüssel ist ungültig oder widerrufen.' })
    const twice = await call('DELETE', `/api/v2/business/${businessId()}/api_keys/${keyId}`, undefined, business.token)
    expect(twice.status).toBe(409)
  })

  it('once the subscription has ended the keys are refused with 403 naming the product', async () => {
    const fresh = await createKey(business.token, businessId(), 'Nach der Kündigung')
    expect(fresh.status).toBe(201)
    const subscriptions = await call<{ data: Array<{ id: number; product: { slug: string } }> }>(
      'GET',
      `/api/v2/business/${businessId()}/subscriptions`,
      undefined,
      business.token,
    )
    const subscription = subscriptions.body.data.find((s) => s.product.slug === 'api_connection') as { id: number }
    const cancelled = await call(
      'DELETE',
      `/api/v2/business/${businessId()}/subscriptions/${subscription.id}`,
      undefined,
      business.token,
    )
    expect(cancelled.status).toBe(200)
    // Cancelled but still running: the key works until the period's end.
    expect((await api('GET', API, fresh.body.key)).status).toBe(200)
    clock.advance(32 * 86_400_000)
    const ended = await api('GET', API, fresh.body.key)
    expect(ended.status).toBe(403)
    expect(ended.body.message).toMatch(PRODUCT)
    const write = await api('POST', API, fresh.body.key, { name: 'Ohne Abo', type_id: 1 })
    expect(write.status).toBe(403)
  })
})

describe('the OpenAPI reference', () => {
  it('documents the public API with its key scheme, refusals and examples', async () => {
    const { body } = await call<{
      paths: Record<string, Record<string, Record<string, unknown>>>
      components: { securitySchemes: Record<string, unknown> }
    }>('GET', '/api/openapi.json')
    expect(body.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    const create = body.paths[API]?.post as {
      security: unknown
      description: string
      requestBody: { content: { 'application/json': { example: Record<string, unknown> } } }
      responses: Record<string, { content?: { 'application/json': { example?: unknown } }; headers?: unknown }>
    }
    expect(create.security).toEqual([{ apiKey: [] }])
    expect(create.description).toContain('API-Anbindung')
    expect(create.requestBody.content['application/json'].example).toMatchObject({ type_id: 1, status: 'published' })
    expect(create.responses['201']?.content?.['application/json'].example).toBeDefined()
    expect(Object.keys(create.responses).sort()).toEqual(['201', '401', '403', '422', '429'])
    expect(create.responses['429']?.headers).toHaveProperty('Retry-After')
    for (const [path, method] of [
      [API, 'get'],
      [`${API}/{jobId}`, 'get'],
      [`${API}/{jobId}`, 'put'],
      [`${API}/{jobId}/unpublish`, 'post'],
    ] as const) {
      const operation = body.paths[path]?.[method] as { security: unknown; responses: Record<string, unknown> }
      expect(operation.security, `${method} ${path}`).toEqual([{ apiKey: [] }])
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403', '429']))
    }
    const keys = body.paths['/api/v2/business/{businessId}/api_keys']?.post as { security: unknown }
    expect(keys.security).toEqual([{ bearer: [] }])
  })
})
