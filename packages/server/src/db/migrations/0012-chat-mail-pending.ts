import { type Kysely, sql } from 'kysely'

/**
 * Notification mails are derived from the database (docs/chat.md): every sweep looks for unread
 * messages of the last days. A partial index on exactly those keeps the sweep off the full table.
 */
export function chatMailPending() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('chat_messages_unread_created')
        .on('chat_messages')
        .column('created_at')
        .where(sql.ref('read_at'), 'is', null)
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('chat_messages_unread_created').execute()
    },
  }
}
