import type { Kysely } from 'kysely'
import { rollUpStoredCampaignRecords } from '../../analytics/campaign-rollup.ts'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Campaigns (issue 17 item 3, docs/admin.md „Kampagnen“): template, teaser, landing page, image,
 * target group and period of each; and the visitors each campaign's links brought per day, so its
 * page answers from roll-ups. The campaign figures of records stored before are rolled up once.
 */
export function campaigns(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('campaigns'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('cta_label', 'text', (c) => c.notNull())
        .addColumn('landing_path', 'text', (c) => c.notNull())
        .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('target_role', 'text')
        .addColumn('target_channel_id', 'integer', (c) => c.references('channels.id').onDelete('set null'))
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('ends_on', 'text', (c) => c.notNull())
        .addColumn('broadcast_sent_at', 'text')
        .addColumn('broadcast_sent', 'integer')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('campaigns_by_start').on('campaigns').columns(['starts_on', 'id']).execute()
      await db.schema
        .createTable('analytics_campaign_visitors')
        .addColumn('campaign', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_campaign_visitors_key', ['campaign', 'day', 'visitor'])
        .execute()
      await rollUpStoredCampaignRecords(db)
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('analytics_campaign_visitors').execute()
      await db.schema.dropTable('campaigns').execute()
    },
  }
}
