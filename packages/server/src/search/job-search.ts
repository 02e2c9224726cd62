import { distanceKm, geoCellRanges, MAX_SEARCH_PAGES, type SearchCategory } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import type { SearchPage, SearchParameters } from './search-parameters.ts'

const TYPES_OF_CATEGORY: Record<Exclude<SearchCategory, 'Unternehmen'>, Array<1 | 2 | 3>> = {
  Alles: [1, 2, 3],
  Ausbildung: [1],
  Praktikum: [2],
}

export interface RankedJob {
  id: number
  distance: number
  publishedAt: string
}

/**
 * Ranked result lists of recent radius searches. Many visitors search the same place (a place slug
 * always gives the same coordinates) and page through it, so a ranking is reused for 30 s; writes
 * to jobs clear it. Bounded to 300 lists (a 50 km list in a city is ~10,000 entries).
 */
export type SearchCache = TtlCache<string, RankedJob[]>

export function createSearchCache(): SearchCache {
  return new TtlCache<string, RankedJob[]>(30_000, 300)
}

function rankingKey(p: SearchParameters): string {
  return JSON.stringify([
    p.latitude,
    p.longitude,
    p.radius,
    p.category,
    p.sort,
    p.categoryIds,
    p.businessId,
    p.channelId,
  ])
}

/** The page window of a result list of `total` items. */
export function pageWindow(total: number, page: number, perPage: number) {
  const lastPage = Math.min(MAX_SEARCH_PAGES, Math.max(1, Math.ceil(total / perPage)))
  return { lastPage, offset: (page - 1) * perPage }
}

/**
 * Published jobs matching the parameters. With coordinates: candidates come from the geo-cell
 * index (a few range scans), exact distances are computed here, so ordering and totals are exact.
 */
export async function searchJobs(
  db: Kysely<Database>,
  p: SearchParameters & { category: Exclude<SearchCategory, 'Unternehmen'> },
  rankedCache: SearchCache,
): Promise<SearchPage> {
  const types = TYPES_OF_CATEGORY[p.category]
  let base = db.selectFrom('jobs').where('jobs.status', '=', 'published').where('jobs.type_id', 'in', types)
  if (p.categoryIds.length > 0) base = base.where('jobs.category_id', 'in', p.categoryIds)
  if (p.businessId !== undefined) base = base.where('jobs.business_id', '=', p.businessId)
  if (p.channelId !== undefined) {
    const channelId = p.channelId
    base = base.where('jobs.business_site_id', 'in', (eb) =>
      eb
        .selectFrom('business_site_channels')
        .select('business_site_id')
        .where('channel_id', '=', channelId)
        .where('is_active', '=', 1),
    )
  }

  if (p.latitude === null || p.longitude === null) {
    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const total = Math.min(Number(countRow.n), p.limit ?? Number.POSITIVE_INFINITY)
    const { lastPage, offset } = pageWindow(total, p.page, p.perPage)
    const take = Math.max(0, Math.min(p.perPage, total - offset))
    const ids =
      take === 0
        ? []
        : (
            await base
              .select('jobs.id')
              .orderBy('jobs.published_at', 'desc')
              .orderBy('jobs.id', 'desc')
              .limit(take)
              .offset(offset)
              .execute()
          ).map((r) => r.id)
    const rows = await loadSummaries(db, ids)
    return { items: ids.flatMap((id) => rows.get(id) ?? []).map((row) => toJobSummary(row, null)), total, lastPage }
  }

  const inRadius = await rankedCache.getOrLoad(rankingKey(p), async () => {
    const lat = p.latitude as number
    const lng = p.longitude as number
    const ranges = geoCellRanges(lat, lng, p.radius)
    const candidates = await base
      .select(['jobs.id', 'jobs.latitude', 'jobs.longitude', 'jobs.published_at'])
      .where((eb) => eb.or(ranges.map(([from, to]) => eb('jobs.geo_cell', '>=', from).and('jobs.geo_cell', '<=', to))))
      .execute()
    const inRadius: RankedJob[] = []
    for (const c of candidates) {
      const distance = distanceKm(lat, lng, c.latitude, c.longitude)
      if (distance <= p.radius) inRadius.push({ id: c.id, distance, publishedAt: c.published_at ?? '' })
    }
    if (p.sort === 'newest') {
      inRadius.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id))
    } else {
      inRadius.sort((a, b) => a.distance - b.distance || a.id - b.id)
    }
    return inRadius
  })
  const total = Math.min(inRadius.length, p.limit ?? Number.POSITIVE_INFINITY)
  const { lastPage, offset } = pageWindow(total, p.page, p.perPage)
  const pageItems = inRadius.slice(offset, Math.min(total, offset + p.perPage))
  const rows = await loadSummaries(
    db,
    pageItems.map((item) => item.id),
  )
  const items = pageItems.flatMap((item) => {
    const row = rows.get(item.id)
    return row ? [toJobSummary(row, item.distance)] : []
  })
  return { items, total, lastPage }
}

async function loadSummaries(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map()
  const rows = await selectJobSummaries(db).where('j.id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row]))
}
