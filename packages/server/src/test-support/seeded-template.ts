import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { migrateToLatest, openDatabase } from '../db/connect.ts'
import type { DialectName } from '../db/dialect.ts'
import { seedDatabase } from '../seed/index.ts'
import { importBaseDataOnFirstStart, postalCodesFileOf } from '../seed/shipped-postal-codes.ts'

/**
 * A migrated, demo-seeded database made once per test run, which each test file's server copies
 * instead of migrating and seeding its own (seconds per file on both dialects, docs/testing.md).
 * The demo data is deterministic (seed/demo-time.ts), so a copy equals a fresh seed; the demo
 * admin's password is each instance's own and is set when the copy first starts (server.ts).
 */

/** Environment variables that hand the run's templates to the test workers. */
export const SQLITE_TEMPLATE_ENV = 'OABAT_TEST_SQLITE_TEMPLATE'
export const POSTGRES_TEMPLATE_ENV = 'OABAT_TEST_POSTGRES_TEMPLATE'

/** The SQLite file name the server opens in its DATA_DIR. */
export const SQLITE_FILE_NAME = 'oabat.sqlite'

// The password the template is seeded with; no server ever starts on the template itself.
const TEMPLATE_ADMIN_PASSWORD = 'template-password-replaced-at-first-start'

export interface SeededTemplate {
  /** The SQLite file, or the PostgreSQL database name. */
  location: string
  remove(): Promise<void>
}

export async function createSeededTemplate(dialect: DialectName, adminUrl: string): Promise<SeededTemplate> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-template-'))
    const file = path.join(dir, SQLITE_FILE_NAME)
    await seedInto({ sqliteFile: file })
    return { location: file, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `oabat_template_${process.pid}_${Date.now()}`
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  await seedInto({ databaseUrl: url.toString() })
  return {
    location: name,
    remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

async function seedInto(target: { databaseUrl?: string; sqliteFile?: string }): Promise<void> {
  const handle = openDatabase(target)
  try {
    await migrateToLatest(handle)
    const postalCodesFile = postalCodesFileOf(undefined)
    await seedDatabase(handle, { postalCodesFile, adminPassword: TEMPLATE_ADMIN_PASSWORD, log: () => {} })
    await importBaseDataOnFirstStart(handle, postalCodesFile)
  } finally {
    // Closing the last SQLite connection folds the WAL into the file, so one file is the whole copy.
    await handle.close()
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
