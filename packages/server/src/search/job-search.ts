import { boundingBoxDegrees, distanceKm, MAX_SEARCH_PAGES, type SearchCategory } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import type { SearchPage, SearchParameters } from './search-parameters.ts'
import type { SearchV2Lookups } from './v2-lookups.ts'

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
  lookups: SearchV2Lookups,
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
    // Candidates come from the in-memory job table the v2 search keeps: one tight scan of
    // 100,000 jobs costs about a millisecond; reading the candidates from SQLite cost several.
    const all = await lookups.all()
    const siteIds = p.channelId === undefined ? null : await lookups.channelSites(p.channelId)
    const categoryIds = p.categoryIds.length > 0 ? new Set(p.categoryIds) : null
    const lat = p.latitude as number
    const lng = p.longitude as number
    const [dLat, dLng] = boundingBoxDegrees(lat, p.radius)
    const ranked: RankedJob[] = []
    for (const job of all) {
      if (Math.abs(job.latitude - lat) > dLat || Math.abs(job.longitude - lng) > dLng) continue
      if (!(types as number[]).includes(job.typeId)) continue
      if (categoryIds && (job.categoryId === null || !categoryIds.has(job.categoryId))) continue
      if (p.businessId !== undefined && job.businessId !== p.businessId) continue
      if (siteIds && !siteIds.has(job.siteId)) continue
      const distance = distanceKm(lat, lng, job.latitude, job.longitude)
      if (distance <= p.radius) ranked.push({ id: job.id, distance, publishedAt: job.publishedAt })
    }
    if (p.sort === 'newest') {
      ranked.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id))
    } else {
      ranked.sort((a, b) => a.distance - b.distance || a.id - b.id)
    }
    return ranked
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
