import type { Kysely } from 'kysely'
import { rebuildVisitorReturns } from '../../analytics/visitor-returns.ts'
import { rebuildWeekly } from '../../analytics/weekly-rollup.ts'
import type { Database } from '../schema.ts'

/**
 * Roll-ups over periods (issue 17's benchmark, docs/oabalytics.md): the counters per week, so a
 * breakdown over a quarter reads weeks instead of every day; the visitor days per previous day seen,
 * so a period's unique visitors are one sum; and an index for a campaign's visitors' known days.
 * Both are built once from the daily roll-ups; from now on every POST /api/oabalytics adds to them.
 */
export function analyticsPeriods() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('analytics_weekly')
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_weekly_key', ['dimension', 'week', 'value', 'metric'])
        .execute()
      await db.schema
        .createTable('analytics_visitor_returns')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('previous_day', 'text', (c) => c.notNull())
        .addColumn('visitors', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_visitor_returns_key', ['scope', 'day', 'previous_day'])
        .execute()
      await db.schema
        .createIndex('analytics_campaign_visitors_by_visitor')
        .on('analytics_campaign_visitors')
        .columns(['visitor', 'campaign', 'day'])
        .execute()
      const typed = db as Kysely<Database>
      await rebuildWeekly(typed)
      await rebuildVisitorReturns(typed)
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('analytics_campaign_visitors_by_visitor').execute()
      await db.schema.dropTable('analytics_visitor_returns').execute()
      await db.schema.dropTable('analytics_weekly').execute()
    },
  }
}
