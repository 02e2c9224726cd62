import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DialectName } from './dialect.ts'
import { migrations } from './migrations/index.ts'
import type { Database } from './schema.ts'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: DialectName
  close(): Promise<void>
}

// PostgreSQL returns bigint (count, sum) as text; every count here fits a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10))

/** Opens the database: PostgreSQL when a URL is given, else a SQLite file (WAL) in dataDir. */
export function openDatabase(options: { databaseUrl?: string; sqliteFile?: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection that the server ends (restart, failover, a dropped test database) emits
    // an error on the pool; unhandled, it would stop the process. The pool replaces the connection.
    // pool.end() resolves before its connections have finished saying goodbye: one ended by the
    // database in that moment is no loss, and not worth a warning.
    let closed = false
    pool.on('error', (error) => {
      if (!closed) console.warn(`PostgreSQL connection lost: ${error.message}`)
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      dialect: 'postgres',
      close: () => {
        closed = true
        return db.destroy()
      },
    }
  }
  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // Refreshes planner statistics where they are missing or stale (SQLite ≥ 3.46).
  sqlite.pragma('optimize = 0x10002')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle.dialect) },
    // Each area has its own number prefix, so a later-numbered area may have landed first.
    allowUnorderedMigrations: true,
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
}
