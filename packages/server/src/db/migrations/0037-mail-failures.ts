import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Mails that SMTP refused (issue 17 item 5, docs/admin.md „Fehlgeschlagene E-Mails“): the whole mail
 * with the last error, so the admin sees it and can send it again.
 */
export function mailFailures(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('mail_failures'))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('error', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_attempt_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute()
      await db.schema.createIndex('mail_failures_by_time').on('mail_failures').columns(['created_at', 'id']).execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('mail_failures').execute()
    },
  }
}
