/**
 * oabalytics figures (issue 17 item 4, docs/oabalytics.md). The counted metrics of the roll-ups:
 * page views (also of job and company pages), impressions and clicks of job and company cards,
 * searches; the platform's own tables add job interests, chats started and registrations.
 */
export const STATISTIC_METRICS = [
  'page_views',
  'job_page_views',
  'company_page_views',
  'job_impressions',
  'job_clicks',
  'company_impressions',
  'company_clicks',
  'searches',
] as const
export type StatisticMetric = (typeof STATISTIC_METRICS)[number]

/** The figures of a period that are not per dimension. */
export const STATISTIC_TOTALS = [
  'visits',
  'unique_visitors',
  ...STATISTIC_METRICS,
  'job_interests',
  'chats_started',
  'registrations',
] as const
export type StatisticTotal = (typeof STATISTIC_TOTALS)[number]

/** The dimensions a period is broken down by. */
export const STATISTIC_DIMENSIONS = ['routes', 'channels', 'campaigns', 'sources', 'media'] as const
export type StatisticDimension = (typeof STATISTIC_DIMENSIONS)[number]

/** Head of the public /statistiken/oabat (and /statistiken-oabat), the same on the server and in the portal. */
export const PLATFORM_STATISTICS_HEAD = {
  title: 'oabat in Zahlen',
  description:
    'Wie viele Unternehmen, offene Ausbildungs- und Praktikumsplätze, Azubis, Schulen und Regionen auf oabat sind.',
  canonicalPath: '/statistiken/oabat',
} as const
