import type { Kysely } from 'kysely'
import { rollUpStoredRecords } from '../../analytics/rollup.ts'

/**
 * oabalytics roll-ups (issue 17 item 4, docs/oabalytics.md): daily counters per dimension and the
 * visitors of each day, so the dashboard never reads the raw records; an index for one visitor's
 * journey; created_at indexes for the counts of interests, chats and registrations. Records stored
 * before are rolled up here once; from now on every POST /api/oabalytics rolls up its own.
 */
export function analyticsRollups() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('analytics_daily')
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_daily_key', ['dimension', 'day', 'value', 'metric'])
        .execute()
      await db.schema
        .createTable('analytics_daily_visitors')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('records', 'integer', (c) => c.notNull())
        .addColumn('first_at', 'text', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_daily_visitors_key', ['day', 'visitor'])
        .execute()
      await db.schema
        .createIndex('analytics_daily_visitors_by_visitor')
        .on('analytics_daily_visitors')
        .columns(['visitor', 'day'])
        .execute()
      await db.schema
        .createIndex('analytics_daily_visitors_by_last')
        .on('analytics_daily_visitors')
        .column('last_at')
        .execute()
      await db.schema
        .createIndex('analytics_records_by_visitor')
        .on('analytics_records')
        .columns(['oabalytics_user_id', 'id'])
        .execute()
      await db.schema.createIndex('users_by_created').on('users').column('created_at').execute()
      await db.schema.createIndex('job_interests_by_created').on('job_interests').column('created_at').execute()
      await db.schema
        .createIndex('chat_conversations_by_created')
        .on('chat_conversations')
        .column('created_at')
        .execute()
      await rollUpStoredRecords(db)
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('chat_conversations_by_created').execute()
      await db.schema.dropIndex('job_interests_by_created').execute()
      await db.schema.dropIndex('users_by_created').execute()
      await db.schema.dropIndex('analytics_records_by_visitor').execute()
      await db.schema.dropTable('analytics_daily_visitors').execute()
      await db.schema.dropTable('analytics_daily').execute()
    },
  }
}
