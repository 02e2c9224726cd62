import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * API keys of the API connection product (issue #16 item 4, docs/store.md „API-Anbindung“): a company's
 * keys for the public REST API of its jobs. Only the sha256 of a key is stored (`key_hash`); `key_hint`
 * is the key's start, shown so the company can tell its keys apart. A revoked key keeps its row.
 */
export function apiKeys(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('api_keys'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('key_hint', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute()
      await db.schema
        .createIndex('api_keys_by_business')
        .on('api_keys')
        .columns(['business_id', 'revoked_at'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('api_keys').execute()
    },
  }
}
