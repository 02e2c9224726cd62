import { MAX_SEARCH_PAGES, type SearchCategory } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import { BestOf } from './best-of.ts'
import type { SearchPage, SearchParameters } from './search-parameters.ts'
import type { SearchV2Lookups } from './v2-lookups.ts'

const TYPES_OF_CATEGORY: Record<Exclude<SearchCategory, 'Unternehmen'>, Array<1 | 2 | 3>> = {
  Alles: [1, 2, 3],
  Ausbildung: [1],
  Praktikum: [2],
}

/** A job of a radius search's page with its distance. */
export interface RankedJob {
  id: number
  distance: number
}

/** One page of a radius search and the total it was cut from. */
export interface RankedPage {
  total: number
  items: RankedJob[]
}

/**
 * Pages of recent radius searches. Many visitors search the same place (a place slug always gives
 * the same coordinates), so a page is reused for 30 s; writes to jobs clear it. A page holds at
 * most 50 entries, so 2,000 of them are small; ranking a page afresh from the geo index costs
 * a fraction of a millisecond too (docs/search-and-regions.md, "Geo index").
 */
export type SearchCache = TtlCache<string, RankedPage>

export function createSearchCache(): SearchCache {
  return new TtlCache<string, RankedPage>(30_000, 2_000)
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
    p.page,
    p.perPage,
    p.limit,
  ])
}

/** The page window of a result list of `total` items. */
export function pageWindow(total: number, page: number, perPage: number) {
  const lastPage = Math.min(MAX_SEARCH_PAGES, Math.max(1, Math.ceil(total / perPage)))
  return { lastPage, offset: (page - 1) * perPage }
}

/**
 * Published jobs matching the parameters. With coordinates: one page ranked from the in-memory geo
 * index with exact distances, so ordering and totals are what a full scan gives.
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

  const ranked = await rankedCache.getOrLoad(rankingKey(p), () => rankNear(p, types, lookups))
  const rows = await loadSummaries(
    db,
    ranked.items.map((item) => item.id),
  )
  const items = ranked.items.flatMap((item) => {
    const row = rows.get(item.id)
    return row ? [toJobSummary(row, item.distance)] : []
  })
  const { lastPage } = pageWindow(ranked.total, p.page, p.perPage)
  return { items, total: ranked.total, lastPage }
}

/**
 * One page of the jobs within the radius, from the in-memory geo index: only the grid cells the
 * circle overlaps are read, and only the best page·perPage entries are kept while counting all
 * (ordered by distance, then id; or newest first, then the higher id), so nothing is fully sorted.
 */
async function rankNear(p: SearchParameters, types: Array<1 | 2 | 3>, lookups: SearchV2Lookups): Promise<RankedPage> {
  const geo = await lookups.geo()
  const siteIds = p.channelId === undefined ? null : await lookups.channelSites(p.channelId)
  const categoryIds = p.categoryIds.length > 0 ? new Set(p.categoryIds) : null
  const businessId = p.businessId
  const typeMask = types.reduce((mask, type) => mask | (1 << type), 0)
  const newestRank = p.sort === 'newest' ? geo.newestRank : null
  const latitude = p.latitude as number
  const longitude = p.longitude as number
  const best = new BestOf(Math.min(geo.size, p.page * p.perPage))
  let count = 0
  geo.near(latitude, longitude, p.radius, (slot, distance) => {
    if ((typeMask & (1 << (geo.typeId[slot] as number))) === 0) return
    if (categoryIds && !categoryIds.has(geo.categoryId[slot] as number)) return
    if (businessId !== undefined && geo.businessId[slot] !== businessId) return
    if (siteIds && !siteIds.has(geo.siteId[slot] as number)) return
    count++
    if (newestRank) best.offer(newestRank[slot] as number, 0, slot)
    else best.offer(distance, geo.id[slot] as number, slot)
  })
  const total = Math.min(count, p.limit ?? Number.POSITIVE_INFINITY)
  const { offset } = pageWindow(total, p.page, p.perPage)
  const items = best
    .sortedPayloads()
    .slice(offset, Math.min(total, offset + p.perPage))
    .map((slot) => ({ id: geo.id[slot] as number, distance: geo.distanceTo(slot, latitude, longitude) }))
  return { total, items }
}

async function loadSummaries(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map()
  const rows = await selectJobSummaries(db).where('j.id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row]))
}
