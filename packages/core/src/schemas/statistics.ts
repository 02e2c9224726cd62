import { z } from 'zod'
import {
  STATISTIC_METRICS,
  STATISTIC_TOTALS,
  type StatisticMetric,
  type StatisticTotal,
} from '../rules/statistic-metrics.ts'

const count = z.number().int().min(0)
const metricCounts = z.object(
  Object.fromEntries(STATISTIC_METRICS.map((m) => [m, count])) as Record<StatisticMetric, typeof count>,
)
const totals = z.object(
  Object.fromEntries(STATISTIC_TOTALS.map((m) => [m, count])) as Record<StatisticTotal, typeof count>,
)

export const StatisticTotals = totals.meta({ id: 'StatisticTotals' })
export type StatisticTotals = z.infer<typeof StatisticTotals>

/** One day of a period: its visits and unique visitors and the counted metrics. */
export const StatisticDay = z
  .object({ day: z.string(), visits: count, unique_visitors: count })
  .extend(metricCounts.shape)
  .meta({ id: 'StatisticDay' })
export type StatisticDay = z.infer<typeof StatisticDay>

/** One value of a dimension (a route, a channel, a campaign …) with its counts in the period. */
export const StatisticBreakdownRow = z
  .object({ value: z.string() })
  .extend(metricCounts.shape)
  .meta({ id: 'StatisticBreakdownRow' })
export type StatisticBreakdownRow = z.infer<typeof StatisticBreakdownRow>

const period = z.object({ from: z.string(), to: z.string() })

export const Statistics = z
  .object({
    period,
    previous_period: period,
    totals: StatisticTotals,
    previous_totals: StatisticTotals,
    days: z.array(StatisticDay),
    previous_days: z.array(StatisticDay),
    routes: z.array(StatisticBreakdownRow),
    channels: z.array(StatisticBreakdownRow),
    campaigns: z.array(StatisticBreakdownRow),
    sources: z.array(StatisticBreakdownRow),
    media: z.array(StatisticBreakdownRow),
    /** Search → job page → interest, in this order. */
    funnel: z.array(z.object({ step: z.enum(['searches', 'job_page_views', 'job_interests']), count })),
  })
  .meta({ id: 'Statistics' })
export type Statistics = z.infer<typeof Statistics>

/** A visit: one visitor (the tracker's oabalytics_user_id) on one Berlin day. */
export const StatisticVisitor = z
  .object({ id: z.string(), day: z.string(), first_at: z.string(), last_at: z.string(), records: count })
  .meta({ id: 'StatisticVisitor' })
export type StatisticVisitor = z.infer<typeof StatisticVisitor>

/** One stored analytics record of a visitor; payload and entity id are left out when asked anonymously. */
export const StatisticVisitorRecord = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    route: z.string(),
    entity_type: z.string(),
    event: z.string().nullable(),
    tracked_entity_type: z.string().nullable(),
    tracked_entity_id: z.string().nullable(),
    payload: z.string().nullable(),
    campaign_id: z.string().nullable(),
    source: z.string().nullable(),
    medium: z.string().nullable(),
  })
  .meta({ id: 'StatisticVisitorRecord' })
export type StatisticVisitorRecord = z.infer<typeof StatisticVisitorRecord>

export const StatisticVisitorJourney = z
  .object({
    id: z.string(),
    first_at: z.string(),
    last_at: z.string(),
    records: count,
    /** The visitor's visits (days), newest first. */
    days: z.array(StatisticVisitor),
  })
  .meta({ id: 'StatisticVisitorJourney' })
export type StatisticVisitorJourney = z.infer<typeof StatisticVisitorJourney>

/** The platform's headline numbers, public (/statistiken/oabat): counts only, no personal data. */
export const PlatformStatistics = z
  .object({
    companies: count,
    jobs: count,
    apprenticeships: count,
    internships: count,
    trainees: count,
    schools: count,
    regions: count,
    job_interests: count,
    updated_at: z.string(),
  })
  .meta({ id: 'PlatformStatistics' })
export type PlatformStatistics = z.infer<typeof PlatformStatistics>
