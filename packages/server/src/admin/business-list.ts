import type { AdminBusinessRow } from '@oabat/core'
import type { AdminBusinessSort } from '@oabat/core/contract'
import { type ExpressionBuilder, type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'

/** Rows per page of /admin/betriebe. */
export const ADMIN_BUSINESSES_PER_PAGE = 20

export interface AdminBusinessQuery {
  search?: string | undefined
  channel?: string | undefined
  subscription_type?: number | undefined
  sort: AdminBusinessSort
  page: number
}

type B = ExpressionBuilder<Database, 'businesses'>

/**
 * The company list of the admin (docs/admin.md): filtered and paged in the database, so one page
 * reads 20 rows whatever the number of companies. The search looks at name, slug and the e-mail of
 * the company's accounts, case-insensitively (SQLite lowers ASCII letters only: „Ä“ finds „Ä“).
 */
export async function listAdminBusinesses(
  db: Kysely<Database>,
  query: AdminBusinessQuery,
): Promise<{ data: AdminBusinessRow[]; meta: { current_page: number; last_page: number; total: number } }> {
  let base = db.selectFrom('businesses')
  // Wildcards are dropped: both dialects then match the plain text without an ESCAPE clause.
  const search = query.search?.toLowerCase().replace(/[%_\\]/g, '')
  if (search) {
    const pattern = `%${search}%`
    base = base.where((eb: B) =>
      eb.or([
        eb(sql`lower(businesses.name)`, 'like', pattern),
        eb('businesses.slug', 'like', pattern),
        eb(
          'businesses.id',
          'in',
          eb
            .selectFrom('users')
            .select('users.business_id')
            .where('users.business_id', 'is not', null)
            .where(sql`lower(users.email)`, 'like', pattern),
        ),
      ]),
    )
  }
  if (query.channel) {
    const channel = await db.selectFrom('channels').select('id').where('slug', '=', query.channel).executeTakeFirst()
    if (!channel) throw new HttpError(422, 'Diesen Kanal gibt es nicht.', { channel: ['Diesen Kanal gibt es nicht.'] })
    base = base.where((eb: B) =>
      eb(
        'businesses.id',
        'in',
        eb
          .selectFrom('business_site_channels')
          .innerJoin('business_sites', 'business_sites.id', 'business_site_channels.business_site_id')
          .select('business_sites.business_id')
          .where('business_site_channels.channel_id', '=', channel.id)
          .where('business_site_channels.is_active', '=', 1),
      ),
    )
  }
  const type = query.subscription_type
  if (type !== undefined) {
    base = base.where((eb: B) =>
      eb(
        'businesses.id',
        'in',
        eb
          .selectFrom('business_subscription_types')
          .select('business_subscription_types.business_id')
          .where('business_subscription_types.subscription_type_id', '=', type),
      ),
    )
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()
  const count = Number(total)
  const column = query.sort.replace('-', '') as 'name' | 'created_at'
  const direction = query.sort.startsWith('-') ? 'desc' : 'asc'
  const ids = await base
    .select('businesses.id')
    .orderBy(`businesses.${column}`, direction)
    .orderBy('businesses.id', direction)
    .limit(ADMIN_BUSINESSES_PER_PAGE)
    .offset((query.page - 1) * ADMIN_BUSINESSES_PER_PAGE)
    .execute()
  return {
    data: await loadAdminBusinessRows(
      db,
      ids.map((row) => row.id),
    ),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(count / ADMIN_BUSINESSES_PER_PAGE)),
      total: count,
    },
  }
}

/** The rows of these companies, in the given order: sites with their channels, first account, subscriptions, published jobs. */
export async function loadAdminBusinessRows(db: Kysely<Database>, ids: number[]): Promise<AdminBusinessRow[]> {
  if (ids.length === 0) return []
  const [businesses, sites, channels, users, types, jobs] = await Promise.all([
    db
      .selectFrom('businesses')
      .select(['id', 'slug', 'name', 'is_job_fair_participant', 'is_visible', 'created_at'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('business_sites')
      .select(['id', 'business_id', 'name', 'city', 'is_main'])
      .where('business_id', 'in', ids)
      .orderBy('is_main', 'desc')
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('business_site_channels')
      .innerJoin('business_sites', 'business_sites.id', 'business_site_channels.business_site_id')
      .innerJoin('channels', 'channels.id', 'business_site_channels.channel_id')
      .select([
        'business_site_channels.business_site_id',
        'business_site_channels.is_active',
        'channels.slug',
        'channels.name',
      ])
      .where('business_sites.business_id', 'in', ids)
      .orderBy('channels.name')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'business_id', 'email', 'firstname', 'lastname'])
      .where('business_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('business_subscription_types')
      .select(['business_id', 'subscription_type_id'])
      .where('business_id', 'in', ids)
      .orderBy('subscription_type_id')
      .execute(),
    db
      .selectFrom('jobs')
      .select(['business_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('business_id', 'in', ids)
      .where('status', '=', 'published')
      .groupBy('business_id')
      .execute(),
  ])
  const byId = new Map(businesses.map((b) => [b.id, b]))
  return ids.flatMap((id) => {
    const b = byId.get(id)
    if (!b) return []
    // The company's first account is the one it registered with; the admin logs in as that one.
    const owner = users.find((u) => u.business_id === id)
    return [
      {
        id: b.id,
        slug: b.slug,
        name: b.name,
        city: sites.find((s) => s.business_id === id && s.is_main === 1)?.city ?? null,
        is_job_fair_participant: b.is_job_fair_participant === 1,
        is_visible: b.is_visible === 1,
        created_at: String(b.created_at),
        owner: owner
          ? {
              id: owner.id,
              email: owner.email,
              name: [owner.firstname, owner.lastname].filter(Boolean).join(' ') || owner.email,
            }
          : null,
        subscription_type_ids: types.filter((t) => t.business_id === id).map((t) => t.subscription_type_id),
        published_jobs: Number(jobs.find((j) => j.business_id === id)?.n ?? 0),
        sites: sites
          .filter((site) => site.business_id === id)
          .map((site) => ({
            id: site.id,
            name: site.name,
            city: site.city,
            is_main: site.is_main === 1,
            channels: channels
              .filter((c) => c.business_site_id === site.id)
              .map((c) => ({ slug: c.slug, name: c.name, is_active: c.is_active === 1 })),
          })),
      },
    ]
  })
}
