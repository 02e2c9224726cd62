import { PRO_PORTAL_PERMISSION, productsGranting } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The businesses (among `ids`, else all) that have the pro portal at `nowIso` (docs/store.md „What a
 * subscription unlocks“): the flag has_pro_portal, the permission pro_portal granted by the admin, or a
 * running subscription of a product granting it (premium). The same rule as core's hasProPortal on a
 * session, for callers without one: the public company page, custom domains, the search's
 * „Nur Premium-Betriebe“.
 */
export async function proPortalBusinessIds(
  db: Kysely<Database>,
  nowIso: string,
  ids?: readonly number[],
): Promise<Set<number>> {
  if (ids?.length === 0) return new Set()
  const some = ids ?? []
  const [flagged, granted, bought] = await Promise.all([
    db
      .selectFrom('businesses')
      .select('id as business_id')
      .where('has_pro_portal', '=', 1)
      .$if(ids !== undefined, (qb) => qb.where('id', 'in', some))
      .execute(),
    db
      .selectFrom('business_permissions')
      .select('business_id')
      .where('permission', '=', PRO_PORTAL_PERMISSION)
      .$if(ids !== undefined, (qb) => qb.where('business_id', 'in', some))
      .execute(),
    db
      .selectFrom('subscriptions as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select('s.business_id')
      .where('p.slug', 'in', productsGranting(PRO_PORTAL_PERMISSION))
      .where('s.starts_at', '<=', nowIso)
      .where((eb) => eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', nowIso)]))
      .$if(ids !== undefined, (qb) => qb.where('s.business_id', 'in', some))
      .execute(),
  ])
  return new Set([...flagged, ...granted, ...bought].map((row) => row.business_id))
}

/** Whether one business has the pro portal at `nowIso`. */
export async function businessHasProPortal(db: Kysely<Database>, businessId: number, nowIso: string): Promise<boolean> {
  return (await proPortalBusinessIds(db, nowIso, [businessId])).has(businessId)
}
