import { CRAFTS, DEFAULT_SEARCH_CHANNEL, type SearchItem } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { searchBusinesses } from './business-search.ts'
import { searchJobs } from './job-search.ts'
import type { SearchParameters } from './search-parameters.ts'
import type { SearchV2Lookups } from './v2-lookups.ts'

export function registerSearchRoutes(app: Hono, { db, searchCache }: AppContext, searchLookups: SearchV2Lookups): void {
  // Slug → id lookups for categories and channels; both change only with a deploy or an admin action.
  const lookups = new TtlCache<string, Map<string, number>>(60_000, 4)
  const categoryIds = () =>
    lookups.getOrLoad('categories', async () => {
      const rows = await db.selectFrom('job_categories').select(['id', 'slug']).execute()
      return new Map(rows.map((r) => [r.slug, r.id]))
    })
  const channelIds = () =>
    lookups.getOrLoad('channels', async () => {
      const rows = await db.selectFrom('channels').select(['id', 'slug']).execute()
      return new Map(rows.map((r) => [r.slug, r.id]))
    })

  registerRoute(app, contract.jobCategories, async () => {
    const rows = await db.selectFrom('job_categories').select(['id', 'slug', 'name']).orderBy('sort_order').execute()
    return { data: rows }
  })

  registerRoute(app, contract.search, async ({ query }) => {
    const crafts = query.filters?.crafts ?? []
    const unknownCraft = crafts.find((craft) => !(CRAFTS as readonly string[]).includes(craft))
    if (unknownCraft) {
      throw new HttpError(422, 'Die Eingaben sind ungültig.', {
        'filters.crafts': [`Unbekanntes Berufsfeld „${unknownCraft}“. Erlaubt sind ${CRAFTS.join(', ')}.`],
      })
    }
    const categories = await categoryIds()
    let channelId: number | undefined
    if (query.channel !== DEFAULT_SEARCH_CHANNEL) {
      channelId = (await channelIds()).get(query.channel)
      if (channelId === undefined) {
        throw new HttpError(422, 'Die Eingaben sind ungültig.', { channel: ['Diesen Kanal gibt es nicht.'] })
      }
    }
    let businessId: number | undefined
    const businessSlug = query.filters?.business
    if (businessSlug) {
      const business = await db
        .selectFrom('businesses')
        .select('id')
        .where('slug', '=', businessSlug)
        .executeTakeFirst()
      // An unknown business simply matches nothing; -1 is no id.
      businessId = business?.id ?? -1
    }
    const hasPoint = query.latitude !== undefined && query.longitude !== undefined
    const parameters: SearchParameters = {
      latitude: query.latitude ?? null,
      longitude: query.longitude ?? null,
      radius: query.radius,
      category: query.category,
      sort: query.sort ?? (hasPoint ? 'distance' : 'newest'),
      page: query.page,
      perPage: query.per_page,
      limit: query.limit,
      categoryIds: crafts.flatMap((craft) => categories.get(craft) ?? []),
      businessId,
      channelId,
    }
    const page =
      query.category === 'Unternehmen'
        ? await searchBusinesses(db, parameters)
        : await searchJobs(db, { ...parameters, category: query.category }, searchCache, searchLookups)
    const type = query.category === 'Unternehmen' ? 'business' : 'job'
    return {
      result: {
        data: page.items.map((item) => ({ ...item, type }) as SearchItem),
        current_page: query.page,
        last_page: page.lastPage,
        total: page.total,
      },
      filters: {
        latitude: parameters.latitude,
        longitude: parameters.longitude,
        radius: parameters.radius,
        category: parameters.category,
        channel: query.channel,
        sort: parameters.sort,
        crafts,
        business: businessSlug ?? null,
      },
    }
  })
}
