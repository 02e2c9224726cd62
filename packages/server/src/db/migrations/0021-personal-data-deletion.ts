import type { Kysely } from 'kysely'

/**
 * docs/your-data.md: when a deactivated account's personal data was deleted (null: not yet), and an
 * index for the periodic sweep that looks for deactivations older than the deletion period.
 */
export function personalDataDeletion() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('personal_data_deleted_at', 'text').execute()
      await db.schema
        .createIndex('users_deactivation_requested_at')
        .on('users')
        .column('deactivation_requested_at')
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('users_deactivation_requested_at').execute()
      await db.schema.alterTable('users').dropColumn('personal_data_deleted_at').execute()
    },
  }
}
