import { distanceKm } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Channels of the regions whose circle holds a point: a new site or school belongs to them, as in the seed. */
export async function regionChannelsAt(db: Kysely<Database>, latitude: number, longitude: number): Promise<number[]> {
  const regions = await db.selectFrom('regions').select(['channel_id', 'latitude', 'longitude', 'radius_km']).execute()
  return regions
    .filter((r) => distanceKm(latitude, longitude, r.latitude, r.longitude) <= r.radius_km)
    .map((r) => r.channel_id)
}
