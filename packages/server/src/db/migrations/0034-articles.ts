import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Articles (issue 18 item 3, docs/articles.md): written by a company, a region or the team; a company
 * or region asks for publication with a chat action message (`request_message_id`), the team publishes.
 */
export function articles(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('articles'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('teaser', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('author_kind', 'text', (c) => c.notNull())
        .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('cascade'))
        .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('cascade'))
        .addColumn('request_message_id', 'integer', (c) => c.references('chat_messages.id').onDelete('set null'))
        .addColumn('published_at', 'text')
        .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('articles_by_status').on('articles').columns(['status', 'published_at']).execute()
      await db.schema.createIndex('articles_by_request').on('articles').column('request_message_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('articles').execute()
    },
  }
}
