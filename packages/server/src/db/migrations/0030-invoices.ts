import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Invoices (issue #16 item 3, docs/store.md): one counter row per number range, updated in the order's
 * transaction, so numbers have no gaps and no duplicates; an issued invoice is never updated (a correction
 * is a cancellation invoice with a number of its own).
 */
export function invoices(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('invoice_counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('next_number', 'integer', (c) => c.notNull())
        .execute()
      await db
        .insertInto('invoice_counters' as never)
        .values({ name: 'invoice', next_number: 1 } as never)
        .execute()
      await withId(dialect, db.schema.createTable('invoices'))
        .addColumn('sequence', 'integer', (c) => c.notNull().unique())
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('cancels_invoice_id', 'integer', (c) => c.unique().references('invoices.id'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('service_start', 'text', (c) => c.notNull())
        .addColumn('service_end', 'text', (c) => c.notNull())
        .addColumn('seller', 'text', (c) => c.notNull())
        .addColumn('buyer', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('vat_rate_percent', 'integer', (c) => c.notNull())
        .addColumn('net_cents', 'integer', (c) => c.notNull())
        .addColumn('vat_cents', 'integer', (c) => c.notNull())
        .addColumn('gross_cents', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('invoices_by_business').on('invoices').column('business_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('invoices').execute()
      await db.schema.dropTable('invoice_counters').execute()
    },
  }
}
