import { distanceKm, foldGerman, type SchoolBase, type SchoolSummary } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { registerRoute } from '../http/register-route.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { round1 } from '../locations/location-mapper.ts'
import { termWords } from './term-index.ts'

interface SchoolRow {
  id: number
  slug: string
  name: string
  type: string
  city: string
  latitude: number
  longitude: number
  region_slug: string | null
  folded: string
}

interface NearQuery {
  latitude?: number
  longitude?: number
  name?: string
  limit: number
}

/** Schools whose name (or town) holds every typed word, nearest first with a point, else by name. */
function findSchools(rows: SchoolRow[], q: NearQuery): Array<{ row: SchoolRow; distance: number | null }> {
  const words = q.name ? termWords(q.name) : []
  const found = rows
    .filter((row) => words.every((word) => row.folded.includes(` ${word}`)))
    .map((row) => ({
      row,
      distance:
        q.latitude !== undefined && q.longitude !== undefined
          ? distanceKm(q.latitude, q.longitude, row.latitude, row.longitude)
          : null,
    }))
  found.sort((a, b) =>
    a.distance !== null && b.distance !== null ? a.distance - b.distance : a.row.name.localeCompare(b.row.name, 'de'),
  )
  return found.slice(0, q.limit)
}

/** GET /api/search/school and /api/search/schoolbase (SPEC §7: latitude, longitude, limit, name). */
export function registerSchoolSearchRoutes(app: Hono, { db }: AppContext): void {
  const cache = new TtlCache<string, SchoolRow[]>(60_000, 1)
  const schools = () =>
    cache.getOrLoad('schools', async () => {
      const rows = await db
        .selectFrom('schools as s')
        .leftJoin('regions as r', 'r.channel_id', 's.channel_id')
        .select(['s.id', 's.slug', 's.name', 's.type', 's.city', 's.latitude', 's.longitude', 'r.slug as region_slug'])
        .execute()
      return rows.map((row) => ({ ...row, folded: ` ${foldGerman(`${row.name} ${row.city}`)}` }))
    })

  registerRoute(app, contract.searchSchool, async ({ query }) => {
    const data: SchoolSummary[] = findSchools(await schools(), query).map(({ row, distance }) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type,
      city: row.city,
      distance_km: distance === null ? null : round1(distance),
      url: `/schule/${row.slug}`,
    }))
    return { data }
  })

  registerRoute(app, contract.searchSchoolbase, async ({ query }) => {
    const data: SchoolBase[] = findSchools(await schools(), query).map(({ row, distance }) => ({
      name: row.name,
      region_slug: row.region_slug,
      city: row.city,
      distance_km: distance === null ? null : round1(distance),
    }))
    return { data }
  })
}
