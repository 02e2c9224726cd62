import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * SPEC §3 Material (file_id, channel_id, title, description): a school's or region's teaching
 * material in its channel. The file goes with the material (ON DELETE of the file: cascade).
 */
export function materials(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('materials'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
        .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('materials_channel').on('materials').columns(['channel_id', 'id']).execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('materials').execute()
    },
  }
}
