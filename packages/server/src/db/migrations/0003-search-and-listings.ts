import { type Kysely, sql } from 'kysely'
import { rebuildSearchIndex } from '../../search/term-index.ts'
import type { DialectName } from '../dialect.ts'
import type { Database } from '../schema.ts'
import { withId } from './columns.ts'

/**
 * Search and listings (issue 6): salary and answer time for the v2 filters, the full-text term
 * index (SQLite FTS5 / PostgreSQL German full-text, one per dialect), the suggestion table, posts,
 * events, job fairs, job lists and the analytics records. Existing jobs are indexed at once.
 */
export function searchAndListings(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Monthly gross pay in euros (first year for apprenticeships); null when the job states none.
      await db.schema.alterTable('jobs').addColumn('salary', 'integer').execute()
      // Average hours until the business answers a message; null when unknown.
      await db.schema.alterTable('businesses').addColumn('avg_response_hours', 'integer').execute()

      if (dialect === 'sqlite') {
        // Folded text (foldGerman) so umlauts typed either way match; rowid is the job id.
        await sql`create virtual table job_fts using fts5(document, tokenize = 'unicode61')`.execute(db)
      } else {
        await db.schema
          .createTable('job_search_documents')
          .addColumn('job_id', 'integer', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
          .addColumn('document', sql`tsvector`, (c) => c.notNull())
          .execute()
        await sql`create index job_search_documents_gin on job_search_documents using gin (document)`.execute(db)
      }

      await withId(dialect, db.schema.createTable('search_suggestions'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('folded', 'text', (c) => c.notNull())
        .addColumn('slug', 'text')
        .addColumn('weight', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('search_suggestions_kind_folded')
        .on('search_suggestions')
        .columns(['kind', 'folded'])
        .unique()
        .execute()

      await withId(dialect, db.schema.createTable('posts'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('teaser', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author_type', 'text', (c) => c.notNull())
        .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('cascade'))
        .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
        .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('cascade'))
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
        .addColumn('city', 'text')
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('posts_channel').on('posts').columns(['channel_id', 'published_at']).execute()

      await withId(dialect, db.schema.createTable('events'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text')
        .addColumn('city', 'text')
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('events_channel').on('events').columns(['channel_id', 'start_at']).execute()

      await withId(dialect, db.schema.createTable('job_fairs'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('logo_file_path', 'text')
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
        .addColumn('location_slug', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('job_fair_businesses')
        .addColumn('job_fair_id', 'integer', (c) => c.notNull().references('job_fairs.id').onDelete('cascade'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('job_fair_businesses_pk', ['job_fair_id', 'business_id'])
        .execute()

      await withId(dialect, db.schema.createTable('job_lists'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('job_list_jobs')
        .addColumn('job_list_id', 'integer', (c) => c.notNull().references('job_lists.id').onDelete('cascade'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('job_list_jobs_pk', ['job_list_id', 'job_id'])
        .execute()

      await withId(dialect, db.schema.createTable('analytics_records'))
        .addColumn('oabalytics_user_id', 'text', (c) => c.notNull())
        .addColumn('ab_group', 'text', (c) => c.notNull())
        .addColumn('screen_width', 'integer')
        .addColumn('screen_height', 'integer')
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('event', 'text')
        .addColumn('tracked_entity_type', 'text')
        .addColumn('tracked_entity_id', 'text')
        .addColumn('payload', 'text')
        .addColumn('campaign_id', 'text')
        .addColumn('source', 'text')
        .addColumn('medium', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('analytics_records_created').on('analytics_records').column('created_at').execute()
      await db.schema
        .createIndex('analytics_records_entity')
        .on('analytics_records')
        .columns(['tracked_entity_type', 'tracked_entity_id', 'entity_type'])
        .execute()

      await rebuildSearchIndex(db as Kysely<Database>, dialect)
    },
  }
}
