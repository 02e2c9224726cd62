import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, request } from '../accounts/account-test-support.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import { startOnDatabase, type TestServer } from '../test-support/test-server.ts'
import type { InvoiceLine } from './invoices.ts'
import { BILLING_ADDRESS, registerStoreBusiness, STORE_OPERATOR_ENV } from './store-test-support.ts'

/*
 * Renewal invoices come from the server's own timer (docs/store.md „Renewal invoices“), not from a
 * page being opened: a process issues at its start what fell due while none ran, and then every hour.
 * The test moves the clock and restarts, as the your-data deletion test does.
 */

const DAY = 86_400_000
const EMAIL = 'chef@verlaengerung.example'
const clock = createTestClock(Date.parse('2027-01-31T09:00:00.000Z'))
let database: TestDatabase
let server: TestServer
let company: { token: string; businessId: number }

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  return server.json<T & { message?: string }>(path, request(method, body, token))
}

const start = () => startOnDatabase(database, { ...STORE_OPERATOR_ENV }, { clock })

async function restart() {
  await server.stop()
  server = await start()
}

async function invoicesOf(businessId: number) {
  return await server.database.db
    .selectFrom('invoices')
    .select(['number', 'sequence', 'net_cents', 'lines'])
    .where('business_id', '=', businessId)
    .orderBy('sequence')
    .execute()
}

beforeAll(async () => {
  database = await createTestDatabase()
  server = await start()
  company = await registerStoreBusiness(server, 'Verlängerung GmbH', EMAIL)
  const products = await call<{ data: Array<{ id: number; slug: string }> }>('GET', '/api/store/products')
  const id = (slug: string) => (products.body.data.find((p) => p.slug === slug) as { id: number }).id
  const ordered = await call<{ data: { subscriptions: Array<{ id: number; product: { slug: string } }> } }>(
    'POST',
    `/api/v2/business/${company.businessId}/subscriptions`,
    {
      items: [
        { product_id: id('mail2chat'), quantity: 1 },
        { product_id: id('api_connection'), quantity: 1 },
      ],
      billing_address: BILLING_ADDRESS,
      send_confirmation_mail: false,
    },
    company.token,
  )
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
  // The API connection is cancelled at once: it ends with its first period and is not renewed.
  const api = ordered.body.data.subscriptions.find((s) => s.product.slug === 'api_connection') as { id: number }
  const cancelled = await call(
    'DELETE',
    `/api/v2/business/${company.businessId}/subscriptions/${api.id}`,
    undefined,
    company.token,
  )
  expect(cancelled.status).toBe(200)
})

afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

describe('renewal invoices by the server timer', () => {
  it('issues nothing before the period ends', async () => {
    clock.advance(27 * DAY)
    await restart()
    expect((await invoicesOf(company.businessId)).map((i) => i.number)).toEqual(['RE-000001'])
  })

  it('at the next start after the period ended, without anyone opening a page, the next period is invoiced once', async () => {
    // 31 January + 1 month = 28 February: the period ended a day ago.
    clock.advance(2 * DAY)
    await restart()
    await expect.poll(async () => (await invoicesOf(company.businessId)).length).toBe(2)
    const [, renewal] = await invoicesOf(company.businessId)
    expect(renewal?.number).toBe('RE-000002')
    // Only mail2chat: the cancelled API connection ended with its period.
    const lines = JSON.parse(renewal?.lines ?? '[]') as InvoiceLine[]
    expect(lines.map((line) => [line.product_slug, line.period_start, line.period_end])).toEqual([
      ['mail2chat', '2027-02-28T09:00:00.000Z', '2027-03-28T09:00:00.000Z'],
    ])
    expect(renewal?.net_cents).toBe(2900)

    // Another start in the same period issues nothing more; the company's page shows the same two.
    await restart()
    const token = (await login(server, EMAIL, 'sicher-2026')).token
    const page = await call<{ invoices: Array<{ number: string }> }>(
      'GET',
      `/api/v2/business/${company.businessId}/subscriptions`,
      undefined,
      token,
    )
    expect(page.body.invoices.map((i) => i.number)).toEqual(['RE-000002', 'RE-000001'])
    const counter = await server.database.db
      .selectFrom('invoice_counters')
      .select('next_number')
      .where('name', '=', 'invoice')
      .executeTakeFirstOrThrow()
    expect(counter.next_number).toBe(3)
  })
})
