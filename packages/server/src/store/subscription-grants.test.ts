import type { AuthToken, SearchV2Response } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { login, loginAs, request } from '../accounts/account-test-support.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { BILLING_ADDRESS, registerStoreBusiness, STORE_OPERATOR_ENV } from './store-test-support.ts'

/*
 * What a bought subscription unlocks switches with it, and the server enforces it (issue #16 item 2,
 * docs/store.md „What a subscription unlocks“): premium brings the job statistics and the pro portal
 * (the menu entry, the own domain, „Nur Premium-Betriebe“ in the search); a cancelled premium keeps
 * them until its period ends, then they are gone.
 */

const DAY = 86_400_000
const clock = createTestClock(Date.parse('2026-11-25T10:00:00.000Z'))
const server = useTestServer({ ...STORE_OPERATOR_ENV }, { clock })
const EMAIL = 'chefin@premium-test.example'

interface Me {
  data: { business: { has_pro_portal: boolean; permissions: string[]; subscription_types: { id: number }[] } }
}

let company: { token: string; businessId: number }
let demo: AuthToken
let premiumId = 0
let jobAdsId = 0
let jobId = 0

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

/** Everything premium unlocks, as the company and the server see it. */
async function unlocked(token: string) {
  const me = await call<Me>('GET', '/api/auth/user', undefined, token)
  const features = await call<{ data: { statistics: boolean } }>('GET', '/api/v2/jobs/features', undefined, token)
  const statistics = await call('GET', `/api/v2/jobs/${jobId}/statistics`, undefined, token)
  const domain = await call('PUT', '/api/customdomain', { domain: 'karriere.premium-test.example' }, token)
  return {
    menuProPortal: me.body.data.business.has_pro_portal,
    permissions: ['statistics', 'pro_portal'].filter((p) => me.body.data.business.permissions.includes(p)),
    statisticsButton: features.body.data.statistics,
    statisticsCall: statistics.status,
    domainCall: domain.status,
    domainMessage: domain.body.message,
  }
}

async function order(token: string, businessId: number, productId: number, quantity = 1) {
  return call<{ data: { subscriptions: Array<{ id: number }> } }>(
    'POST',
    `/api/v2/business/${businessId}/subscriptions`,
    {
      items: [{ product_id: productId, quantity }],
      billing_address: BILLING_ADDRESS,
      send_confirmation_mail: false,
    },
    token,
  )
}

async function proJobsOf(slug: string): Promise<number> {
  const query = new URLSearchParams({ business_slug: slug, only_pro: '1' })
  const { status, body } = await server().json<SearchV2Response>(`/api/v2/search/jobs?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.result.total
}

beforeAll(async () => {
  company = await registerStoreBusiness(server(), 'Premium Testbetrieb', EMAIL)
  demo = await loginAs(server(), 'business')
  const products = await call<{ data: Array<{ id: number; slug: string }> }>('GET', '/api/store/products')
  premiumId = (products.body.data.find((p) => p.slug === 'premium') as { id: number }).id
  jobAdsId = (products.body.data.find((p) => p.slug === 'job') as { id: number }).id
  const job = await call<{ data: { id: number } }>(
    'POST',
    '/api/jobs/',
    { name: 'Ausbildung Industriekaufmann (m/w/d)', type_id: 1, description: 'Bei uns lernst Du alles.' },
    company.token,
  )
  expect(job.status, JSON.stringify(job.body)).toBe(201)
  jobId = job.body.data.id
})

describe('premium switches the pro portal and the statistics', () => {
  it('without premium: no pro portal entry, no statistics, no own domain', async () => {
    expect(await unlocked(company.token)).toMatchObject({
      menuProPortal: false,
      permissions: [],
      statisticsButton: false,
      statisticsCall: 403,
      domainCall: 403,
      domainMessage: expect.stringMatching(/Pro-Portal, das in Premium enthalten ist/),
    })
  })

  it('bought: the session, the job statistics and the own domain follow at once', async () => {
    expect((await order(company.token, company.businessId, premiumId)).status).toBe(201)
    expect(await unlocked(company.token)).toMatchObject({
      menuProPortal: true,
      permissions: ['statistics', 'pro_portal'],
      statisticsButton: true,
      statisticsCall: 200,
      domainCall: 200,
    })
  })

  it('„Nur Premium-Betriebe“ in the search and the company page follow a bought premium', async () => {
    const slug = demo.user.business?.slug as string
    const page = await call<{ data: { has_pro_portal: boolean } }>('GET', `/api/v2/business/${slug}`)
    // The demo company has premium granted by the admin, not the pro portal.
    expect(page.body.data.has_pro_portal).toBe(false)
    expect(await proJobsOf(slug)).toBe(0)
    expect((await order(demo.token, demo.user.business?.id as number, premiumId)).status).toBe(201)
    expect(await proJobsOf(slug)).toBeGreaterThan(0)
    const after = await call<{ data: { has_pro_portal: boolean } }>('GET', `/api/v2/business/${slug}`)
    expect(after.body.data.has_pro_portal).toBe(true)
  })

  it('cancelled: kept until the period ends, then everything is off again, on the server too', async () => {
    const list = await call<{ data: Array<{ id: number; product: { slug: string } }> }>(
      'GET',
      `/api/v2/business/${company.businessId}/subscriptions`,
      undefined,
      company.token,
    )
    const premium = list.body.data.find((s) => s.product.slug === 'premium') as { id: number }
    const cancelled = await call(
      'DELETE',
      `/api/v2/business/${company.businessId}/subscriptions/${premium.id}`,
      undefined,
      company.token,
    )
    expect(cancelled.status).toBe(200)
    expect((await unlocked(company.token)).statisticsCall).toBe(200)

    clock.advance(366 * DAY)
    // Logins last less than a year: log in again at the new time.
    const token = (await login(server(), EMAIL, 'sicher-2026')).token
    expect(await unlocked(token)).toMatchObject({
      menuProPortal: false,
      permissions: [],
      statisticsButton: false,
      statisticsCall: 403,
      domainCall: 403,
    })
  })
})

describe('job ads', () => {
  it('each bought job ad is one more active job, on top of the limit without it', async () => {
    const token = (await login(server(), EMAIL, 'sicher-2026')).token
    const limit = async () =>
      (await call<{ data: { limit: number } }>('GET', '/api/v2/jobs/check_limit', undefined, token)).body.data.limit
    expect(await limit()).toBe(3)
    expect((await order(token, company.businessId, jobAdsId, 3)).status).toBe(201)
    expect(await limit()).toBe(6)
  })
})
