import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/connect.ts'
import { rebuildSearchIndex } from '../search/term-index.ts'
import { countRows, syncIdSequences } from './batch-insert.ts'
import { hashDemoPasswords, seedDemoAccounts } from './demo-accounts.ts'
import { seedDemoContent } from './demo-content.ts'
import { seedDemoFairParticipant } from './demo-fair-participant.ts'
import type { JobCountOption } from './demo-jobs.ts'
import { seedDemoListings } from './demo-listings.ts'
import { seedDemoBusinessPermissions } from './demo-permissions.ts'
import { importPlaces } from './places.ts'
import { importPostalCodes } from './postal-codes.ts'
import { seedReferenceData } from './reference-data.ts'

export interface SeedOptions {
  /** A GeoNames postal-code file (DE.txt or its CSV form); skipped with a log line when missing. */
  postalCodesFile?: string
  /** Number of demo businesses (default 300). */
  businesses?: number
  /** Jobs per business: a fixed number or a range (default 2–8). */
  jobsPerBusiness?: number | { min: number; max: number }
  /** Exact total of jobs over all businesses; overrides jobsPerBusiness. */
  jobs?: number
  /** Number of schools (default 60). */
  schools?: number
  /** Seed of the random generator (default fixed, so every run writes the same data). */
  seed?: number
  /** Password of the demo admin, generated per instance (demo-admin-password.ts); without it the admin cannot log in. */
  adminPassword?: string
  log?: (line: string) => void
}

export interface SeedResult {
  /** False when the database already had businesses and nothing was written. */
  seeded: boolean
  places: number
  postalCodes: number
  businesses: number
  sites: number
  jobs: number
  schools: number
  users: number
  milliseconds: number
}

/** The benchmark data set: exactly 10,000 businesses and 100,000 jobs. */
export const LARGE_SEED = { businesses: 10_000, jobs: 100_000 } as const

const DEFAULT_SEED = 20260501
/** Any constant works; it keeps two processes on one PostgreSQL database from seeding at once. */
const SEED_LOCK_KEY = 7_242_026

const IDENTITY_TABLES = [
  'channels',
  'regions',
  'job_categories',
  'businesses',
  'business_sites',
  'jobs',
  'schools',
  'users',
] as const

function jobCountOption(options: SeedOptions): JobCountOption {
  if (options.jobs !== undefined) return options.jobs
  const perBusiness = options.jobsPerBusiness ?? { min: 2, max: 8 }
  return typeof perBusiness === 'number' ? { min: perBusiness, max: perBusiness } : perBusiness
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

/**
 * Fills an empty database with places, postal codes (when a file is given), channels, regions,
 * job categories, demo businesses with sites and jobs, schools and one demo account per role.
 * Does nothing when businesses exist already. Everything happens in one transaction, so a failure
 * leaves the database as it was.
 */
export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const nothing: SeedResult = {
    seeded: false,
    places: 0,
    postalCodes: 0,
    businesses: 0,
    sites: 0,
    jobs: 0,
    schools: 0,
    users: 0,
    milliseconds: 0,
  }
  if ((await countRows(handle.db, 'businesses')) > 0) {
    log('database already has businesses: seed skipped')
    return nothing
  }
  let postalCodesFile = options.postalCodesFile
  if (postalCodesFile && !fs.existsSync(postalCodesFile)) {
    log(`postal code file ${postalCodesFile} not found: postal codes skipped`)
    postalCodesFile = undefined
  }
  // Hashing is deliberately slow; do it before the transaction holds the write lock.
  // Without a given admin password the demo admin gets a random one nobody knows.
  const hashes = await hashDemoPasswords(options.adminPassword ?? randomBytes(32).toString('hex'))

  const result = await handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx)
    if ((await countRows(trx, 'businesses')) > 0) return null

    let mark = performance.now()
    const lap = () => {
      const now = performance.now()
      const text = seconds(now - mark)
      mark = now
      return text
    }
    const places = await importPlaces(trx)
    log(places > 0 ? `places: ${places} imported (${lap()})` : `places: already imported (${lap()})`)
    const postalCodes = postalCodesFile ? await importPostalCodes(trx, postalCodesFile) : 0
    if (postalCodesFile) log(`postal codes: ${postalCodes} imported from ${postalCodesFile} (${lap()})`)
    const refs = await seedReferenceData(trx)
    log(
      `reference data: ${refs.channelIds.size} channels, ${refs.regions.length} regions, ${refs.categoryIds.size} job categories (${lap()})`,
    )
    const content = await seedDemoContent(trx, refs, {
      businesses: options.businesses ?? 300,
      jobs: jobCountOption(options),
      schools: options.schools ?? 60,
      seed: options.seed ?? DEFAULT_SEED,
    })
    log(
      `demo content: ${content.businesses} businesses, ${content.sites} sites, ${content.jobs} jobs, ${content.schools} schools (${lap()})`,
    )
    const listings = await seedDemoListings(trx, refs)
    log(
      `demo listings: ${listings.posts} posts, ${listings.events} events, ${listings.jobFairs} job fairs, ${listings.jobLists} job lists (${lap()})`,
    )
    await rebuildSearchIndex(trx, handle.dialect)
    log(`search index: terms and suggestions (${lap()})`)
    const users = await seedDemoAccounts(
      trx,
      {
        businessId: content.featuredBusinessId,
        schoolId: content.featuredSchoolId,
        regionId: refs.regions.find((r) => r.slug === 'passau')?.id ?? null,
      },
      hashes,
    )
    log(`demo accounts: ${users} created (${lap()})`)
    await seedDemoBusinessPermissions(trx, content.featuredBusinessId)
    await seedDemoFairParticipant(trx, content.featuredBusinessId)
    if (handle.dialect === 'postgres') await syncIdSequences(trx, IDENTITY_TABLES)
    return { places, postalCodes, users, ...content }
  })

  if (!result) {
    log('database already has businesses: seed skipped')
    return nothing
  }
  // Fresh statistics, so the query planners pick the geo index for radius searches.
  await sql`analyze`.execute(handle.db)
  const milliseconds = Math.round(performance.now() - started)
  log(`seed finished in ${seconds(milliseconds)}`)
  return {
    seeded: true,
    places: result.places,
    postalCodes: result.postalCodes,
    businesses: result.businesses,
    sites: result.sites,
    jobs: result.jobs,
    schools: result.schools,
    users: result.users,
    milliseconds,
  }
}
