import type { CityItem, Location } from '@oabat/core'
import { locationZipSlug } from '@oabat/core'
import type { LocationsTable, PostalCodesTable } from '../db/schema.ts'

type PlaceRow = Pick<LocationsTable, 'id' | 'name' | 'slug' | 'state' | 'latitude' | 'longitude' | 'population'>

/** A place row as the API's Location. */
export function placeToLocation(row: PlaceRow, zip: string | null = null): Location {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    zip,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
  }
}

type PostalRow = Pick<PostalCodesTable, 'zip' | 'place' | 'state' | 'latitude' | 'longitude' | 'location_id'> & {
  id: number
}

/** A postal code area as a Location in the zip slug form; its id is the place it belongs to. */
export function postalCodeToLocation(row: PostalRow, population: number | null = null): Location {
  return {
    id: row.location_id ?? row.id,
    name: row.place,
    slug: locationZipSlug(row.place, row.zip),
    zip: row.zip,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    population,
  }
}

export function toCityItem(location: Location, jobsCount: number, distanceKm: number | null): CityItem {
  return { ...location, jobs_count: jobsCount, distance_km: distanceKm === null ? null : round1(distanceKm) }
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10
}
