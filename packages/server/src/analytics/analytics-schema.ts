/**
 * Roll-ups of the analytics records (migration 0036, docs/oabalytics.md), written in the same
 * transaction as the records of each POST /api/oabalytics.
 */

/** Counters per Berlin day × dimension (total, route, channel, campaign, source, medium) × value × metric. */
export interface AnalyticsDailyTable {
  day: string
  dimension: string
  /** The dimension's value; '' for the total. */
  value: string
  metric: string
  count: number
}

/** One row per visitor and Berlin day: visits (rows) and unique visitors (distinct visitors) of a period. */
export interface AnalyticsDailyVisitorsTable {
  day: string
  visitor: string
  records: number
  first_at: string
  last_at: string
}

export interface AnalyticsTables {
  analytics_daily: AnalyticsDailyTable
  analytics_daily_visitors: AnalyticsDailyVisitorsTable
}
