import path from 'node:path'
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/connect.ts'
import { createTestDatabase } from '../test-support/test-database.ts'

export interface MigratedTestDatabase {
  handle: DatabaseHandle
  /** Closes the connection and removes the database. */
  drop(): Promise<void>
}

/** A fresh, migrated database of the dialect under test (OABAT_TEST_DIALECT), for one test file. */
export async function openMigratedTestDatabase(): Promise<MigratedTestDatabase> {
  const database = await createTestDatabase()
  const handle = openDatabase({
    databaseUrl: database.databaseUrl,
    sqliteFile: path.join(database.dataDir, 'oabat.sqlite'),
  })
  await migrateToLatest(handle)
  return {
    handle,
    async drop() {
      await handle.close()
      await database.drop()
    },
  }
}
