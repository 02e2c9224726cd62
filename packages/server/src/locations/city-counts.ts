import { type CityItem, DEFAULT_SEARCH_CHANNEL } from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { placeToLocation, toCityItem } from './location-mapper.ts'

/** Published jobs per place (through the place of each job's business site). */
function jobsPerPlace(db: Kysely<Database>, channel?: string) {
  let query = db
    .selectFrom('jobs')
    .innerJoin('business_sites as s', 's.id', 'jobs.business_site_id')
    .select(['s.location_id as location_id', sql<number>`count(*)`.as('jobs_count')])
    .where('jobs.status', '=', 'published')
    .where('s.location_id', 'is not', null)
    .groupBy('s.location_id')
  if (channel && channel !== DEFAULT_SEARCH_CHANNEL) {
    query = query.where('s.id', 'in', (eb) =>
      eb
        .selectFrom('business_site_channels as bc')
        .innerJoin('channels as c', 'c.id', 'bc.channel_id')
        .select('bc.business_site_id')
        .where('c.slug', '=', channel)
        .where('bc.is_active', '=', 1),
    )
  }
  return query
}

/** Places with the most published jobs. */
export async function popularPlaces(db: Kysely<Database>, limit: number, channel?: string): Promise<CityItem[]> {
  const rows = await db
    .with('counts', () => jobsPerPlace(db, channel))
    .selectFrom('counts')
    .innerJoin('locations as l', 'l.id', 'counts.location_id')
    .select(['l.id', 'l.name', 'l.slug', 'l.state', 'l.latitude', 'l.longitude', 'l.population', 'counts.jobs_count'])
    .orderBy('counts.jobs_count', 'desc')
    .orderBy('l.population', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => toCityItem(placeToLocation(row), Number(row.jobs_count), null))
}

/** Every place with at least one published job, alphabetically. */
export async function placesWithJobs(db: Kysely<Database>, limit: number, state?: string): Promise<CityItem[]> {
  let query = db
    .with('counts', () => jobsPerPlace(db))
    .selectFrom('counts')
    .innerJoin('locations as l', 'l.id', 'counts.location_id')
    .select(['l.id', 'l.name', 'l.slug', 'l.state', 'l.latitude', 'l.longitude', 'l.population', 'counts.jobs_count'])
  if (state) query = query.where('l.state', '=', state)
  const rows = await query.orderBy('l.name').orderBy('l.id').limit(limit).execute()
  return rows.map((row) => toCityItem(placeToLocation(row), Number(row.jobs_count), null))
}

/** Job counts of the given places. */
export async function jobCountsOf(db: Kysely<Database>, placeIds: number[]): Promise<Map<number, number>> {
  if (placeIds.length === 0) return new Map()
  const rows = await jobsPerPlace(db).where('s.location_id', 'in', placeIds).execute()
  return new Map(rows.map((row) => [Number(row.location_id), Number(row.jobs_count)]))
}
