import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/** Chat (issue 4, SPEC §3 Chat message, §4 Chat conversation): conversations, participants, messages. */
export function chat(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('chat_conversations'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('pair_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('chat_participants')
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('chat_conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_read_at', 'text')
        .addPrimaryKeyConstraint('chat_participants_pk', ['conversation_id', 'user_id'])
        .execute()
      await db.schema.createIndex('chat_participants_user').on('chat_participants').column('user_id').execute()

      await withId(dialect, db.schema.createTable('chat_messages'))
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('chat_conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('receiver_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('action_type', 'text')
        .addColumn('action_subject', 'text')
        .addColumn('action_rejected', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible_to_sender', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('read_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('chat_messages_conversation')
        .on('chat_messages')
        .columns(['conversation_id', 'id'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('chat_messages').execute()
      await db.schema.dropTable('chat_participants').execute()
      await db.schema.dropTable('chat_conversations').execute()
    },
  }
}
