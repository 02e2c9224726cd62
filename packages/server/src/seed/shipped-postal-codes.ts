import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/connect.ts'
import { countRows, syncIdSequences } from './batch-insert.ts'
import { importPlaces } from './places.ts'
import { importPostalCodes } from './postal-codes.ts'
import { seedReferenceData } from './reference-data.ts'

/** Keeps two processes on one PostgreSQL database from importing the postal codes at once. */
const POSTAL_CODE_LOCK_KEY = 7_242_027

/**
 * The folder of the server package (the first package.json above this module). The same from the
 * sources (src/seed/) and from the bundle (dist/main.js), so the shipped data is found from both.
 */
function serverPackageRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${from}`)
    dir = parent
  }
  return dir
}

/** The German postal codes shipped with the server (GeoNames, CC BY 4.0; see postal-codes/README.md). */
export const SHIPPED_POSTAL_CODES_FILE = path.join(serverPackageRoot(), 'postal-codes', 'de-postal-codes.csv')

/** The postal-code file to import: POSTAL_CODES_FILE when set, else the shipped one. */
export function postalCodesFileOf(configured: string | undefined): string {
  return configured ? path.resolve(configured) : SHIPPED_POSTAL_CODES_FILE
}

/**
 * Imports what the product needs with or without the demo data, each part only when its table is
 * empty: places, postal codes, and the reference data (the oabat channel, the fixed regions of
 * SPEC §2 with their channels, the job categories) that registration and search depend on. Runs on
 * first start without the demo seed, and for a database created before these were shipped.
 * Returns the number of postal codes imported (0 when there were some already).
 */
export async function importBaseDataOnFirstStart(handle: DatabaseHandle, file: string): Promise<number> {
  const missing = async (db: typeof handle.db) =>
    (await countRows(db, 'postal_codes')) === 0 || (await countRows(db, 'channels')) === 0
  if (!(await missing(handle.db))) return 0
  return handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${POSTAL_CODE_LOCK_KEY})`.execute(trx)
    if (!(await missing(trx))) return 0
    await importPlaces(trx)
    const postalCodes = (await countRows(trx, 'postal_codes')) === 0 ? await importPostalCodes(trx, file) : 0
    await seedReferenceData(trx)
    // The reference rows carry explicit ids; PostgreSQL's identity sequences must follow them.
    if (handle.dialect === 'postgres') await syncIdSequences(trx, ['channels', 'regions', 'job_categories'])
    return postalCodes
  })
}
