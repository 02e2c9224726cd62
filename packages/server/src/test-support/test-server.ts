import { type Config, loadConfig } from '../config.ts'
import type { DomainVerification } from '../custom-domains/domain-verification.ts'
import { keepDemoAdminPassword } from '../seed/demo-admin-password.ts'
import { type RunningServer, startServer } from '../server.ts'
import type { TestClock } from './test-clock.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export interface TestServer extends RunningServer {
  /** GET/POST a path and parse the JSON answer. */
  json<T = unknown>(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>
  stop(): Promise<void>
  /** The configuration it runs with (secrets included). */
  config: Config
  /** DATA_DIR of this server (mail outbox under mail/, text messages under sms/). */
  dataDir: string
  /** DATABASE_URL of this server on PostgreSQL; undefined on SQLite. */
  databaseUrl: string | undefined
  /** The password this instance generated for the demo admin (kept in DATA_DIR/secrets). */
  adminPassword: string
}

export interface TestServerOptions {
  /** A clock the test moves (token expiry, codes, rate limits); the real time otherwise. */
  clock?: TestClock
  /** How custom domains are proved (a resolver answering from the test's own table). */
  domainVerification?: DomainVerification
}

/**
 * The real server on a given test database; stop() ends it and keeps the data, so a test can
 * start it again on the same DATA_DIR and database (a restart), or a second one beside it on
 * PostgreSQL (one SQLite file serves one process).
 */
export async function startOnDatabase(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    // Servers of parallel test files must not race for port 1935; live-video tests turn it on.
    RTMP_PORT: 'off',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  })
  const server = await startServer(config, () => {}, {
    now: options.clock?.now,
    domainVerification: options.domainVerification,
  })
  return {
    ...server,
    config,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    adminPassword: keepDemoAdminPassword(database.dataDir).value,
    async json<T>(pathAndQuery: string, init?: RequestInit) {
      const response = await fetch(`${server.url}${pathAndQuery}`, init)
      const body = (await response.json()) as T
      return { status: response.status, body, headers: response.headers }
    },
    stop: () => server.close(),
  }
}

// A server started with its own seed or postal codes seeds its own database.
const ENV_THAT_CHANGES_THE_SEED = ['SEED', 'POSTAL_CODES_FILE']

/** The real server over real HTTP on an ephemeral port, with a fresh demo-seeded database. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const seeded = !ENV_THAT_CHANGES_THE_SEED.some((name) => name in env)
  const database = await createTestDatabase(undefined, { seeded })
  const server = await startOnDatabase(database, env, options)
  return {
    ...server,
    async stop() {
      await server.stop()
      await database.drop()
    },
  }
}
