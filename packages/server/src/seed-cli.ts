/**
 * @module seed-cli — `pnpm seed [--large] [--businesses N] [--jobs N] [--postal-codes FILE]`:
 * migrates the database named by DATA_DIR / DATABASE_URL and fills it with demo data when it has
 * no businesses yet. --large writes the benchmark set (10,000 businesses, 100,000 jobs).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config.ts'
import { migrateToLatest, openDatabase } from './db/connect.ts'
import { LARGE_SEED, type SeedOptions, seedDatabase } from './seed/index.ts'

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
  const postalCodes = values['postal-codes'] ?? config.POSTAL_CODES_FILE
  const options: SeedOptions = {
    ...(values.large ? LARGE_SEED : {}),
    log: (line) => console.log(line),
  }
  const businesses = positiveInteger('businesses', values.businesses)
  const jobs = positiveInteger('jobs', values.jobs)
  if (businesses !== undefined) options.businesses = businesses
  if (jobs !== undefined) options.jobs = jobs
  if (postalCodes) options.postalCodesFile = path.resolve(postalCodes)

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
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `error: ${error.message}` : error)
    console.error(USAGE)
    process.exit(1)
  },
)
