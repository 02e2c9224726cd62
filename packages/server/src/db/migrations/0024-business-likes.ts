import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Favourite companies (issue #13 items 2–3, docs/ratings.md „Lieblingsunternehmen“): a trainee marks a
 * company with a heart; the company only ever sees how many did, never who.
 */
export function businessLikes(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('business_likes'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('business_likes_one_per_user', ['user_id', 'business_id'])
        .execute()
      await db.schema.createIndex('business_likes_by_business').on('business_likes').column('business_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('business_likes').execute()
    },
  }
}
