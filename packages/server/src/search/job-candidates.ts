import { distanceKm, geoCellRanges } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** A published job with every attribute the v2 filters and facets read. */
export interface JobCandidate {
  id: number
  typeId: number
  categoryId: number | null
  duration: number | null
  graduation: string | null
  startYear: number | null
  salary: number | null
  businessId: number
  siteId: number
  distance: number | null
  publishedAt: string
  name: string
}

function candidateQuery(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .select([
      'id',
      'type_id',
      'category_id',
      'duration_months',
      'graduation',
      'start_date',
      'salary',
      'business_id',
      'business_site_id',
      'latitude',
      'longitude',
      'published_at',
      'name',
    ])
    .where('status', '=', 'published')
}

type Row = Awaited<ReturnType<ReturnType<typeof candidateQuery>['execute']>>[number]

function toCandidate(row: Row, distance: number | null): JobCandidate {
  const year = row.start_date ? Number(row.start_date.slice(0, 4)) : Number.NaN
  return {
    id: row.id,
    typeId: Number(row.type_id),
    categoryId: row.category_id,
    duration: row.duration_months,
    graduation: row.graduation,
    startYear: Number.isInteger(year) ? year : null,
    salary: row.salary,
    businessId: row.business_id,
    siteId: row.business_site_id,
    distance,
    publishedAt: row.published_at ?? '',
    name: row.name,
  }
}

/** Published jobs within `radius` km of a point, read through the geo-cell index, exact distances. */
export async function jobsNear(
  db: Kysely<Database>,
  latitude: number,
  longitude: number,
  radius: number,
): Promise<JobCandidate[]> {
  const ranges = geoCellRanges(latitude, longitude, radius)
  const rows = await candidateQuery(db)
    .where((eb) => eb.or(ranges.map(([from, to]) => eb('geo_cell', '>=', from).and('geo_cell', '<=', to))))
    .execute()
  const result: JobCandidate[] = []
  for (const row of rows) {
    const distance = distanceKm(latitude, longitude, row.latitude, row.longitude)
    if (distance <= radius) result.push(toCandidate(row, distance))
  }
  return result
}

/** Published jobs with the given ids (no place given: a term or a job list narrows first). */
export async function jobsByIds(db: Kysely<Database>, ids: Iterable<number>): Promise<JobCandidate[]> {
  const all = [...ids]
  const result: JobCandidate[] = []
  for (let start = 0; start < all.length; start += 5000) {
    const rows = await candidateQuery(db)
      .where('id', 'in', all.slice(start, start + 5000))
      .execute()
    for (const row of rows) result.push(toCandidate(row, null))
  }
  return result
}

/** Every published job (no place, no term, no list). */
export async function allPublishedJobs(db: Kysely<Database>): Promise<JobCandidate[]> {
  return (await candidateQuery(db).execute()).map((row) => toCandidate(row, null))
}
