import { PRODUCT_PERMISSIONS, type ProductSlug } from '@oabat/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface ProductGrants {
  /** Slugs of the products the business has a running (or cancelled, not yet ended) subscription of. */
  slugs: ProductSlug[]
  /** Their subscription type ids (SPEC §6 hasSubscription; 2 = isPremium). */
  typeIds: number[]
  /** The business permissions those products grant (mail2chat, statistics, pro_portal). */
  permissions: string[]
  /** How many job ads (product `job`) run: each is one more active job. */
  jobAds: number
  /** The subscription type of bought job ads, when only its purchase brings it (it adds ads, not the base limit). */
  jobAdsTypeId: number | null
}

/** What a business's running subscriptions grant at `nowIso` (docs/store.md, „Was ein Abonnement freischaltet“). */
export async function productGrants(
  db: Kysely<Database> | Transaction<Database>,
  businessId: number,
  nowIso: string,
): Promise<ProductGrants> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.slug', 'p.subscription_type_id', 's.quantity'])
    .where('s.business_id', '=', businessId)
    .where('s.starts_at', '<=', nowIso)
    .where((eb) => eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', nowIso)]))
    .execute()
  const slugs = [...new Set(rows.map((row) => row.slug as ProductSlug))].sort()
  const jobAds = rows.filter((row) => row.slug === 'job')
  return {
    slugs,
    typeIds: [...new Set(rows.map((row) => row.subscription_type_id))].sort((a, b) => a - b),
    permissions: [...new Set(slugs.flatMap((slug) => PRODUCT_PERMISSIONS[slug] ?? []))].sort(),
    jobAds: jobAds.reduce((sum, row) => sum + row.quantity, 0),
    jobAdsTypeId: jobAds[0]?.subscription_type_id ?? null,
  }
}

/** Whether the business may use a product now: a running subscription of it. */
export async function hasProduct(
  db: Kysely<Database> | Transaction<Database>,
  businessId: number,
  slug: ProductSlug,
  nowIso: string,
): Promise<boolean> {
  return (await productGrants(db, businessId, nowIso)).slugs.includes(slug)
}

/**
 * mail2chat (docs/store.md) is a company product: a business account answers chats by e-mail only while
 * its business holds the mail2chat permission (granted by the admin or by a running mail2chat
 * subscription). Accounts without a business are not affected.
 */
export async function mayUseMail2Chat(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  nowIso: string,
): Promise<boolean> {
  const user = await db.selectFrom('users').select('business_id').where('id', '=', userId).executeTakeFirst()
  if (!user || user.business_id === null) return true
  const granted = await db
    .selectFrom('business_permissions')
    .select('permission')
    .where('business_id', '=', user.business_id)
    .where('permission', '=', 'mail2chat')
    .executeTakeFirst()
  return granted !== undefined || (await hasProduct(db, user.business_id, 'mail2chat', nowIso))
}
