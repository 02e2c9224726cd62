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

async function uniqueVisitors(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_daily_visitors')
    .select((eb) => eb.fn.count<number | string>('visitor').distinct().as('n'))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

async function breakdown(db: Db, dimension: RollupDimension, from: string, to: string) {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['value', 'metric', (eb) => eb.fn.sum<number | string>('count').as('n')])
    .where('dimension', '=', dimension)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['value', 'metric'])
    .execute()
  const byValue = new Map<string, StatisticBreakdownRow>()
  for (const row of rows) {
    if (!METRICS.has(row.metric)) continue
    let entry = byValue.get(row.value)
    if (!entry) {
      entry = { value: row.value, ...emptyMetrics() }
      byValue.set(row.value, entry)
    }
    entry[row.metric as StatisticMetric] = Number(row.n)
  }
  const sum = (r: StatisticBreakdownRow) => STATISTIC_METRICS.reduce((acc, m) => acc + r[m], 0)
  return [...byValue.values()]
    .sort((a, b) => b.page_views - a.page_views || sum(b) - sum(a) || a.value.localeCompare(b.value))
    .slice(0, BREAKDOWN_ROWS)
}

/** The per-day counters and visits of both periods, read at once. */
async function dailySeries(db: Db, from: string, to: string): Promise<Map<string, StatisticDay>> {
  const days = new Map<string, StatisticDay>(
    daysOf(from, to).map((day) => [day, { day, visits: 0, unique_visitors: 0, ...emptyMetrics() }]),
  )
  const [counters, visits] = await Promise.all([
    db
      .selectFrom('analytics_daily')
      .select(['day', 'metric', 'count'])
      .where('dimension', '=', 'total')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('value', '=', '')
      .execute(),
    db
      .selectFrom('analytics_daily_visitors')
      .select(['day', (eb) => eb.fn.countAll<number | string>().as('n')])
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

async function totalsOf(db: Db, days: StatisticDay[], from: string, to: string): Promise<StatisticTotals> {
  const totals = emptyTotals()
  for (const day of days) {
    totals.visits += day.visits
    for (const metric of STATISTIC_METRICS) totals[metric] += day[metric]
  }
  const [unique, interests, chats, registrations] = await Promise.all([
    uniqueVisitors(db, from, to),
    createdBetween(db, 'job_interests', from, to),
    createdBetween(db, 'chat_conversations', from, to),
    createdBetween(db, 'users', from, to),
  ])
  totals.unique_visitors = unique
  totals.job_interests = interests
  totals.chats_started = chats
  totals.registrations = registrations
  return totals
}

/** GET /api/statistics: everything the oabalytics page and the dashboard show, from the roll-ups. */
export async function loadStatistics(db: Db, query: { from?: string; to?: string }, now: number): Promise<Statistics> {
  const { period, previous } = periodsOf(query, now)
  const series = await dailySeries(db, previous.from, period.to)
  const all = [...series.values()]
  const days = all.filter((d) => d.day >= period.from)
  const previousDays = all.filter((d) => d.day < period.from)
  const [totals, previousTotals, routes, channels, campaigns, sources, media] = await Promise.all([
    totalsOf(db, days, period.from, period.to),
    totalsOf(db, previousDays, previous.from, previous.to),
    breakdown(db, 'route', period.from, period.to),
    breakdown(db, 'channel', period.from, period.to),
    breakdown(db, 'campaign', period.from, period.to),
    breakdown(db, 'source', period.from, period.to),
    breakdown(db, 'medium', period.from, period.to),
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
