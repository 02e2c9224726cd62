import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDialect } from '../test-support/test-database.ts'
import { startOnDatabase, type TestServer } from '../test-support/test-server.ts'
import { PostgresInUseError } from './postgres-process-lock.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const withRedis = { REDIS_URL }

// Several processes on one PostgreSQL database only with Redis (docs/deployment.md). Each start
// here holds its own database connection, as a separate process would; the lock is per connection.
describe.runIf(testDialect() === 'postgres')('processes on one PostgreSQL database', () => {
  let database: TestDatabase
  const running: TestServer[] = []
  const start = async (env: Record<string, string> = {}) => {
    const server = await startOnDatabase(database, env)
    running.push(server)
    return server
  }
  const stopAll = async () => {
    for (const server of running.splice(0)) await server.stop()
  }

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await stopAll()
    await database?.drop()
  })

  it('without REDIS_URL a second process is refused, with or without Redis, and may start once the first stopped', async () => {
    await start()
    await expect(start()).rejects.toThrow(PostgresInUseError)
    await expect(start()).rejects.toThrow(/Another oabat process already uses the PostgreSQL database/)
    await expect(start(withRedis)).rejects.toThrow(/An oabat process without REDIS_URL already uses/)
    await stopAll()
    const next = await start()
    expect((await next.json('/api/job_categories')).status).toBe(200)
    await stopAll()
  })

  it('with REDIS_URL in every process several run side by side, and one without Redis is refused among them', async () => {
    const a = await start(withRedis)
    const b = await start(withRedis)
    expect((await a.json('/api/job_categories')).status).toBe(200)
    expect((await b.json('/api/job_categories')).status).toBe(200)
    await expect(start()).rejects.toThrow(/set it in all of them, or stop the other process first/)
    await stopAll()
  })
})
