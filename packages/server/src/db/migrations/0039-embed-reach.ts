import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Issue #15 items 3 and 4 (docs/einblick.md, docs/regions.md).
 *
 * `embed_origin_days`: where a company's embeds run, one row per company, origin (scheme, host and
 * port only — never a path, a visitor, a cookie or an IP) and day, with the loads, job views and
 * interests counted on that day. `channel_requests`: a company's request that one of its sites
 * joins a region's channel; one per site and channel, answered once by the channel's owner.
 */
export function embedReach(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('embed_origin_days')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('job_views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('interests', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_seen', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('embed_origin_days_pk', ['business_id', 'day', 'origin'])
        .execute()
      await withId(dialect, db.schema.createTable('channel_requests'))
        .addColumn('business_site_id', 'integer', (c) =>
          c.notNull().references('business_sites.id').onDelete('cascade'),
        )
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
        .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addUniqueConstraint('channel_requests_site_channel', ['business_site_id', 'channel_id'])
        .execute()
      await db.schema.createIndex('channel_requests_by_channel').on('channel_requests').column('channel_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('channel_requests').execute()
      await db.schema.dropTable('embed_origin_days').execute()
    },
  }
}
