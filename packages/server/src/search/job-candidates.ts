import { distanceKm } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { JobGeoIndex } from './job-geo-index.ts'

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
  latitude: number
  longitude: number
  /** foldGerman(name) with a leading space, computed once when a relevance sort first needs it. */
  foldedName?: string
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
    latitude: row.latitude,
    longitude: row.longitude,
  }
}

/** Every published job with its filter attributes, by id and by place too: the searches filter in memory. */
export interface JobTable {
  all: JobCandidate[]
  byId: Map<number, JobCandidate>
  /** The coordinates on a grid; its positions index `all`. */
  geo: JobGeoIndex
}

/** Reads the job table in id order, in batches (one full read; ~100,000 rows take a few hundred ms). */
export async function loadJobTable(db: Kysely<Database>): Promise<JobTable> {
  const all: JobCandidate[] = []
  let lastId = 0
  for (;;) {
    const rows = await candidateQuery(db).where('id', '>', lastId).orderBy('id').limit(20_000).execute()
    if (rows.length === 0) break
    for (const row of rows) all.push(toCandidate(row, null))
    lastId = (rows[rows.length - 1] as Row).id
  }
  return { all, byId: new Map(all.map((job) => [job.id, job])), geo: new JobGeoIndex(all) }
}

/** The jobs within `radius` km of a point with their distance, in id order (the grid finds them). */
export function jobsNear(table: JobTable, latitude: number, longitude: number, radius: number): JobCandidate[] {
  const found: Array<[position: number, distance: number]> = []
  table.geo.near(latitude, longitude, radius, (slot, distance) => {
    found.push([table.geo.position[slot] as number, distance])
  })
  found.sort((a, b) => a[0] - b[0])
  return found.map(([position, distance]) => ({ ...(table.all[position] as JobCandidate), distance }))
}

/** The jobs with the given ids (no place given: a term or a job list narrows first). */
export function jobsByIds(table: JobTable, ids: Iterable<number>): JobCandidate[] {
  const result: JobCandidate[] = []
  for (const id of ids) {
    const job = table.byId.get(id)
    if (job) result.push(job)
  }
  return result
}

/** The jobs with the given ids that lie within `radius` km of a point, with their distance. */
export function jobsByIdsNear(
  table: JobTable,
  ids: Iterable<number>,
  latitude: number,
  longitude: number,
  radius: number,
): JobCandidate[] {
  const result: JobCandidate[] = []
  for (const id of ids) {
    const job = table.byId.get(id)
    if (!job) continue
    const distance = distanceKm(latitude, longitude, job.latitude, job.longitude)
    if (distance <= radius) result.push({ ...job, distance })
  }
  return result
}
