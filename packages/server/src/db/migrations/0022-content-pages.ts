import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Content-managed pages (issue 18, docs/content-pages.md): a page at an operator-chosen path with
 * its working draft, and every published version of it (restore publishes an old one again).
 * `owner_business_id` is there for the custom-domain career sites to come (issue 18 item 5).
 */
export function contentPages(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('content_pages'))
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('cascade'))
        .addColumn('owner_business_id', 'integer', (c) => c.references('businesses.id').onDelete('cascade'))
        // JSON of ContentPageContent (title, description, intro, blocks, redirect_to).
        .addColumn('draft', 'text', (c) => c.notNull())
        .addColumn('published_version', 'integer')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('content_pages_by_region').on('content_pages').column('region_id').execute()

      await withId(dialect, db.schema.createTable('content_page_versions'))
        .addColumn('page_id', 'integer', (c) => c.notNull().references('content_pages.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('content_page_versions_page_version', ['page_id', 'version'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('content_page_versions').execute()
      await db.schema.dropTable('content_pages').execute()
    },
  }
}
