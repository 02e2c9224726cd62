import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { addDays, berlinDay } from './berlin-day.ts'
import { coverOf } from './weekly-rollup.ts'

/**
 * The sums behind a breakdown table (routes, channels, campaigns, sources, media) over a period
 * (docs/oabalytics.md, "Reading a period"): whole weeks from analytics_weekly, the days at the ends
 * from analytics_daily. The part of a period that lies in closed days never changes — records are
 * stamped with the server's time, so nothing is added to a past day — and is kept in memory, so
 * asking for the same period again reads only today.
 */

/** The sums of one value: counts by metric. Never changed once built (a cached one is shared). */
export type MetricSums = Readonly<Record<string, number>>
/** Sums per value. */
export type Sums = Map<string, MetricSums>

/** The dimensions a breakdown reads; the campaign's cross dimensions hold `campaign US source|medium`. */
export type BreakdownDimension =
  | 'route'
  | 'channel'
  | 'campaign'
  | 'source'
  | 'medium'
  | 'campaign_source'
  | 'campaign_medium'

/** One value only (a campaign), or the values that start with a prefix (the campaign's sources). */
export type ValueFilter = { value: string } | { prefix: string } | undefined

/** After a Berlin day has ended, how long until it counts as closed: beacons still in a group commit are in by then. */
const CLOSE_AFTER_MS = 10 * 60_000
/** How long the sums of a closed period stay in memory, and how many periods at most (a quarter's routes: ~1 MB). */
const CLOSED_TTL_MS = 60 * 60_000
const CLOSED_PERIODS = 48

type Db = Kysely<Database>

/** The last Berlin day that has ended (and settled) at `now`. */
export function lastClosedDay(now: number): string {
  return addDays(berlinDay(new Date(now - CLOSE_AFTER_MS).toISOString()), -1)
}

function add(
  sums: Map<string, Record<string, number>>,
  rows: Array<{ value: string; metric: string; n: number | string | bigint }>,
) {
  for (const row of rows) {
    let metrics = sums.get(row.value)
    if (!metrics) {
      metrics = {}
      sums.set(row.value, metrics)
    }
    metrics[row.metric] = (metrics[row.metric] ?? 0) + Number(row.n)
  }
}

/** The condition of a value filter on the `value` column of either roll-up. */
function valueCondition(within: ValueFilter) {
  if (within && 'value' in within) return sql<boolean>`value = ${within.value}`
  if (within && 'prefix' in within) return sql<boolean>`substr(value, 1, ${within.prefix.length}) = ${within.prefix}`
  return sql<boolean>`1 = 1`
}

/** Reads the sums of [from, to] from the roll-ups. */
async function readSums(
  db: Db,
  dimension: BreakdownDimension,
  from: string,
  to: string,
  within: ValueFilter,
): Promise<Sums> {
  const cover = coverOf(from, to)
  const daily = cover.days.map((range) =>
    db
      .selectFrom('analytics_daily')
      .select(['value', 'metric', (eb) => eb.fn.sum<number | string>('count').as('n')])
      .where('dimension', '=', dimension)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where(valueCondition(within))
      .groupBy(['value', 'metric'])
      .execute(),
  )
  const weekly = cover.weeks
    ? db
        .selectFrom('analytics_weekly')
        .select(['value', 'metric', (eb) => eb.fn.sum<number | string>('count').as('n')])
        .where('dimension', '=', dimension)
        .where('week', '>=', cover.weeks.from)
        .where('week', '<=', cover.weeks.to)
        .where(valueCondition(within))
        .groupBy(['value', 'metric'])
        .execute()
    : Promise.resolve([])
  const sums = new Map<string, Record<string, number>>()
  for (const rows of await Promise.all([...daily, weekly])) add(sums, rows)
  return sums
}

/** A breakdown's sums with the closed part of each period kept between requests; one per server. */
export function createBreakdownSums(db: Db) {
  const closed = new TtlCache<string, Sums>(CLOSED_TTL_MS, CLOSED_PERIODS)
  const closedSums = (dimension: BreakdownDimension, from: string, to: string, within: ValueFilter) =>
    closed.getOrLoad(JSON.stringify([dimension, from, to, within ?? null]), () =>
      readSums(db, dimension, from, to, within),
    )

  return async function breakdownSums(
    dimension: BreakdownDimension,
    from: string,
    to: string,
    within: ValueFilter,
    now: number,
  ): Promise<Sums> {
    const settled = lastClosedDay(now)
    if (to <= settled) return closedSums(dimension, from, to, within)
    if (from > settled) return readSums(db, dimension, from, to, within)
    const [past, live] = await Promise.all([
      closedSums(dimension, from, settled, within),
      readSums(db, dimension, addDays(settled, 1), to, within),
    ])
    // The cached sums stay as they are: only the values seen today get a new object.
    const sums: Sums = new Map(past)
    for (const [value, today] of live) {
      const merged: Record<string, number> = { ...past.get(value) }
      for (const metric in today) merged[metric] = (merged[metric] ?? 0) + (today[metric] as number)
      sums.set(value, merged)
    }
    return sums
  }
}

export type BreakdownSums = ReturnType<typeof createBreakdownSums>
