import {
  STATISTIC_METRICS,
  STATISTIC_TOTALS,
  type StatisticBreakdownRow,
  type StatisticDay,
  type StatisticMetric,
  type Statistics,
  type StatisticTotals,
} from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { addDays, berlinDay, berlinDayStart, daysOf } from './berlin-day.ts'
import { type BreakdownDimension, type BreakdownSums, createBreakdownSums, type ValueFilter } from './breakdown-sums.ts'
import { CAMPAIGN_SEPARATOR } from './campaign-rollup.ts'
import { PLATFORM_SCOPE, uniqueVisitorsBetween, visitorsPerDay } from './visitor-returns.ts'

/** Rows of a breakdown table shown at most: the routes with the most page views, and so on. */
const BREAKDOWN_ROWS = 100
/** Days of the default period: the last seven, today included. */
const DEFAULT_DAYS = 7

const METRICS: ReadonlySet<string> = new Set(STATISTIC_METRICS)

const EMPTY_METRICS = Object.freeze(
  Object.fromEntries(STATISTIC_METRICS.map((m) => [m, 0])) as Record<StatisticMetric, number>,
)

function emptyMetrics(): Record<StatisticMetric, number> {
  return { ...EMPTY_METRICS }
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

/** The scope of the visitor roll-ups (visitor-returns.ts): the platform's, or one campaign's. */
const visitorScope = (scope: Scope) => scope.campaign ?? PLATFORM_SCOPE

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
  sumsOf: BreakdownSums,
  dimension: BreakdownDimension,
  from: string,
  to: string,
  now: number,
  within?: ValueFilter,
) {
  const sums = await sumsOf(dimension, from, to, within, now)
  const cut = within && 'prefix' in within ? within.prefix.length : 0
  // Up to thousands of values (a quarter's routes): each row's total is summed once for the sort.
  const ranked: Array<{ row: StatisticBreakdownRow; total: number }> = []
  for (const [value, metrics] of sums) {
    const row = { value: value.slice(cut), ...EMPTY_METRICS }
    let total = 0
    for (const metric of STATISTIC_METRICS) {
      const n = metrics[metric] ?? 0
      row[metric] = n
      total += n
    }
    if (total > 0) ranked.push({ row, total })
  }
  return ranked
    .sort(
      (a, b) =>
        b.row.page_views - a.row.page_views ||
        b.total - a.total ||
        (a.row.value < b.row.value ? -1 : a.row.value > b.row.value ? 1 : 0),
    )
    .slice(0, BREAKDOWN_ROWS)
    .map((entry) => entry.row)
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
    visitorsPerDay(db, visitorScope(scope), from, to),
  ])
  for (const row of counters) {
    const day = days.get(row.day)
    if (day && METRICS.has(row.metric)) day[row.metric as StatisticMetric] += Number(row.count)
  }
  for (const row of visits) {
    const day = days.get(row.day)
    // A visit is one visitor on one day, so a day's visits are its unique visitors.
    if (day) {
      day.visits = row.visitors
      day.unique_visitors = row.visitors
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
    uniqueVisitorsBetween(db, visitorScope(scope), from, to),
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
 * per campaign (empty), sources and media are the campaign's own. One reader per server: it keeps
 * the breakdowns of closed days between requests (breakdown-sums.ts).
 */
export function createStatisticsReader(db: Db) {
  const sumsOf = createBreakdownSums(db)
  return async function loadStatistics(
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
    const platform = scope.campaign === null
    const [totals, previousTotals, routes, channels, campaigns, sources, media] = await Promise.all([
      totalsOf(db, scope, days, from, to),
      totalsOf(db, scope, previousDays, previous.from, previous.to),
      platform ? breakdown(sumsOf, 'route', from, to, now) : [],
      platform ? breakdown(sumsOf, 'channel', from, to, now) : [],
      breakdown(sumsOf, 'campaign', from, to, now, platform ? undefined : { value: scope.campaign as string }),
      platform
        ? breakdown(sumsOf, 'source', from, to, now)
        : breakdown(sumsOf, 'campaign_source', from, to, now, { prefix }),
      platform
        ? breakdown(sumsOf, 'medium', from, to, now)
        : breakdown(sumsOf, 'campaign_medium', from, to, now, { prefix }),
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
}
