import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Widget themes (SPEC §3 Theme: business_id, type, theme; issue #15 item 2, docs/einblick.md).
 * `type` is light or dark, `theme` the checked values as JSON (colours, font, radius, density).
 */
export function themes(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('themes'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('theme', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('themes_by_business').on('themes').column('business_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('themes').execute()
    },
  }
}
