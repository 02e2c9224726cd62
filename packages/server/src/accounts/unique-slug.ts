import { slugify } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

type SluggedTable = 'businesses' | 'business_sites' | 'schools' | 'regions' | 'channels'

/** A slug of the name that no row of the table has yet: name, name-2, name-3, … */
export async function uniqueSlug(db: Kysely<Database>, table: SluggedTable, name: string): Promise<string> {
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
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
