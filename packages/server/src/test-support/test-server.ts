import path from 'node:path'
import { loadConfig } from '../config.ts'
import { findRepoRoot } from '../repo-root.ts'
import { type RunningServer, startServer } from '../server.ts'
import type { TestClock } from './test-clock.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestServer extends RunningServer {
  /** GET/POST a path and parse the JSON answer. */
  json<T = unknown>(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>
  stop(): Promise<void>
  /** DATA_DIR of this server (mail outbox under mail/, text messages under sms/). */
  dataDir: string
}

export interface TestServerOptions {
  /** A clock the test moves (token expiry, codes, rate limits); the real time otherwise. */
  clock?: TestClock
}

/** The shared reference postal codes (../shared/data), imported into every test database. */
export const SHARED_POSTAL_CODES = path.join(findRepoRoot(), '..', 'shared', 'data', 'de-postal-codes.csv')

/** The real server over real HTTP on an ephemeral port, with a fresh demo-seeded database. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await createTestDatabase()
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    POSTAL_CODES_FILE: SHARED_POSTAL_CODES,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  })
  const server = await startServer(config, () => {}, { now: options.clock?.now })
  return {
    ...server,
    dataDir: database.dataDir,
    async json<T>(pathAndQuery: string, init?: RequestInit) {
      const response = await fetch(`${server.url}${pathAndQuery}`, init)
      const body = (await response.json()) as T
      return { status: response.status, body, headers: response.headers }
    },
    async stop() {
      await server.close()
      await database.drop()
    },
  }
}
