import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../accounts/account-test-support.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { createTestDatabase, type TestDatabase, testDialect } from '../test-support/test-database.ts'
import type { TestServer } from '../test-support/test-server.ts'
import { startOnDatabase } from '../test-support/test-server.ts'
import { RATE_LIMITS } from './rate-limiter.ts'

// Counters live in the database, or in Redis with REDIS_URL: a restart keeps them, and two processes
// on one database count into the same window instead of each allowing the full limit.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const LIMIT = RATE_LIMITS.registration.limit

/** Registering the seeded trainee's address again: refused with 422, but counted per client address. */
function registerTaken(server: TestServer, address: string) {
  const init = request('POST', {
    email: DEMO_ACCOUNTS.trainee.email,
    password: 'sicher-2026',
    firstname: 'Lena',
    lastname: 'Probe',
  })
  return server.json<{ message: string }>('/api/register', {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address },
  })
}

describe.each([
  ['in the database', {}],
  ['in Redis (REDIS_URL)', { REDIS_URL }],
])('rate-limit counters %s', (_where, redis: Record<string, string>) => {
  const env = { TRUST_PROXY: '1', ...redis }
  let database: TestDatabase
  const running: TestServer[] = []
  const start = async () => {
    const server = await startOnDatabase(database, env)
    running.push(server)
    return server
  }

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    for (const server of running) await server.stop().catch(() => {})
    await database?.drop()
  })

  it('are shared by the processes on one database and still hold after a restart', async () => {
    const first = await start()
    // Several processes run only on PostgreSQL with Redis (docs/deployment.md); elsewhere the restart
    // is the whole test.
    const severalProcesses = testDialect() === 'postgres' && redis.REDIS_URL !== undefined
    const second = severalProcesses ? await start() : first
    const address = '203.0.113.10'
    // Half the attempts at each process: together they reach the limit exactly.
    for (let n = 0; n < LIMIT; n++) {
      const answer = await registerTaken(n % 2 === 0 ? first : second, address)
      expect(answer.status).toBe(422)
    }
    const past = await registerTaken(second, address)
    expect(past.status).toBe(429)
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await registerTaken(first, address)).status).toBe(429)
    // Another address is not affected.
    expect((await registerTaken(first, '203.0.113.11')).status).toBe(422)

    await first.stop()
    if (second !== first) await second.stop()
    running.length = 0
    const restarted = await start()
    const answer = await registerTaken(restarted, address)
    expect(answer.status).toBe(429)
    expect(answer.body.message).toMatch(/^Zu viele Versuche/)
  })
})
