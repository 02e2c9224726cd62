import { geoCell } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { ResolvedPlace } from './place-lookup.ts'
import { regionChannelsAt } from './region-channels.ts'
import { uniqueSlug } from './unique-slug.ts'

export interface NewBusinessSite {
  businessId: number
  /** The text the slug is made of (company and place, or company and site name). */
  slugText: string
  name: string
  street: string | null
  place: ResolvedPlace
  isMain: boolean
  /** The channel the company chose or belongs to; the site also joins every region whose circle holds it. */
  channelId: number | null
}

/**
 * Inserts a business site at its place and joins it to its channels, as the seed does. `attempt`
 * is retryOnUniqueViolation's: a slug taken by a parallel request gets a random suffix next time.
 */
export async function insertBusinessSite(
  trx: Kysely<Database>,
  site: NewBusinessSite,
  attempt: number,
): Promise<number> {
  const { place } = site
  const row = await trx
    .insertInto('business_sites')
    .values({
      business_id: site.businessId,
      slug: await uniqueSlug(trx, 'business_sites', site.slugText, attempt),
      name: site.name,
      street: site.street,
      postal_code: place.postal_code,
      city: place.city,
      location_id: place.location_id,
      latitude: place.latitude,
      longitude: place.longitude,
      geo_cell: geoCell(place.latitude, place.longitude),
      is_main: site.isMain ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const id = Number(row.id)
  const channelIds = new Set([
    ...(site.channelId === null ? [] : [site.channelId]),
    ...(await regionChannelsAt(trx, place.latitude, place.longitude)),
  ])
  if (channelIds.size > 0)
    await trx
      .insertInto('business_site_channels')
      .values([...channelIds].map((channel_id) => ({ business_site_id: id, channel_id, is_active: 1 })))
      .execute()
  return id
}
