import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * What the demo business (betrieb@demo.oabat.de) has been granted: premium (subscription type 2, 50 active
 * jobs), mail2chat, Einblick (the embed builder) and the permissions to create every job type and to publish
 * apprenticeships and internships at once. Regular jobs (type 3) still go to review, so the demo shows the review workflow too.
 */
export const DEMO_BUSINESS_PERMISSIONS = [
  'publish_business',
  'publish_apprenticeship',
  'publish_traineeship',
  'activate_job',
  'job_v3',
  'show_own_jobs',
  'statistics',
  // Einblick, the embed builder with its themes (docs/einblick.md).
  'job_einblick',
  // Granted by the admin rather than bought in the store, so the demo answers chats by e-mail (docs/store.md).
  'mail2chat',
] as const
export const DEMO_BUSINESS_SUBSCRIPTION_TYPE = 2

export async function seedDemoBusinessPermissions(db: Kysely<Database>, businessId: number | null): Promise<void> {
  if (businessId === null) return
  await db
    .insertInto('business_permissions')
    .values(DEMO_BUSINESS_PERMISSIONS.map((permission) => ({ business_id: businessId, permission })))
    .execute()
  await db
    .insertInto('business_subscription_types')
    .values({ business_id: businessId, subscription_type_id: DEMO_BUSINESS_SUBSCRIPTION_TYPE })
    .execute()
}
