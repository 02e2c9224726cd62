import { distanceKm, geoCellRanges, type Location, parseLocationSlug, slugify } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { placeToLocation, postalCodeToLocation } from './location-mapper.ts'

const placeColumns = ['id', 'name', 'slug', 'state', 'latitude', 'longitude', 'population'] as const
const postalColumns = ['id', 'zip', 'place', 'state', 'latitude', 'longitude', 'location_id'] as const

export const LOCATION_NOT_FOUND = 'Ort nicht gefunden.'

/** The postal code area of a zip; when several places share it, the most populous one. */
export async function findLocationByZip(db: Kysely<Database>, zip: string): Promise<Location | null> {
  const row = await db
    .selectFrom('postal_codes as p')
    .leftJoin('locations as l', 'l.id', 'p.location_id')
    .select(['p.id', 'p.zip', 'p.place', 'p.state', 'p.latitude', 'p.longitude', 'p.location_id', 'l.population'])
    .where('p.zip', '=', zip)
    .orderBy('l.population', 'desc')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst()
  return row ? postalCodeToLocation(row, row.population) : null
}

export async function findPlaceById(db: Kysely<Database>, id: number): Promise<Location | null> {
  const row = await db.selectFrom('locations').select(placeColumns).where('id', '=', id).executeTakeFirst()
  return row ? placeToLocation(row) : null
}

/**
 * A place by numeric id or by one of the slug forms of SPEC §2. "nearby" has no fixed place:
 * the caller must send the browser's coordinates instead.
 */
export async function findLocation(db: Kysely<Database>, idOrSlug: string): Promise<Location> {
  if (/^\d{1,12}$/.test(idOrSlug)) {
    return (await findPlaceById(db, Number(idOrSlug))) ?? throwNotFound()
  }
  const parsed = parseLocationSlug(idOrSlug)
  if (!parsed) throw notFound(LOCATION_NOT_FOUND)
  if (parsed.kind === 'nearby') {
    throw new HttpError(422, 'Für „Umgebung“ werden die Koordinaten Deines Standorts benötigt.', {
      idOrSlug: ['Für „Umgebung“ sende latitude und longitude an /api/location/address_for_location.'],
    })
  }
  if (parsed.kind === 'zip') return (await findLocationByZip(db, parsed.zip)) ?? throwNotFound()
  return (await findPlaceById(db, parsed.id)) ?? throwNotFound()
}

function throwNotFound(): never {
  throw notFound(LOCATION_NOT_FOUND)
}

export interface PlaceWithDistance {
  location: Location
  distance: number
}

/** Places within a radius, nearest first, read through the geo-cell index. */
export async function placesNear(
  db: Kysely<Database>,
  lat: number,
  lng: number,
  radiusKm: number,
  limit: number,
): Promise<PlaceWithDistance[]> {
  const ranges = geoCellRanges(lat, lng, radiusKm)
  const rows = await db
    .selectFrom('locations')
    .select(placeColumns)
    .where((eb) => eb.or(ranges.map(([from, to]) => eb('geo_cell', '>=', from).and('geo_cell', '<=', to))))
    .execute()
  return rows
    .map((row) => ({ location: placeToLocation(row), distance: distanceKm(lat, lng, row.latitude, row.longitude) }))
    .filter((p) => p.distance <= radiusKm)
    .sort((a, b) => a.distance - b.distance || a.location.id - b.location.id)
    .slice(0, limit)
}

/** The nearest place, searching outward until one is found (Germany is dense; 3 rings suffice). */
export async function nearestPlace(db: Kysely<Database>, lat: number, lng: number): Promise<PlaceWithDistance | null> {
  for (const radius of [15, 60, 250]) {
    const [nearest] = await placesNear(db, lat, lng, radius, 1)
    if (nearest) return nearest
  }
  return null
}

/** The nearest postal code area belonging to a place, if postal codes were imported. */
export async function nearestPostalCode(db: Kysely<Database>, placeId: number, lat: number, lng: number) {
  const rows = await db.selectFrom('postal_codes').select(postalColumns).where('location_id', '=', placeId).execute()
  let best: (typeof rows)[number] | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const row of rows) {
    const d = distanceKm(lat, lng, row.latitude, row.longitude)
    if (d < bestDistance) {
      best = row
      bestDistance = d
    }
  }
  return best ?? null
}

/** Place suggestions: a postal-code prefix lists postal code areas, a name prefix lists places by size. */
export async function autocompletePlaces(db: Kysely<Database>, search: string, limit = 10): Promise<Location[]> {
  const term = search.trim()
  if (/^\d{1,5}$/.test(term)) {
    const rows = await db
      .selectFrom('postal_codes')
      .select(postalColumns)
      .where('zip', 'like', `${term}%`)
      .orderBy('zip')
      .orderBy('place')
      .limit(limit)
      .execute()
    return rows.map((row) => postalCodeToLocation(row))
  }
  const folded = slugify(term).replace(/-/g, ' ')
  if (!folded) return []
  const rows = await db
    .selectFrom('locations')
    .select(placeColumns)
    .where('name_search', 'like', `${folded.replace(/[%_]/g, '')}%`)
    .orderBy('population', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute()
  return rows.map((row) => placeToLocation(row))
}
