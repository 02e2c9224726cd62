import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * The Einblick builder's embeds (issue #15 item 1, docs/einblick.md): what a company shows on its
 * own site (kind, settings as JSON) and with which of its themes. Deleting a theme is not offered;
 * a theme that goes with its business takes its embeds along.
 */
export function embeds(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('embeds'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('theme_id', 'integer', (c) => c.references('themes.id').onDelete('set null'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('embeds_by_business').on('embeds').column('business_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('embeds').execute()
    },
  }
}
