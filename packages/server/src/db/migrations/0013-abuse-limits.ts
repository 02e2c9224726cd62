import { type Kysely, sql } from 'kysely'

/**
 * docs/abuse-limits.md: the rate-limit counters (one row per key and its current window, so a
 * restart keeps them and processes share them), and an index for the sweep that removes guest
 * uploads nobody claimed.
 */
export function abuseLimits() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'bigint', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute()
      await db.schema
        .createIndex('files_unclaimed_created')
        .on('files')
        .column('created_at')
        .where(sql.ref('owner_user_id'), 'is', null)
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('files_unclaimed_created').execute()
      await db.schema.dropTable('rate_limits').execute()
    },
  }
}
