/**
 * @module sqlite-process-lock — one SQLite file serves one process (ARCHITECTURE decision 12). The
 * server and the CLIs that write the database hold an exclusive SQLite lock on DATA_DIR/oabat.sqlite.lock
 * for as long as they run; a second one is refused before it touches the database. The lock is the
 * operating system's file lock, so it goes with the process however it ends (kill -9 included):
 * there is no stale pid file to clean up.
 */
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { DatabaseInUseError, type ProcessLock } from './database-in-use-error.ts'

export const SQLITE_LOCK_FILE = 'oabat.sqlite.lock'

/** Another process holds the lock; the message tells the operator what to do. */
export class SqliteInUseError extends DatabaseInUseError {}

export interface SqliteProcessLock extends ProcessLock {
  release(): void
}

/** Takes the lock of the SQLite database in `dataDir`; throws SqliteInUseError while another process holds it. */
export function lockSqliteDataDir(dataDir: string): SqliteProcessLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, SQLITE_LOCK_FILE)
  // timeout 0: a held lock answers SQLITE_BUSY at once instead of waiting for it.
  const lock = new SQLite(file, { timeout: 0 })
  try {
    // No journal file that a killed holder could leave behind; EXCLUSIVE keeps the write lock
    // after the transaction ends, until the connection closes (or the process dies).
    lock.pragma('journal_mode = OFF')
    lock.pragma('locking_mode = EXCLUSIVE')
    lock.exec('BEGIN EXCLUSIVE; COMMIT')
  } catch (error) {
    lock.close()
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new SqliteInUseError(inUseMessage(dataDir))
    throw error
  }
  return { release: () => lock.close() }
}

function inUseMessage(dataDir: string): string {
  return [
    `Another oabat process already uses the SQLite database in DATA_DIR (${dataDir}).`,
    'One SQLite file serves one process: stop the other process first.',
    'To run several processes, use PostgreSQL and Redis: set DATABASE_URL and REDIS_URL (docs/deployment.md).',
  ].join('\n')
}
