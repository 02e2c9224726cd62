import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { findLocation } from '../locations/queries.ts'

export interface ResolvedPlace {
  city: string
  postal_code: string | null
  location_id: number | null
  latitude: number
  longitude: number
}

/**
 * The place of a new business site, school or region: a postal code (the most populous place of
 * that area) or a place given by slug or id, as from /api/search/autocomplete_city. An unknown one
 * is a 422 on the field, under the field path of the request body (prefix).
 */
export async function resolvePlace(
  db: Kysely<Database>,
  input: { postal_code?: string; location?: string | number },
  prefix: string,
): Promise<ResolvedPlace> {
  if (input.postal_code) {
    const row = await db
      .selectFrom('postal_codes as p')
      .leftJoin('locations as l', 'l.id', 'p.location_id')
      .select(['p.zip', 'p.place', 'p.latitude', 'p.longitude', 'p.location_id'])
      .where('p.zip', '=', input.postal_code)
      .orderBy('l.population', 'desc')
      .orderBy('p.id')
      .executeTakeFirst()
    if (!row) {
      const message = 'Diese Postleitzahl kennen wir nicht.'
      throw new HttpError(422, message, { [`${prefix}postal_code`]: [message] })
    }
    return {
      city: row.place,
      postal_code: row.zip,
      location_id: row.location_id,
      latitude: row.latitude,
      longitude: row.longitude,
    }
  }
  const location = await findLocation(db, String(input.location)).catch(() => null)
  if (!location) {
    const message = 'Diesen Ort kennen wir nicht.'
    throw new HttpError(422, message, { [`${prefix}location`]: [message] })
  }
  // A postal-code slug may answer with the postal row's own id; keep only ids of real places.
  const place = await db.selectFrom('locations').select('id').where('id', '=', location.id).executeTakeFirst()
  return {
    city: location.name,
    postal_code: location.zip,
    location_id: place?.id ?? null,
    latitude: location.latitude,
    longitude: location.longitude,
  }
}
