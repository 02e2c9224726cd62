import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Employer area, jobs (issue 5): job reviews (SPEC §3/§4), daily job views per platform for the
 * statistics, and job interests. Business permissions and subscription types exist since 0002.
 */
export function employerJobs(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('job_reviews'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('job_reviews_job').on('job_reviews').columns(['job_id', 'id']).execute()
      await db.schema.createIndex('job_reviews_status').on('job_reviews').columns(['status', 'id']).execute()

      await db.schema
        .createTable('job_view_days')
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_view_days_pk', ['job_id', 'platform', 'day'])
        .execute()

      await withId(dialect, db.schema.createTable('job_interests'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('trainee_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', 'text')
        .addColumn('file_ids', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('job_interests_job_trainee', ['job_id', 'trainee_user_id'])
        .execute()
      await db.schema.createIndex('job_interests_trainee').on('job_interests').column('trainee_user_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('job_interests').execute()
      await db.schema.dropTable('job_view_days').execute()
      await db.schema.dropTable('job_reviews').execute()
    },
  }
}
