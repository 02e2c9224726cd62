/**
 * @module postgres-process-lock — several processes share one PostgreSQL database only through
 * Redis (ARCHITECTURE decision 12): without REDIS_URL their realtime events, presence, rate limits
 * and cache invalidations would not cross. Each server holds a session-level advisory lock on its
 * own connection for as long as it runs: shared with REDIS_URL, exclusive without. So a process
 * without Redis refuses to start beside any other, and a process with Redis refuses to start beside
 * one without. PostgreSQL drops the lock with the connection, however the process ends.
 */
import pg from 'pg'
import { DatabaseInUseError, type ProcessLock } from './database-in-use-error.ts'

/** Any constant works; the seed and the postal-code import use their neighbours. */
const PROCESS_LOCK_KEY = 7_242_028

export class PostgresInUseError extends DatabaseInUseError {}

function inUseMessage(withRedis: boolean): string {
  return [
    withRedis
      ? 'An oabat process without REDIS_URL already uses the PostgreSQL database of DATABASE_URL.'
      : 'Another oabat process already uses the PostgreSQL database of DATABASE_URL.',
    'Several processes share one database only when every one of them has the same REDIS_URL:',
    'set it in all of them, or stop the other process first (docs/deployment.md).',
  ].join('\n')
}

/** Takes this process's lock on the database; throws PostgresInUseError when it may not run beside the others. */
export async function lockPostgresForProcess(databaseUrl: string, withRedis: boolean): Promise<ProcessLock> {
  const client = new pg.Client({ connectionString: databaseUrl })
  // A lost connection loses the lock too; the server's own pool reports the outage.
  client.on('error', () => {})
  await client.connect()
  const take = withRedis ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock'
  const { rows } = await client.query<{ locked: boolean }>(`select ${take}($1) as locked`, [PROCESS_LOCK_KEY])
  if (!rows[0]?.locked) {
    await client.end()
    throw new PostgresInUseError(inUseMessage(withRedis))
  }
  return { release: () => client.end() }
}
