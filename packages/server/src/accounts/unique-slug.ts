import { randomBytes } from 'node:crypto'
import { slugify } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

type SluggedTable = 'businesses' | 'business_sites' | 'schools' | 'regions' | 'channels'

/** Fixed pages under /schule/ (SPEC §2 Schools): a school called „Suche“ must not hide /schule/suche. */
const RESERVED: Partial<Record<SluggedTable, readonly string[]>> = {
  schools: ['registrierung', 'einstellungen', 'firmennetzwerk', 'nutzerverwaltung', 'suche'],
}

/**
 * A slug of the name that no row of the table has yet: name, name-2, name-3, … On a retry after a
 * lost race (`attempt` > 0, see retryOnUniqueViolation) parallel writers would all pick the same
 * next number again, so the slug gets a random suffix instead.
 */
export async function uniqueSlug(
  db: Kysely<Database>,
  table: SluggedTable,
  name: string,
  attempt = 0,
): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'eintrag'
  const taken = new Set(
    (
      await db
        .selectFrom(table)
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  )
  for (const slug of RESERVED[table] ?? []) taken.add(slug)
  if (attempt > 0) {
    for (;;) {
      const slug = `${base}-${randomBytes(3).toString('hex')}`
      if (!taken.has(slug)) return slug
    }
  }
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
