import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Livestream job fairs (issue #12, docs/livestreams.md): the livestream of a fair, its chat, blocked
 * chatters, the company appearance slots and polls with their options and votes.
 */
export function livestreams(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('livestreams'))
        .addColumn('job_fair_id', 'integer', (c) => c.references('job_fairs.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_secure', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('password_hash', 'text')
        .addColumn('account_only_vote', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_chat_public', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('planned_start', 'text')
        .addColumn('planned_end', 'text')
        .addColumn('thumbnail_url', 'text')
        .addColumn('video_url', 'text')
        .addColumn('lower_bound', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('message_threshold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('self_message_threshold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await withId(dialect, db.schema.createTable('livestream_messages'))
        .addColumn('livestream_id', 'integer', (c) => c.notNull().references('livestreams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('chat_user_id', 'text')
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('livestream_messages_by_stream')
        .on('livestream_messages')
        .columns(['livestream_id', 'id'])
        .execute()

      await withId(dialect, db.schema.createTable('livestream_blocks'))
        .addColumn('livestream_id', 'integer', (c) => c.notNull().references('livestreams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('chat_user_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await withId(dialect, db.schema.createTable('livestream_appearances'))
        .addColumn('livestream_id', 'integer', (c) => c.notNull().references('livestreams.id').onDelete('cascade'))
        .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('from', 'text', (c) => c.notNull())
        .addColumn('to', 'text')
        .execute()

      await withId(dialect, db.schema.createTable('livestream_polls'))
        .addColumn('livestream_id', 'integer', (c) => c.notNull().references('livestreams.id').onDelete('cascade'))
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await withId(dialect, db.schema.createTable('livestream_poll_options'))
        .addColumn('poll_id', 'integer', (c) => c.notNull().references('livestream_polls.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .execute()
      // One vote per voter and poll: the unique key settles two votes sent at once.
      await withId(dialect, db.schema.createTable('livestream_poll_votes'))
        .addColumn('poll_id', 'integer', (c) => c.notNull().references('livestream_polls.id').onDelete('cascade'))
        .addColumn('option_id', 'integer', (c) =>
          c.notNull().references('livestream_poll_options.id').onDelete('cascade'),
        )
        .addColumn('voter', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('livestream_poll_votes_once', ['poll_id', 'voter'])
        .execute()

      // The channels (regions) whose pages show the livestream: POST …/channel/{channel} with active.
      await db.schema
        .createTable('livestream_channels')
        .addColumn('livestream_id', 'integer', (c) => c.notNull().references('livestreams.id').onDelete('cascade'))
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('livestream_channels_pk', ['livestream_id', 'channel_id'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('livestream_channels').execute()
      await db.schema.dropTable('livestream_poll_votes').execute()
      await db.schema.dropTable('livestream_poll_options').execute()
      await db.schema.dropTable('livestream_polls').execute()
      await db.schema.dropTable('livestream_appearances').execute()
      await db.schema.dropTable('livestream_blocks').execute()
      await db.schema.dropTable('livestream_messages').execute()
      await db.schema.dropTable('livestreams').execute()
    },
  }
}
