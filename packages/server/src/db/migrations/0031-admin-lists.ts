import type { Kysely } from 'kysely'

/**
 * Issue 17, the admin area (docs/admin.md): indexes that keep /admin/betriebe fast at 10,000
 * companies (order by name or registration, a company's accounts, the subscription and channel
 * filters) and /admin/schulen (order by name, a school's accounts), and when an impersonation ended (SPEC §4: return to the admin account or logout).
 */
export function adminLists() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('businesses_name').on('businesses').columns(['name', 'id']).execute()
      await db.schema.createIndex('businesses_created_at').on('businesses').columns(['created_at', 'id']).execute()
      await db.schema.createIndex('users_business').on('users').column('business_id').execute()
      await db.schema.createIndex('users_school').on('users').column('school_id').execute()
      await db.schema.createIndex('schools_name').on('schools').columns(['name', 'id']).execute()
      await db.schema
        .createIndex('business_subscription_types_type')
        .on('business_subscription_types')
        .columns(['subscription_type_id', 'business_id'])
        .execute()
      await db.schema.alterTable('impersonations').addColumn('ended_at', 'text').execute()
      await db.schema.createIndex('impersonations_token').on('impersonations').column('token_id').execute()
      await db.schema.createIndex('impersonations_created_at').on('impersonations').column('created_at').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('impersonations_created_at').execute()
      await db.schema.dropIndex('impersonations_token').execute()
      await db.schema.alterTable('impersonations').dropColumn('ended_at').execute()
      await db.schema.dropIndex('business_subscription_types_type').execute()
      await db.schema.dropIndex('schools_name').execute()
      await db.schema.dropIndex('users_school').execute()
      await db.schema.dropIndex('users_business').execute()
      await db.schema.dropIndex('businesses_created_at').execute()
      await db.schema.dropIndex('businesses_name').execute()
    },
  }
}
