import { jobLimit, type RuleUser } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { productGrants } from '../store/product-grants.ts'
import { type AccountFlags, accountFlags } from './account-flags.ts'

/** What the server knows of the caller on every request: enough for every SPEC §6 rule. */
export interface SessionUser extends Omit<RuleUser, keyof AccountFlags>, AccountFlags {
  id: number
  email: string
  email_verified: boolean
  trainee: { id: number } | null
  business: {
    id: number
    slug: string
    permissions: string[]
    subscription_types: { id: number }[]
    business_sites: { slug: string }[]
    /** Active jobs it may hold: by its subscription types, plus one per bought job ad (core jobLimit). */
    job_limit: number
  } | null
  school: { id: number; slug: string; channel: { slug: string } | null } | null
  region: { id: number; slug: string; channel: { slug: string } | null } | null
}

/**
 * Reads a user with its business, school or region (slugs, channels, permissions) in few queries. A business's
 * subscription types and permissions are those granted by the admin plus those of its running store
 * subscriptions at `now` (docs/store.md).
 */
export async function loadSessionUser(
  db: Kysely<Database>,
  accounts: Config['accounts'],
  userId: number,
  now: number = Date.now(),
): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('businesses as b', 'b.id', 'u.business_id')
    .leftJoin('schools as s', 's.id', 'u.school_id')
    .leftJoin('channels as sc', 'sc.id', 's.channel_id')
    .leftJoin('regions as r', 'r.id', 'u.region_id')
    .leftJoin('channels as rc', 'rc.id', 'r.channel_id')
    .select([
      'u.id',
      'u.email',
      'u.email_verified_at',
      'u.is_trainee',
      'b.id as business_id',
      'b.slug as business_slug',
      's.id as school_id',
      's.slug as school_slug',
      'sc.slug as school_channel',
      'r.id as region_id',
      'r.slug as region_slug',
      'rc.slug as region_channel',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  if (!row) return null

  let business: SessionUser['business'] = null
  if (row.business_id !== null && row.business_slug !== null) {
    const businessId = row.business_id
    const [permissions, types, sites, grants] = await Promise.all([
      db.selectFrom('business_permissions').select('permission').where('business_id', '=', businessId).execute(),
      db
        .selectFrom('business_subscription_types')
        .select('subscription_type_id')
        .where('business_id', '=', businessId)
        .execute(),
      db.selectFrom('business_sites').select('slug').where('business_id', '=', businessId).orderBy('id').execute(),
      productGrants(db, businessId, new Date(now).toISOString()),
    ])
    const granted = types.map((t) => t.subscription_type_id)
    const typeIds = new Set([...granted, ...grants.typeIds])
    // Bought job ads add one job each; their type raises the base only when the admin granted it.
    const limitTypes = [...typeIds].filter((id) => id !== grants.jobAdsTypeId || granted.includes(id))
    business = {
      id: businessId,
      slug: row.business_slug,
      permissions: [...new Set([...permissions.map((p) => p.permission), ...grants.permissions])].sort(),
      subscription_types: [...typeIds].sort((a, b) => a - b).map((id) => ({ id })),
      business_sites: sites,
      job_limit: jobLimit(limitTypes, grants.jobAds),
    }
  }
  const school =
    row.school_id !== null && row.school_slug !== null
      ? { id: row.school_id, slug: row.school_slug, channel: row.school_channel ? { slug: row.school_channel } : null }
      : null
  const region =
    row.region_id !== null && row.region_slug !== null
      ? { id: row.region_id, slug: row.region_slug, channel: row.region_channel ? { slug: row.region_channel } : null }
      : null
  // Every account without a business, school or region is a trainee (SPEC §6 role by object).
  const trainee =
    !business && !school && !region && (row.is_trainee === 1 || !accountFlags(row.email, accounts).is_admin)
  return {
    id: row.id,
    email: row.email,
    email_verified: row.email_verified_at !== null,
    trainee: trainee ? { id: row.id } : null,
    business,
    school,
    region,
    ...accountFlags(row.email, accounts),
  }
}
