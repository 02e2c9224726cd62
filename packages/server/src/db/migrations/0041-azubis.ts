import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * A company's Azubis (issue #15 item 5, docs/company-pages.md): its current apprentices present
 * their training on /betriebe/{slug}/azubis. `consent_at` notes when the company confirmed the
 * apprentice's consent to be shown; the photo is an `images` row uploaded by one of its people.
 */
export function azubis(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('azubis'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('occupation', 'text', (c) => c.notNull())
        .addColumn('training_year', 'integer', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull())
        .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('video_url', 'text')
        .addColumn('consent_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('azubis_by_business').on('azubis').column('business_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('azubis').execute()
    },
  }
}
