import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Custom domains (issue 18 item 5, docs/custom-domain.md): one per company or region, served only once
 * `verified_at` is set (the owner proved the domain by a DNS TXT record or a file on it).
 */
export function customDomains(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('custom_domains'))
        .addColumn('domain', 'text', (c) => c.notNull().unique())
        .addColumn('business_id', 'integer', (c) => c.unique().references('businesses.id').onDelete('cascade'))
        .addColumn('region_id', 'integer', (c) => c.unique().references('regions.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('verified_at', 'text')
        .addColumn('last_checked_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('custom_domains').execute()
    },
  }
}
