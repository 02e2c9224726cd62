import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Job ratings and platform reviews (issue #13 items 3 and 4, docs/ratings.md): a trainee's rating
 * 0–100 of a job (over 50 is a like), a guest's rating under the local session id until it is
 * replayed after login, and the answers of the survey card.
 */
export function ratingsAndReviews(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('job_ratings'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('job_ratings_one_per_user', ['user_id', 'job_id'])
        .execute()
      await db.schema.createIndex('job_ratings_by_job').on('job_ratings').columns(['job_id', 'rating']).execute()

      // anonymous_user_id: the guest's local session id; the row goes when the guest replays it after login.
      await withId(dialect, db.schema.createTable('job_anonymous_ratings'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('anonymous_user_id', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('job_anonymous_ratings_one_per_session', ['anonymous_user_id', 'job_id'])
        .execute()
      await db.schema
        .createIndex('job_anonymous_ratings_by_job')
        .on('job_anonymous_ratings')
        .columns(['job_id', 'rating'])
        .execute()

      // type: the survey prompt answered (general, business_profile_completed); one answer per prompt.
      await withId(dialect, db.schema.createTable('platform_reviews'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('platform_reviews_one_per_prompt', ['user_id', 'type'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('platform_reviews').execute()
      await db.schema.dropTable('job_anonymous_ratings').execute()
      await db.schema.dropTable('job_ratings').execute()
    },
  }
}
