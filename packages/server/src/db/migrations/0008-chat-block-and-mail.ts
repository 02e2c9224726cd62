import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Chat block state and mail2chat (issue 4, docs/chat.md): who blocked a conversation and when; when a
 * participant was last sent a notification mail; the reply addresses of those mails (hashed tokens).
 */
export function chatBlockAndMail(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('chat_conversations')
        .addColumn('blocked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute()
      await db.schema.alterTable('chat_conversations').addColumn('blocked_at', 'text').execute()
      await db.schema.alterTable('chat_participants').addColumn('mailed_at', 'text').execute()

      await withId(dialect, db.schema.createTable('chat_reply_tokens'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('chat_conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('chat_reply_tokens').execute()
      await db.schema.alterTable('chat_participants').dropColumn('mailed_at').execute()
      await db.schema.alterTable('chat_conversations').dropColumn('blocked_at').execute()
      await db.schema.alterTable('chat_conversations').dropColumn('blocked_by').execute()
    },
  }
}
