import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Media (issue 5, SPEC §3 Image and File): image rows whose variants live under
 * {DATA_DIR}/media/images/{uuid}/, and uploaded files under {DATA_DIR}/media/files/.
 */
export function employerMedia(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('images'))
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('is_private', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull())
        .addColumn('placeholder', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('images_owner').on('images').column('owner_user_id').execute()

      await withId(dialect, db.schema.createTable('files'))
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('original_filename', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('files_owner').on('files').column('owner_user_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('files').execute()
      await db.schema.dropTable('images').execute()
    },
  }
}
