import { locationZipSlug, NEARBY_LABEL, parseLocationSlug } from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/** A place as far as the page head needs it; slug is its canonical slug. */
export interface PlaceHead {
  name: string
  slug: string
}

/**
 * The place a location slug names (SPEC §2 forms): id form by locations.id, zip form by
 * postal_codes.zip (the most populous place when several share it), "nearby" as the visitor's area.
 */
export async function findPlaceHead(db: Kysely<Database>, slug: string): Promise<PlaceHead | null> {
  const parsed = parseLocationSlug(slug)
  if (!parsed) return null
  if (parsed.kind === 'nearby') return { name: NEARBY_LABEL, slug }
  if (parsed.kind === 'id') {
    const row = await db.selectFrom('locations').select(['name', 'slug']).where('id', '=', parsed.id).executeTakeFirst()
    return row ?? null
  }
  const row = await db
    .selectFrom('postal_codes as p')
    .leftJoin('locations as l', 'l.id', 'p.location_id')
    .select(['p.place', 'p.zip'])
    .where('p.zip', '=', parsed.zip)
    // NULLs sort differently per dialect; places without a population count come last in both.
    .orderBy(sql`coalesce(l.population, -1)`, 'desc')
    .orderBy('p.id')
    .executeTakeFirst()
  return row ? { name: row.place, slug: locationZipSlug(row.place, row.zip) } : null
}

/** A visible business by slug (or numeric id, as the API accepts both). */
export async function findBusinessHead(db: Kysely<Database>, slugOrId: string) {
  let query = db
    .selectFrom('businesses')
    .select(['id', 'slug', 'name', 'motto', 'about_us', 'website', 'logo_url'])
    .where('is_visible', '=', 1)
  query = /^\d{1,12}$/.test(slugOrId)
    ? query.where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', Number(slugOrId))]))
    : query.where('slug', '=', slugOrId)
  return (await query.executeTakeFirst()) ?? null
}

/** A school's head data (SPEC §2 /schule/{slug} and its pages), by slug. */
export async function findSchoolHead(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom('schools')
    .select(['slug', 'name', 'city', 'about_us'])
    .where('slug', '=', slug)
    .executeTakeFirst()
  return row ?? null
}

/** A published job of a visible business with what its head and JobPosting need. */
export async function findJobHead(db: Kysely<Database>, jobSlug: string) {
  const row = await db
    .selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .leftJoin('business_sites as s', 's.id', 'j.business_site_id')
    .select([
      'j.slug',
      'j.name',
      'j.type_id',
      'j.description',
      'j.tasks',
      'j.requirements',
      'j.benefits',
      'j.positions',
      'j.start_date',
      'j.published_at',
      'j.city',
      'j.postal_code',
      'j.latitude',
      'j.longitude',
      's.street',
      'b.slug as business_slug',
      'b.name as business_name',
      'b.website as business_website',
      'b.logo_url as business_logo_url',
    ])
    .where('j.slug', '=', jobSlug)
    .where('j.status', '=', 'published')
    .where('b.is_visible', '=', 1)
    .executeTakeFirst()
  return row ?? null
}

export type JobHeadRow = NonNullable<Awaited<ReturnType<typeof findJobHead>>>
