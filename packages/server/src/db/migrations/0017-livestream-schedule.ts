import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Livestream agenda, poll proposals and the company profile visits from fairs (issue #12,
 * docs/livestreams.md): the programme points of a stage that are not company slots, the poll
 * questions viewers propose, and „Profilbesucher“ (a fair participant's profile opened from a fair).
 */
export function livestreamSchedule(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('livestream_agenda_items'))
        .addColumn('livestream_id', 'integer', (c) => c.notNull().references('livestreams.id').onDelete('cascade'))
        .addColumn('from', 'text', (c) => c.notNull())
        .addColumn('to', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('livestream_agenda_items_by_stream')
        .on('livestream_agenda_items')
        .columns(['livestream_id', 'from'])
        .execute()

      // options: a JSON list of texts; status open → accepted (poll_id set) or rejected.
      await withId(dialect, db.schema.createTable('livestream_poll_proposals'))
        .addColumn('livestream_id', 'integer', (c) => c.notNull().references('livestreams.id').onDelete('cascade'))
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('chat_user_id', 'text')
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('poll_id', 'integer', (c) => c.references('livestream_polls.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .execute()
      await db.schema
        .createIndex('livestream_poll_proposals_by_stream')
        .on('livestream_poll_proposals')
        .columns(['livestream_id', 'status', 'id'])
        .execute()

      // user_id null: a visit without an account (counted, never named).
      await withId(dialect, db.schema.createTable('business_profile_visits'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('job_fair_id', 'integer', (c) => c.notNull().references('job_fairs.id').onDelete('cascade'))
        .addColumn('livestream_id', 'integer', (c) => c.references('livestreams.id').onDelete('set null'))
        .addColumn('visited_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('business_profile_visits_by_business')
        .on('business_profile_visits')
        .columns(['business_id', 'visited_at'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('business_profile_visits').execute()
      await db.schema.dropTable('livestream_poll_proposals').execute()
      await db.schema.dropTable('livestream_agenda_items').execute()
    },
  }
}
