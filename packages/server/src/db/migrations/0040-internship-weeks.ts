import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Internship weeks (issue #15 item 6, docs/internships.md): the weeks a company can take pupils for
 * an internship offer (week start Monday, capacity) and the pupils' bookings. `booked` counts the
 * bookings that hold a place (open or confirmed); a booking raises it only while it is below
 * capacity, in one conditional UPDATE, so parallel bookings never overfill a week.
 */
export function internshipWeeks(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('internship_weeks'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('internship_weeks_one_per_job', ['job_id', 'week_start'])
        .execute()
      await withId(dialect, db.schema.createTable('internship_bookings'))
        .addColumn('week_id', 'integer', (c) => c.notNull().references('internship_weeks.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('answered_at', 'text')
        .addUniqueConstraint('internship_bookings_one_per_pupil', ['week_id', 'user_id'])
        .execute()
      await db.schema.createIndex('internship_bookings_by_user').on('internship_bookings').column('user_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('internship_bookings').execute()
      await db.schema.dropTable('internship_weeks').execute()
    },
  }
}
