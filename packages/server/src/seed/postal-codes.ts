import type { Insertable, Kysely } from 'kysely'
import type { Database, PostalCodesTable } from '../db/schema.ts'
import { insertRows, inTransaction } from './batch-insert.ts'
import { PlaceIndex } from './place-index.ts'
import { readPostalCodeFile } from './postal-code-file.ts'

/**
 * Replaces the postal_codes table with the German rows of a GeoNames postal-code file (the
 * tab-separated dump DE.txt or its CSV conversion). Each postal code is tied to the nearest place
 * of its district, else the nearest place within 15 km. Returns the number of rows imported.
 * Throws (and leaves the table as it was) when the file is missing or holds no German rows.
 */
export async function importPostalCodes(db: Kysely<Database>, filePath: string): Promise<number> {
  const records = readPostalCodeFile(filePath)
  return inTransaction(db, async (trx) => {
    const places = await trx
      .selectFrom('locations')
      .select(['id', 'name', 'slug', 'district_code', 'population', 'latitude', 'longitude'])
      .orderBy('id')
      .execute()
    const index = new PlaceIndex(places)
    const rows: Array<Insertable<PostalCodesTable>> = records.map((record) => ({
      ...record,
      location_id: index.nearestForDistrict(record.district_code, record.latitude, record.longitude)?.id ?? null,
    }))
    await trx.deleteFrom('postal_codes').execute()
    await insertRows(trx, 'postal_codes', rows)
    return rows.length
  })
}
