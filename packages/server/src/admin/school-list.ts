import type { AdminSchoolRow } from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Rows per page of /admin/schulen. */
export const ADMIN_SCHOOLS_PER_PAGE = 20

/**
 * The school list of the admin (docs/admin.md): searched by name, city or slug and paged in the
 * database, ordered by name; each row with its channel and how many accounts the school has.
 */
export async function listAdminSchools(
  db: Kysely<Database>,
  query: { search?: string | undefined; page: number },
): Promise<{ data: AdminSchoolRow[]; meta: { current_page: number; last_page: number; total: number } }> {
  let base = db.selectFrom('schools')
  const search = query.search?.toLowerCase().replace(/[%_\\]/g, '')
  if (search) {
    const pattern = `%${search}%`
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(schools.name)`, 'like', pattern),
        eb(sql`lower(schools.city)`, 'like', pattern),
        eb('schools.slug', 'like', pattern),
      ]),
    )
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()
  const count = Number(total)
  const rows = await base
    .leftJoin('channels', 'channels.id', 'schools.channel_id')
    .select([
      'schools.id',
      'schools.slug',
      'schools.name',
      'schools.type',
      'schools.city',
      'schools.is_minibat_unlocked',
      'channels.slug as channel_slug',
      'channels.name as channel_name',
    ])
    .orderBy('schools.name')
    .orderBy('schools.id')
    .limit(ADMIN_SCHOOLS_PER_PAGE)
    .offset((query.page - 1) * ADMIN_SCHOOLS_PER_PAGE)
    .execute()
  const ids = rows.map((row) => row.id)
  const [users, regions] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('users')
            .select(['school_id', (eb) => eb.fn.countAll<number | string>().as('n')])
            .where('school_id', 'in', ids)
            .groupBy('school_id')
            .execute(),
          db
            .selectFrom('region_schools')
            .innerJoin('regions', 'regions.id', 'region_schools.region_id')
            .select(['region_schools.school_id', 'regions.id', 'regions.slug', 'regions.name'])
            .where('region_schools.school_id', 'in', ids)
            .orderBy('regions.name')
            .execute(),
        ])
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type,
      city: row.city,
      is_minibat_unlocked: row.is_minibat_unlocked === 1,
      channel: row.channel_slug && row.channel_name ? { slug: row.channel_slug, name: row.channel_name } : null,
      users: Number(users.find((u) => u.school_id === row.id)?.n ?? 0),
      regions: regions
        .filter((region) => region.school_id === row.id)
        .map((region) => ({ id: region.id, slug: region.slug, name: region.name })),
    })),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(count / ADMIN_SCHOOLS_PER_PAGE)),
      total: count,
    },
  }
}
