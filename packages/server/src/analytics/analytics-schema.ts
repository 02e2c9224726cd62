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

/** The counters of analytics_daily except the total, summed per week (migration 0046, weekly-rollup.ts). */
export interface AnalyticsWeeklyTable {
  /** The Monday (YYYY-MM-DD) the week starts with. */
  week: string
  dimension: string
  value: string
  metric: string
  count: number
}

/**
 * Visitor days per scope ('' the platform, else a campaign), day and the day each visitor was last
 * seen before ('' for none): a period's unique visitors in one sum (visitor-returns.ts).
 */
export interface AnalyticsVisitorReturnsTable {
  scope: string
  day: string
  previous_day: string
  visitors: number
}

export interface AnalyticsTables {
  analytics_daily: AnalyticsDailyTable
  analytics_daily_visitors: AnalyticsDailyVisitorsTable
  analytics_weekly: AnalyticsWeeklyTable
  analytics_visitor_returns: AnalyticsVisitorReturnsTable
}
