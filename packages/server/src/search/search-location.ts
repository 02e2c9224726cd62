import type { Location } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { findLocation } from '../locations/queries.ts'

/**
 * The v2 search's `location` (a place slug, a postal-code slug or a place id) turned into the
 * place and its coordinates, so a widget searches a place in one request instead of looking it up
 * first. Unknown or unusable slugs („nearby“ has no fixed place) are a field error on `location`.
 */
export async function resolveSearchLocation<Q extends { location?: string; latitude?: number; longitude?: number }>(
  db: Kysely<Database>,
  query: Q,
): Promise<{ query: Q; location: Location | null }> {
  if (query.location === undefined) return { query, location: null }
  let location: Location
  try {
    location = await findLocation(db, query.location)
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
      throw new HttpError(422, 'Diesen Ort kennen wir nicht.', {
        location: [`Unbekannter Ort: ${query.location}. Für Deinen Standort sende latitude und longitude.`],
      })
    }
    throw error
  }
  return { query: { ...query, latitude: location.latitude, longitude: location.longitude }, location }
}
