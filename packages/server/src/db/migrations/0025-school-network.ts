import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Issue 14 item 3 (SPEC §3 Business site network request, §4 Network request): a school and a company's
 * site in one network. One row per pair; `accepted` is null while the request is open, 1 or 0 once the
 * other side answered. `chat_messages.action_ref` names the request an action message is about, so the
 * chat can offer „Annehmen“ and „Ablehnen“ beside it (docs/schools.md „Firmennetzwerk“).
 */
export function schoolNetwork(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('school_network_requests'))
        .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
        .addColumn('business_site_id', 'integer', (c) =>
          c.notNull().references('business_sites.id').onDelete('cascade'),
        )
        .addColumn('accepted', 'integer')
        .addColumn('message', 'text')
        .addColumn('sent_by_type', 'text', (c) => c.notNull())
        .addColumn('sent_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('answered_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('answered_at', 'text')
        .addUniqueConstraint('school_network_requests_one_per_pair', ['school_id', 'business_site_id'])
        .execute()
      await db.schema
        .createIndex('school_network_requests_by_site')
        .on('school_network_requests')
        .column('business_site_id')
        .execute()
      await db.schema.alterTable('chat_messages').addColumn('action_ref', 'text').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('chat_messages').dropColumn('action_ref').execute()
      await db.schema.dropTable('school_network_requests').execute()
    },
  }
}
