import { distanceKm, type EventItem, type JobFair, type JobListInfo, type Region, regionPath } from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { round1 } from '../locations/location-mapper.ts'

/** Events with their channel slug. */
export function selectEvents(db: Kysely<Database>) {
  return db
    .selectFrom('events as e')
    .innerJoin('channels as ch', 'ch.id', 'e.channel_id')
    .select(['e.id', 'e.slug', 'e.title', 'e.description', 'e.start_at', 'e.end_at', 'e.city', 'ch.slug as channel'])
}

export function toEvent(row: Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number]): EventItem {
  return { ...row, url: `/event/${row.slug}` }
}

/** Job fairs with their channel and participating businesses. */
export async function loadJobFairs(db: Kysely<Database>, where?: { id?: number; slug?: string }) {
  let query = db
    .selectFrom('job_fairs as f')
    .innerJoin('channels as ch', 'ch.id', 'f.channel_id')
    .selectAll('f')
    .select('ch.slug as channel')
    .orderBy('f.start_at')
  if (where?.id !== undefined) query = query.where('f.id', '=', where.id)
  if (where?.slug !== undefined) query = query.where('f.slug', '=', where.slug)
  const fairs = await query.execute()
  if (fairs.length === 0) return []
  const participants = await db
    .selectFrom('job_fair_businesses as fb')
    .innerJoin('businesses as b', 'b.id', 'fb.business_id')
    .select(['fb.job_fair_id', 'fb.is_published', 'b.id', 'b.slug', 'b.name', 'b.logo_url'])
    .where(
      'fb.job_fair_id',
      'in',
      fairs.map((f) => f.id),
    )
    .where('b.is_visible', '=', 1)
    .orderBy('b.name')
    .execute()
  const livestreams = await db
    .selectFrom('livestreams')
    .select(['id', 'job_fair_id', 'title', 'is_live', 'planned_start', 'planned_end', 'thumbnail_url'])
    .where(
      'job_fair_id',
      'in',
      fairs.map((f) => f.id),
    )
    .orderBy('planned_start')
    .orderBy('id')
    .execute()
  return fairs.map((fair) => ({
    fair,
    livestreams: livestreams
      .filter((l) => l.job_fair_id === fair.id)
      .map(({ job_fair_id: _fair, is_live, ...l }) => ({ ...l, is_live: is_live === 1 })),
    published: participants
      .filter((p) => p.job_fair_id === fair.id && p.is_published === 1)
      .map(({ id, slug, name, logo_url }) => ({ id, slug, name, logo_url })),
    unpublished: participants.filter((p) => p.job_fair_id === fair.id && p.is_published !== 1).length,
  }))
}

export function toJobFair(
  entry: Awaited<ReturnType<typeof loadJobFairs>>[number],
  point: { latitude: number; longitude: number } | null,
): JobFair {
  const { fair } = entry
  return {
    id: fair.id,
    slug: fair.slug,
    name: fair.name,
    title: fair.title,
    description: fair.description,
    logo_file_path: fair.logo_file_path,
    channel: fair.channel,
    start_at: fair.start_at,
    end_at: fair.end_at,
    location_slug: fair.location_slug,
    city: fair.city,
    businesses: entry.published,
    businesses_unpublished: entry.unpublished,
    livestreams: entry.livestreams,
    distance_km: point ? round1(distanceKm(point.latitude, point.longitude, fair.latitude, fair.longitude)) : null,
  }
}

/** Job lists with the number of their published jobs. */
export async function loadJobLists(
  db: Kysely<Database>,
  where?: { id?: number; slug?: string },
): Promise<JobListInfo[]> {
  let query = db
    .selectFrom('job_lists as l')
    .leftJoin('job_list_jobs as lj', 'lj.job_list_id', 'l.id')
    .leftJoin('jobs as j', (join) => join.onRef('j.id', '=', 'lj.job_id').on('j.status', '=', 'published'))
    .select(['l.id', 'l.slug', 'l.name', 'l.description', sql<number>`count(j.id)`.as('n')])
    .groupBy(['l.id', 'l.slug', 'l.name', 'l.description'])
    .orderBy('l.name')
  if (where?.id !== undefined) query = query.where('l.id', '=', where.id)
  if (where?.slug !== undefined) query = query.where('l.slug', '=', where.slug)
  return (await query.execute()).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    jobs_count: Number(row.n),
    url: `/auswahl/${row.slug}`,
  }))
}

/** Regions with channel, area and how many published jobs and businesses their channel holds. */
export async function loadRegions(db: Kysely<Database>, where?: { id?: number; slug?: string }): Promise<Region[]> {
  let query = db
    .selectFrom('regions as r')
    .innerJoin('channels as ch', 'ch.id', 'r.channel_id')
    .select([
      'r.id',
      'r.slug',
      'r.name',
      'r.description',
      'r.about',
      'r.is_v2',
      'r.latitude',
      'r.longitude',
      'r.radius_km',
      'r.channel_id',
      'ch.slug as channel_slug',
      'ch.name as channel_name',
    ])
    .orderBy('r.name')
  if (where?.id !== undefined) query = query.where('r.id', '=', where.id)
  if (where?.slug !== undefined) query = query.where('r.slug', '=', where.slug)
  const regions = await query.execute()
  if (regions.length === 0) return []
  const channelIds = regions.map((r) => r.channel_id)
  const [jobs, businesses] = await Promise.all([
    db
      .selectFrom('business_site_channels as sc')
      .innerJoin('jobs as j', 'j.business_site_id', 'sc.business_site_id')
      .select(['sc.channel_id', sql<number>`count(distinct j.id)`.as('n')])
      .where('sc.channel_id', 'in', channelIds)
      .where('sc.is_active', '=', 1)
      .where('j.status', '=', 'published')
      .groupBy('sc.channel_id')
      .execute(),
    db
      .selectFrom('business_site_channels as sc')
      .innerJoin('business_sites as s', 's.id', 'sc.business_site_id')
      .select(['sc.channel_id', sql<number>`count(distinct s.business_id)`.as('n')])
      .where('sc.channel_id', 'in', channelIds)
      .where('sc.is_active', '=', 1)
      .groupBy('sc.channel_id')
      .execute(),
  ])
  const jobCount = new Map(jobs.map((r) => [r.channel_id, Number(r.n)]))
  const businessCount = new Map(businesses.map((r) => [r.channel_id, Number(r.n)]))
  return regions.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    about: r.about,
    v2: r.is_v2 === 1,
    channel: { slug: r.channel_slug, name: r.channel_name },
    latitude: r.latitude,
    longitude: r.longitude,
    radius_km: r.radius_km,
    jobs_count: jobCount.get(r.channel_id) ?? 0,
    businesses_count: businessCount.get(r.channel_id) ?? 0,
    url: regionPath(r.slug, 'start', r.is_v2 === 1),
  }))
}

/** A path parameter that names a row by numeric id or by slug. */
export function idOrSlug(value: string): { id: number } | { slug: string } {
  return /^\d{1,12}$/.test(value) ? { id: Number(value) } : { slug: value }
}
