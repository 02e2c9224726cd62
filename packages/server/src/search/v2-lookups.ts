import { DEFAULT_SEARCH_CHANNEL, foldGerman } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { DialectName } from '../db/dialect.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { proPortalBusinessIds } from '../store/pro-portal.ts'
import { type JobCandidate, jobsByIds, jobsByIdsNear, jobsNear, loadJobTable } from './job-candidates.ts'
import type { BusinessFacts } from './job-filters.ts'
import { loadPosts, type PostRow } from './post-search.ts'
import { RefreshingValue } from './refreshing-value.ts'
import { SuggestIndex } from './suggest-index.ts'
import { matchingJobIds } from './term-index.ts'

export interface BusinessFactsIndex {
  byId: Map<number, BusinessFacts & { folded: string }>
  idBySlug: Map<string, number>
}

/**
 * The v2 search's lookups and caches, one set per app. Reference data (categories, channels,
 * businesses, job lists, suggestions) lives 60 s; candidate lists and term matches 30 s, as the
 * ranked lists of the v1 search do, so a new or changed job shows within half a minute.
 */
export function createSearchV2Lookups(db: Kysely<Database>, dialect: DialectName, now: () => number = Date.now) {
  const reference = new TtlCache<string, unknown>(60_000, 64)
  const candidates = new TtlCache<string, JobCandidate[]>(30_000, 300)
  const terms = new TtlCache<string, Set<number>>(30_000, 500)
  const sortedResults = new TtlCache<string, JobCandidate[]>(30_000, 500)

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return reference.getOrLoad(key, load) as Promise<T>
  }

  const categories = () =>
    cached('categories', async () => {
      const rows = await db.selectFrom('job_categories').select(['id', 'slug', 'name']).execute()
      return {
        idBySlug: new Map(rows.map((r) => [r.slug, r.id])),
        byId: new Map(rows.map((r) => [r.id, { slug: r.slug, name: r.name }])),
      }
    })

  const channelIds = () =>
    cached('channels', async () => {
      const rows = await db.selectFrom('channels').select(['id', 'slug']).execute()
      return new Map(rows.map((r) => [r.slug, r.id]))
    })

  /** The channel's id; null for the default channel, which lists everything. Unknown: 422. */
  async function channelId(slug: string): Promise<number | null> {
    if (slug === DEFAULT_SEARCH_CHANNEL) return null
    const id = (await channelIds()).get(slug)
    if (id === undefined)
      throw new HttpError(422, 'Die Eingaben sind ungültig.', { channel: ['Diesen Kanal gibt es nicht.'] })
    return id
  }

  const channelSites = (id: number) =>
    cached(`channel-sites:${id}`, async () => {
      const rows = await db
        .selectFrom('business_site_channels')
        .select('business_site_id')
        .where('channel_id', '=', id)
        .where('is_active', '=', 1)
        .execute()
      return new Set(rows.map((r) => r.business_site_id))
    })

  const businesses = () =>
    cached<BusinessFactsIndex>('businesses', async () => {
      const rows = await db
        .selectFrom('businesses')
        .select(['id', 'slug', 'name', 'avg_response_hours'])
        .where('is_visible', '=', 1)
        .execute()
      // „Nur Premium-Betriebe“: the pro portal by flag, grant or a running premium subscription.
      const pro = await proPortalBusinessIds(db, new Date(now()).toISOString())
      return {
        byId: new Map(
          rows.map((r) => [
            r.id,
            {
              slug: r.slug,
              name: r.name,
              hasPro: pro.has(r.id),
              responseHours: r.avg_response_hours,
              folded: ` ${foldGerman(r.name)}`,
            },
          ]),
        ),
        idBySlug: new Map(rows.map((r) => [r.slug, r.id])),
      }
    })

  /** The job ids of a job list; an unknown list is a 404. */
  async function jobListIds(slug: string): Promise<Set<number>> {
    const list = await cached(`list:${slug}`, async () => {
      const row = await db.selectFrom('job_lists').select('id').where('slug', '=', slug).executeTakeFirst()
      if (!row) return null
      const jobs = await db.selectFrom('job_list_jobs').select('job_id').where('job_list_id', '=', row.id).execute()
      return new Set(jobs.map((j) => j.job_id))
    })
    if (!list) throw new HttpError(404, 'Diese Jobliste gibt es nicht.')
    return list
  }

  const termIds = (words: string[]) => terms.getOrLoad(words.join(' '), () => matchingJobIds(db, dialect, words))

  // Every published job's filter attributes in memory, refreshed in the background after 30 s.
  const table = new RefreshingValue(() => loadJobTable(db), 30_000)

  const near = (latitude: number, longitude: number, radius: number) =>
    candidates.getOrLoad(`near:${latitude}:${longitude}:${radius}`, async () =>
      jobsNear(await table.get(), latitude, longitude, radius),
    )

  const byIds = async (_key: string, ids: Set<number>) => jobsByIds(await table.get(), ids)

  /** Term matches near a point: usually far fewer than all jobs near it, so they come first. */
  const byIdsNear = async (ids: Set<number>, latitude: number, longitude: number, radius: number) =>
    jobsByIdsNear(await table.get(), ids, latitude, longitude, radius)

  const all = async () => (await table.get()).all

  /** The job table's grid of coordinates (the v1 radius search ranks from it). */
  const geo = async () => (await table.get()).geo

  const suggestIndex = () =>
    cached('suggest', async () => {
      const rows = await db
        .selectFrom('search_suggestions')
        .select(['kind', 'label', 'folded', 'slug', 'weight'])
        .execute()
      return new SuggestIndex(rows)
    })

  // Posts are few and written by people who look for them at once: a short life.
  const postRows = new TtlCache<string, PostRow[]>(5_000, 1)
  const posts = () => postRows.getOrLoad('posts', () => loadPosts(db))

  async function jobIdBySlug(slug: string): Promise<number | undefined> {
    const row = await db.selectFrom('jobs').select('id').where('slug', '=', slug).executeTakeFirst()
    return row?.id
  }

  /** The filtered, sorted job list of one search (every parameter but the page), cached like the candidates. */
  const results = (key: string, load: () => Promise<JobCandidate[]>) => sortedResults.getOrLoad(key, load)

  /** Drops everything derived from jobs and businesses; anything that writes them clears the search cache, which calls this. */
  function invalidate(): void {
    table.invalidate()
    candidates.clear()
    sortedResults.clear()
    terms.clear()
    reference.clear()
    postRows.clear()
  }

  /** Drops the suggest index only, after the suggestions were rebuilt. */
  function forgetSuggestions(): void {
    reference.delete('suggest')
  }

  /** Loads the job table in the background, so the first visitor does not wait for it. */
  function warm(): void {
    table.get().catch(() => {})
  }

  return {
    invalidate,
    forgetSuggestions,
    warm,
    results,
    jobIdBySlug,
    categories,
    channelId,
    channelSites,
    businesses,
    jobListIds,
    termIds,
    near,
    byIds,
    byIdsNear,
    all,
    geo,
    suggestIndex,
    posts,
  }
}

export type SearchV2Lookups = ReturnType<typeof createSearchV2Lookups>
