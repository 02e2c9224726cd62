import type { BusinessSite } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type JobDetailRow, selectJobSummaries } from './job-mapper.ts'

export const JOB_NOT_FOUND = 'Diese Stelle gibt es nicht (mehr).'

/** A published job with everything its page shows, or null. */
export async function findPublishedJob(db: Kysely<Database>, slug: string) {
  const row = await selectJobSummaries(db)
    .select([
      'j.description',
      'j.tasks',
      'j.requirements',
      'j.benefits',
      'j.content_blocks',
      'j.duration_months',
      'j.positions',
      'j.graduation',
      'j.version',
      'j.updated_at',
      'j.business_site_id',
    ])
    .where('j.slug', '=', slug)
    .where('j.status', '=', 'published')
    .where('b.is_visible', '=', 1)
    .executeTakeFirst()
  if (!row) return null
  const site = await findSite(db, row.business_site_id)
  return site ? { row: row as JobDetailRow, site } : null
}

/** A business site as the API shows it. */
export async function findSite(db: Kysely<Database>, siteId: number) {
  const [site] = await sitesWhere(db, (q) => q.where('s.id', '=', siteId))
  return site ?? null
}

type SiteQuery = ReturnType<typeof siteQuery>

function siteQuery(db: Kysely<Database>) {
  return db
    .selectFrom('business_sites as s')
    .leftJoin('locations as l', 'l.id', 's.location_id')
    .select([
      's.id',
      's.slug',
      's.name',
      's.street',
      's.postal_code',
      's.city',
      's.latitude',
      's.longitude',
      's.is_main',
      's.business_id',
      'l.slug as location_slug',
    ])
}

export async function sitesWhere(db: Kysely<Database>, filter: (query: SiteQuery) => SiteQuery) {
  const rows = await filter(siteQuery(db)).orderBy('s.is_main', 'desc').orderBy('s.id').execute()
  return rows.map((row): BusinessSite & { business_id: number } => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    location_slug: row.location_slug,
    is_main: row.is_main === 1,
    business_id: row.business_id,
  }))
}
