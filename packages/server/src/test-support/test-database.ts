import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { DialectName } from '../db/dialect.ts'
import { POSTGRES_TEMPLATE_ENV, SQLITE_FILE_NAME, SQLITE_TEMPLATE_ENV } from './seeded-template.ts'

/** The dialect a test run covers, chosen by OABAT_TEST_DIALECT (the root vitest config runs both). */
export function testDialect(): DialectName {
  const value = process.env.OABAT_TEST_DIALECT ?? 'sqlite'
  if (value !== 'sqlite' && value !== 'postgres')
    throw new Error(`OABAT_TEST_DIALECT must be sqlite or postgres, not ${value}`)
  return value
}

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test'

export interface TestDatabase {
  /** DATABASE_URL for PostgreSQL; undefined for SQLite. */
  databaseUrl: string | undefined
  /** DATA_DIR holding the SQLite file (and later uploads and mail). */
  dataDir: string
  drop(): Promise<void>
}

export interface TestDatabaseOptions {
  /**
   * Start from the run's migrated, demo-seeded template (test-support/seeded-template.ts) when the
   * run made one; empty otherwise, and always empty when false.
   */
  seeded?: boolean
}

/**
 * A fresh database for one test file: empty, or a copy of the run's seeded template. PostgreSQL
 * being unreachable fails the test run: the suite must never quietly skip a dialect.
 */
export async function createTestDatabase(
  dialect: DialectName = testDialect(),
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-test-'))
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  if (dialect === 'sqlite') {
    const template = options.seeded ? process.env[SQLITE_TEMPLATE_ENV] : undefined
    if (template) fs.copyFileSync(template, path.join(dataDir, SQLITE_FILE_NAME))
    return { databaseUrl: undefined, dataDir, drop: async () => removeDir() }
  }

  const name = `oabat_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  try {
    await admin.connect()
  } catch (error) {
    throw new Error(`PostgreSQL at ${ADMIN_URL} is unreachable; the PostgreSQL test run needs it: ${String(error)}`)
  }
  const template = options.seeded ? process.env[POSTGRES_TEMPLATE_ENV] : undefined
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      removeDir()
    },
  }
}
