import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { insertRows, nextId, RowWriter } from './batch-insert.ts'
import { generateBusinesses } from './demo-businesses.ts'
import { DemoGeography } from './demo-geography.ts'
import { buildJob, type JobCountOption, jobCounts } from './demo-jobs.ts'
import { generateSchools } from './demo-schools.ts'
import type { ReferenceData } from './reference-data.ts'
import { Rng } from './rng.ts'

export interface DemoContentOptions {
  businesses: number
  jobs: JobCountOption
  schools: number
  /** Seed of the generator; the same seed and the same places give the same rows. */
  seed: number
}

export interface DemoContentResult {
  businesses: number
  sites: number
  jobs: number
  schools: number
  /** The Passau business the demo business account manages (null when no business was made). */
  featuredBusinessId: number | null
  /** The Passau school the demo school account belongs to. */
  featuredSchoolId: number | null
}

/**
 * Writes the demo businesses (with sites and channel memberships), their jobs and the schools.
 * Each part draws from its own random stream, so more jobs do not change the businesses.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  refs: ReferenceData,
  options: DemoContentOptions,
): Promise<DemoContentResult> {
  const geography = await DemoGeography.load(db, refs.regions)
  const existingBusinessSlugs = await db.selectFrom('businesses').select('slug').execute()
  const existingSiteSlugs = await db.selectFrom('business_sites').select('slug').execute()
  const existingSchoolSlugs = await db.selectFrom('schools').select('slug').execute()

  const { businesses, siteChannels } = generateBusinesses(
    options.businesses,
    { business: await nextId(db, 'businesses'), site: await nextId(db, 'business_sites') },
    geography,
    refs,
    new Rng(options.seed),
    { businesses: existingBusinessSlugs.map((r) => r.slug), sites: existingSiteSlugs.map((r) => r.slug) },
  )
  await insertRows(
    db,
    'businesses',
    businesses.map((b) => b.row),
  )
  const sites = businesses.flatMap((b) => b.sites)
  await insertRows(db, 'business_sites', sites)
  await insertRows(db, 'business_site_channels', siteChannels)

  const jobRng = new Rng(options.seed + 1)
  const counts = jobCounts(businesses.length, options.jobs, jobRng)
  const jobs = new RowWriter(db, 'jobs')
  let jobId = await nextId(db, 'jobs')
  for (const [b, business] of businesses.entries()) {
    for (let j = 0; j < (counts[b] as number); j++) {
      await jobs.add(buildJob(jobId++, business, j, b === 0, refs, jobRng))
    }
  }
  await jobs.flush()

  const schools = generateSchools(
    options.schools,
    await nextId(db, 'schools'),
    geography,
    refs,
    new Rng(options.seed + 2),
    existingSchoolSlugs.map((r) => r.slug),
  )
  await insertRows(db, 'schools', schools)

  return {
    businesses: businesses.length,
    sites: sites.length,
    jobs: jobs.written,
    schools: schools.length,
    featuredBusinessId: businesses[0]?.row.id ?? null,
    featuredSchoolId: schools[0]?.id ?? null,
  }
}
