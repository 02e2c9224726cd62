import { randomBytes } from 'node:crypto'
import type { OwnJob, Suggestion } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import { startOnDatabase, type TestServer } from '../test-support/test-server.ts'

// The suggestions are rebuilt a few seconds after a burst of writes (suggestion-refresher.ts). A server
// stopped within those seconds rebuilds them before its database closes; nothing rebuilds them at start.
let database: TestDatabase
const running: TestServer[] = []

beforeAll(async () => {
  database = await createTestDatabase(undefined, { seeded: true })
})

afterAll(async () => {
  for (const server of running) await server.stop().catch(() => {})
  await database?.drop()
})

describe('search suggestions at shutdown', () => {
  it('a job written just before the server stops is suggested after the restart', async () => {
    const first = await startOnDatabase(database)
    running.push(first)
    const business = await loginAs(first, 'business')
    const word = `Zirbelholz${randomBytes(3).toString('hex')}`
    const created = await first.json<{ data: OwnJob }>(
      '/api/v2/jobs/',
      request(
        'POST',
        {
          name: `Ausbildung ${word} (m/w/d)`,
          type_id: 1,
          description: 'Eine Stelle, angelegt kurz bevor der Server anhält.',
          duration_months: 36,
          positions: 1,
          graduation: 'main',
          start_date: '2027-09-01',
          category: 'craft',
          status: 'published',
        },
        business.token,
      ),
    )
    expect(created.status).toBe(201)
    await first.stop()

    const second = await startOnDatabase(database)
    running.push(second)
    const suggested = await second.json<{ data: Suggestion[] }>(`/api/v2/search/jobs/suggest?term=${word}`)
    expect(suggested.status).toBe(200)
    expect(suggested.body.data.map((suggestion) => suggestion.label).join(' ')).toContain(word)
  })
})
