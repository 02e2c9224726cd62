/**
 * @module seed-cli — `pnpm seed [--large] [--businesses N] [--jobs N] [--postal-codes FILE]`:
 * migrates the database named by DATA_DIR / DATABASE_URL and fills it with demo data when it has
 * no businesses yet. --large writes the benchmark set (10,000 businesses, 100,000 jobs).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config.ts'
import { migrateToLatest, openDatabase } from './db/connect.ts'
import { lockSqliteDataDir, SqliteInUseError } from './processes/sqlite-process-lock.ts'
import { keepDemoAdminPassword, setDemoAdminPassword } from './seed/demo-admin-password.ts'
import { DEMO_ACCOUNTS, LARGE_SEED, type SeedOptions, seedDatabase } from './seed/index.ts'
import { postalCodesFileOf } from './seed/shipped-postal-codes.ts'

const USAGE = 'usage: pnpm seed [--large] [--businesses N] [--jobs N] [--postal-codes FILE]'

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`--${name} must be a whole number ≥ 0, not ${value}`)
  return number
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      large: { type: 'boolean', default: false },
      businesses: { type: 'string' },
      jobs: { type: 'string' },
      'postal-codes': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const config = loadConfig()
  // On SQLite it writes only while no server runs on the file (the server's caches would not follow).
  const lock = config.DATABASE_URL ? null : lockSqliteDataDir(config.dataDir)
  // The same demo admin password as the server's start would use (kept in DATA_DIR/secrets).
  const adminPassword = keepDemoAdminPassword(config.dataDir)
  const options: SeedOptions = {
    ...(values.large ? LARGE_SEED : {}),
    adminPassword: adminPassword.value,
    log: (line) => console.log(line),
    postalCodesFile: postalCodesFileOf(values['postal-codes'] ?? config.POSTAL_CODES_FILE),
  }
  const businesses = positiveInteger('businesses', values.businesses)
  const jobs = positiveInteger('jobs', values.jobs)
  if (businesses !== undefined) options.businesses = businesses
  if (jobs !== undefined) options.jobs = jobs

  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'oabat.sqlite'),
  })
  try {
    console.log(
      `database: ${database.dialect === 'postgres' ? 'PostgreSQL' : path.join(config.dataDir, 'oabat.sqlite')}`,
    )
    await migrateToLatest(database)
    const result = await seedDatabase(database, options)
    if (!result.seeded) console.log('nothing seeded: the database already has businesses')
    if (adminPassword.created && !result.seeded)
      await setDemoAdminPassword(database.db, adminPassword.value, Date.now())
    if (adminPassword.created) console.log(`demo admin ${DEMO_ACCOUNTS.admin.email}: password in ${adminPassword.file}`)
    return 0
  } finally {
    await database.close()
    lock?.release()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `error: ${error.message}` : error)
    if (!(error instanceof SqliteInUseError)) console.error(USAGE)
    process.exit(1)
  },
)
