import { type BusinessSummary, businessPagePath, distanceKm, geoCellRanges } from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { round1 } from '../locations/location-mapper.ts'
import { pageWindow } from './job-search.ts'
import type { SearchPage, SearchParameters } from './search-parameters.ts'

/** Visible businesses with a site in reach, each once at its nearest site (tab "Unternehmen"). */
export async function searchBusinesses(db: Kysely<Database>, p: SearchParameters): Promise<SearchPage> {
  let sites = db
    .selectFrom('business_sites as s')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select(['s.id as site_id', 's.business_id', 's.latitude', 's.longitude', 'b.name'])
    .where('b.is_visible', '=', 1)
  if (p.businessId !== undefined) sites = sites.where('b.id', '=', p.businessId)
  if (p.channelId !== undefined) {
    const channelId = p.channelId
    sites = sites.where('s.id', 'in', (eb) =>
      eb
        .selectFrom('business_site_channels')
        .select('business_site_id')
        .where('channel_id', '=', channelId)
        .where('is_active', '=', 1),
    )
  }
  if (p.categoryIds.length > 0) {
    const categoryIds = p.categoryIds
    sites = sites.where('b.id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('business_id')
        .where('status', '=', 'published')
        .where('category_id', 'in', categoryIds),
    )
  }
  const lat = p.latitude
  const lng = p.longitude
  if (lat !== null && lng !== null) {
    const ranges = geoCellRanges(lat, lng, p.radius)
    sites = sites.where((eb) =>
      eb.or(ranges.map(([from, to]) => eb('s.geo_cell', '>=', from).and('s.geo_cell', '<=', to))),
    )
  }
  const nearest = new Map<number, { siteId: number; distance: number | null; name: string }>()
  for (const site of await sites.execute()) {
    if (p.acceptBusiness && !p.acceptBusiness(site.business_id)) continue
    const distance = lat !== null && lng !== null ? distanceKm(lat, lng, site.latitude, site.longitude) : null
    if (distance !== null && distance > p.radius) continue
    const known = nearest.get(site.business_id)
    if (!known || (distance !== null && known.distance !== null && distance < known.distance)) {
      nearest.set(site.business_id, { siteId: site.site_id, distance, name: site.name })
    }
  }
  const ordered = [...nearest.entries()].sort(([idA, a], [idB, b]) =>
    a.distance !== null && b.distance !== null
      ? a.distance - b.distance || idA - idB
      : a.name.localeCompare(b.name, 'de') || idA - idB,
  )
  const total = Math.min(ordered.length, p.limit ?? Number.POSITIVE_INFINITY)
  const { lastPage, offset } = pageWindow(total, p.page, p.perPage)
  const pageEntries = ordered.slice(offset, Math.min(total, offset + p.perPage))
  if (pageEntries.length === 0) return { items: [], total, lastPage }

  const businessIds = pageEntries.map(([id]) => id)
  const siteIds = pageEntries.map(([, entry]) => entry.siteId)
  const [businesses, siteRows, counts] = await Promise.all([
    db
      .selectFrom('businesses')
      .select(['id', 'slug', 'name', 'motto', 'logo_url'])
      .where('id', 'in', businessIds)
      .execute(),
    db.selectFrom('business_sites').select(['id', 'slug', 'city']).where('id', 'in', siteIds).execute(),
    db
      .selectFrom('jobs')
      .select(['business_id', sql<number>`count(*)`.as('n')])
      .where('status', '=', 'published')
      .where('business_id', 'in', businessIds)
      .groupBy('business_id')
      .execute(),
  ])
  const businessById = new Map(businesses.map((b) => [b.id, b]))
  const siteById = new Map(siteRows.map((s) => [s.id, s]))
  const countById = new Map(counts.map((c) => [c.business_id, Number(c.n)]))
  const items: BusinessSummary[] = pageEntries.flatMap(([id, entry]) => {
    const business = businessById.get(id)
    const site = siteById.get(entry.siteId)
    if (!business || !site) return []
    return [
      {
        id,
        slug: business.slug,
        name: business.name,
        motto: business.motto,
        logo_url: business.logo_url,
        city: site.city,
        site_slug: site.slug,
        distance_km: entry.distance === null ? null : round1(entry.distance),
        jobs_count: countById.get(id) ?? 0,
        url: businessPagePath(business.slug),
      },
    ]
  })
  return { items, total, lastPage }
}
