/**
 * @module import-postal-codes-cli — `pnpm import:postal-codes <file>`: replaces the postal codes
 * with the German rows of a GeoNames postal-code file (DE.txt or its CSV conversion). Uses
 * DATA_DIR / DATABASE_URL like the server; imports the places first when the table is empty.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError, loadConfig } from './config.ts'
import { migrateToLatest, openDatabase } from './db/connect.ts'
import { lockSqliteDataDir } from './processes/sqlite-process-lock.ts'
import { importPlaces } from './seed/places.ts'
import { importPostalCodes } from './seed/postal-codes.ts'

const USAGE = 'usage: pnpm import:postal-codes <file>   (GeoNames DE.txt or a CSV with header country_code,zipcode,…)'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  const file = args[0]
  if (!file || args.length > 1) {
    console.error(USAGE)
    return 2
  }
  const filePath = path.resolve(file)
  if (!fs.existsSync(filePath)) {
    console.error(`error: postal code file not found: ${filePath}`)
    return 1
  }
  const config = loadConfig()
  // On SQLite it writes only while no server runs on the file (the server's caches would not follow).
  const lock = config.DATABASE_URL ? null : lockSqliteDataDir(config.dataDir)
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'oabat.sqlite'),
  })
  try {
    await migrateToLatest(database)
    const started = performance.now()
    const places = await importPlaces(database.db)
    if (places > 0) console.log(`imported ${places} places`)
    const count = await importPostalCodes(database.db, filePath)
    console.log(`imported ${count} postal codes in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return 0
  } finally {
    await database.close()
    lock?.release()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? `error: ${error.message}` : error)
    process.exit(1)
  },
)
