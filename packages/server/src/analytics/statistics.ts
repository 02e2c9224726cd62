import {
  STATISTIC_METRICS,
  STATISTIC_TOTALS,
  type StatisticBreakdownRow,
  type StatisticDay,
  type StatisticMetric,
  type Statistics,
  type StatisticTotals,
} from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { addDays, berlinDay, berlinDayStart, daysOf } from './berlin-day.ts'
import { CAMPAIGN_SEPARATOR } from './campaign-rollup.ts'
import type { RollupDimension } from './rollup.ts'

/** Rows of a breakdown table shown at most: the routes with the most page views, and so on. */
const BREAKDOWN_ROWS = 100
/** Days of the default period: the last seven, today included. */
const DEFAULT_DAYS = 7

const METRICS: ReadonlySet<string> = new Set(STATISTIC_METRICS)

function emptyMetrics(): Record<StatisticMetric, number> {
  return Object.fromEntries(STATISTIC_METRICS.map((m) => [m, 0])) as Record<StatisticMetric, number>
}

function emptyTotals(): StatisticTotals {
  return Object.fromEntries(STATISTIC_TOTALS.map((m) => [m, 0])) as StatisticTotals
}

/** The asked period, or the last seven days; and the period of the same length just before it. */
export function periodsOf(query: { from?: string; to?: string }, now: number) {
  const today = berlinDay(new Date(now).toISOString())
  const to = query.to ?? (query.from && query.from > today ? query.from : today)
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1))
  const length = daysOf(from, to).length
  const previous = { from: addDays(from, -length), to: addDays(from, -1) }
  return { period: { from, to }, previous }
}

type Db = Kysely<Database>

/** Counts of rows created in [from, to] (Berlin days) of a platform table. */
async function createdBetween(
  db: Db,
  table: 'job_interests' | 'chat_conversations' | 'users',
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>=', berlinDayStart(from))
    .where('created_at', '<', berlinDayStart(addDays(to, 1)))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Whose figures: the whole platform, or only what came through one campaign's links. */
type Scope = { campaign: string | null }

async function uniqueVisitors(db: Db, scope: Scope, from: string, to: string): Promise<number> {
  if (scope.campaign !== null) {
    const row = await db
      .selectFrom('analytics_campaign_visitors')
      .select((eb) => eb.fn.count<number | string>('visitor').distinct().as('n'))
      .where('campaign', '=', scope.campaign)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  const row = await db
    .selectFrom('analytics_daily_visitors')
    .select((eb) => eb.fn.count<number | string>('visitor').distinct().as('n'))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** A campaign's conversions (registrations, interests, chats) counted from the portal's events. */
async function campaignConversions(db: Db, campaign: string, from: string, to: string) {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['metric', (eb) => eb.fn.sum<number | string>('count').as('n')])
    .where('dimension', '=', 'campaign')
    .where('value', '=', campaign)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('metric', 'in', ['registrations', 'job_interests', 'chats_started'])
    .groupBy('metric')
    .execute()
  const of = (metric: string) => Number(rows.find((row) => row.metric === metric)?.n ?? 0)
  return [of('job_interests'), of('chats_started'), of('registrations')] as const
}

/**
 * The figures of one dimension's values. `within` narrows to one value (a campaign) or, for the
 * campaign's cross dimensions, to the values that start with the campaign, shown without it.
 */
async function breakdown(
  db: Db,
  dimension: RollupDimension | 'campaign_source' | 'campaign_medium',
  from: string,
  to: string,
  within?: { value: string } | { prefix: string },
) {
  let query = db
    .selectFrom('analytics_daily')
    .select(['value', 'metric', (eb) => eb.fn.sum<number | string>('count').as('n')])
    .where('dimension', '=', dimension)
    .where('day', '>=', from)
    .where('day', '<=', to)
  if (within && 'value' in within) query = query.where('value', '=', within.value)
  if (within && 'prefix' in within)
    query = query.where(sql<string>`substr(value, 1, ${within.prefix.length})`, '=', within.prefix)
  const rows = await query.groupBy(['value', 'metric']).execute()
  const cut = within && 'prefix' in within ? within.prefix.length : 0
  const byValue = new Map<string, StatisticBreakdownRow>()
  for (const row of rows) {
    if (!METRICS.has(row.metric)) continue
    const value = row.value.slice(cut)
    let entry = byValue.get(value)
    if (!entry) {
      entry = { value, ...emptyMetrics() }
      byValue.set(value, entry)
    }
    entry[row.metric as StatisticMetric] = Number(row.n)
  }
  const sum = (r: StatisticBreakdownRow) => STATISTIC_METRICS.reduce((acc, m) => acc + r[m], 0)
  return [...byValue.values()]
    .sort((a, b) => b.page_views - a.page_views || sum(b) - sum(a) || a.value.localeCompare(b.value))
    .slice(0, BREAKDOWN_ROWS)
}

/** The per-day counters and visits of both periods, read at once. */
async function dailySeries(db: Db, scope: Scope, from: string, to: string): Promise<Map<string, StatisticDay>> {
  const days = new Map<string, StatisticDay>(
    daysOf(from, to).map((day) => [day, { day, visits: 0, unique_visitors: 0, ...emptyMetrics() }]),
  )
  const [counters, visits] = await Promise.all([
    db
      .selectFrom('analytics_daily')
      .select(['day', 'metric', 'count'])
      .where('dimension', '=', scope.campaign === null ? 'total' : 'campaign')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('value', '=', scope.campaign ?? '')
      .execute(),
    scope.campaign === null
      ? db
          .selectFrom('analytics_daily_visitors')
          .select(['day', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy('day')
          .execute()
      : db
          .selectFrom('analytics_campaign_visitors')
          .select(['day', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('campaign', '=', scope.campaign)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy('day')
          .execute(),
  ])
  for (const row of counters) {
    const day = days.get(row.day)
    if (day && METRICS.has(row.metric)) day[row.metric as StatisticMetric] += Number(row.count)
  }
  for (const row of visits) {
    const day = days.get(row.day)
    // A visit is one visitor on one day, so a day's visits are its unique visitors.
    if (day) {
      day.visits = Number(row.n)
      day.unique_visitors = Number(row.n)
    }
  }
  return days
}

async function totalsOf(
  db: Db,
  scope: Scope,
  days: StatisticDay[],
  from: string,
  to: string,
): Promise<StatisticTotals> {
  const totals = emptyTotals()
  for (const day of days) {
    totals.visits += day.visits
    for (const metric of STATISTIC_METRICS) totals[metric] += day[metric]
  }
  // The platform's own tables know no campaign: a campaign's conversions are the portal's events.
  const [unique, [interests, chats, registrations]] = await Promise.all([
    uniqueVisitors(db, scope, from, to),
    scope.campaign === null
      ? Promise.all([
          createdBetween(db, 'job_interests', from, to),
          createdBetween(db, 'chat_conversations', from, to),
          createdBetween(db, 'users', from, to),
        ])
      : campaignConversions(db, scope.campaign, from, to),
  ])
  totals.unique_visitors = unique
  totals.job_interests = interests
  totals.chats_started = chats
  totals.registrations = registrations
  return totals
}

/**
 * GET /api/statistics: everything the oabalytics page and the dashboard show, from the roll-ups.
 * With `campaign`: only what came through that campaign's links — routes and channels are not kept
 * per campaign (empty), sources and media are the campaign's own.
 */
export async function loadStatistics(
  db: Db,
  query: { from?: string; to?: string; campaign?: string },
  now: number,
): Promise<Statistics> {
  const { period, previous } = periodsOf(query, now)
  const scope: Scope = { campaign: query.campaign ?? null }
  const series = await dailySeries(db, scope, previous.from, period.to)
  const all = [...series.values()]
  const days = all.filter((d) => d.day >= period.from)
  const previousDays = all.filter((d) => d.day < period.from)
  const { from, to } = period
  const prefix = `${scope.campaign}${CAMPAIGN_SEPARATOR}`
  const [totals, previousTotals, routes, channels, campaigns, sources, media] = await Promise.all([
    totalsOf(db, scope, days, from, to),
    totalsOf(db, scope, previousDays, previous.from, previous.to),
    scope.campaign === null ? breakdown(db, 'route', from, to) : [],
    scope.campaign === null ? breakdown(db, 'channel', from, to) : [],
    breakdown(db, 'campaign', from, to, scope.campaign === null ? undefined : { value: scope.campaign }),
    scope.campaign === null
      ? breakdown(db, 'source', from, to)
      : breakdown(db, 'campaign_source', from, to, { prefix }),
    scope.campaign === null
      ? breakdown(db, 'medium', from, to)
      : breakdown(db, 'campaign_medium', from, to, { prefix }),
  ])
  return {
    period,
    previous_period: previous,
    totals,
    previous_totals: previousTotals,
    days,
    previous_days: previousDays,
    routes,
    channels,
    campaigns,
    sources,
    media,
    funnel: [
      { step: 'searches', count: totals.searches },
      { step: 'job_page_views', count: totals.job_page_views },
      { step: 'job_interests', count: totals.job_interests },
    ],
  }
}
