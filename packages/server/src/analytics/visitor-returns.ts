import { type Kysely, sql } from 'kysely'
import type { DialectName } from '../db/dialect.ts'
import type { Database } from '../db/schema.ts'

/**
 * Unique visitors of any period in one indexed sum (docs/oabalytics.md, "Unique visitors of a
 * period"). Counting distinct visitors over a period's visitor days reads every one of them (about
 * a million for 90 days at 10 million records). Instead, every visitor day also remembers the day
 * the visitor was last seen before it. A visitor seen in [from, to] has exactly one day there whose
 * previous day lies before `from` (or who was never seen before): the first. So the unique visitors
 * of [from, to] are the visitor days in it with a previous day before `from`, and only their counts
 * per (scope, day, previous day) are kept — a few thousand rows for a quarter.
 */

/** The scope of the platform's own visitors; a campaign's scope is its name. */
export const PLATFORM_SCOPE = ''
/**
 * The previous day of a visitor's first day. Sorts before every day, so "before `from`" includes it
 * (written as '' in the backfill's SQL too).
 */
const NEVER = ''

const ROWS_PER_INSERT = 500
/** Visitors per `in (…)` list when reading their known days. */
const VISITORS_PER_READ = 500
/** First key of the PostgreSQL advisory locks on visitors (the two-key form, apart from other locks). */
const VISITOR_LOCK_CLASS = 17_017

type Db = Kysely<Database>

/** One visitor on one day, in a scope. */
export interface VisitorDay {
  scope: string
  visitor: string
  day: string
}

const visitorKey = (scope: string, visitor: string) => `${scope}\u0000${visitor}`
const countKey = (scope: string, day: string, previous: string) => `${scope}\u0000${day}\u0000${previous}`

/** The largest index of `days` (sorted) whose day is below `day`, or -1. */
function lastBefore(days: string[], day: string): number {
  let low = 0
  let high = days.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((days[middle] as string) < day) low = middle + 1
    else high = middle
  }
  return low - 1
}

/**
 * How the counts change when visitor days join the days known of each visitor (keys from
 * `visitorKey`, days sorted). A new day counts with its previous day; the visitor's next day, if
 * there is one already, now follows the new day instead. Known days are left as they are.
 */
export function returnChanges(known: Map<string, string[]>, added: VisitorDay[]): Map<string, number> {
  const changes = new Map<string, number>()
  const change = (key: string, by: number) => changes.set(key, (changes.get(key) ?? 0) + by)
  for (const { scope, visitor, day } of added) {
    const key = visitorKey(scope, visitor)
    let days = known.get(key)
    if (!days) {
      days = []
      known.set(key, days)
    }
    const before = lastBefore(days, day)
    if (days[before + 1] === day) continue
    const previous = before >= 0 ? (days[before] as string) : NEVER
    const next = days[before + 1]
    change(countKey(scope, day, previous), 1)
    if (next !== undefined) {
      change(countKey(scope, next, previous), -1)
      change(countKey(scope, next, day), 1)
    }
    days.splice(before + 1, 0, day)
  }
  for (const [key, by] of changes) if (by === 0) changes.delete(key)
  return changes
}

/**
 * On PostgreSQL, where several processes write: holds every named visitor until the transaction
 * ends, in one order, so two batches never read the same visitor's days at once and both count a
 * first visit. SQLite has a single writer and needs nothing.
 */
export async function lockVisitors(db: Db, dialect: DialectName, visitors: string[]): Promise<void> {
  if (dialect !== 'postgres' || visitors.length === 0) return
  const unique = [...new Set(visitors)]
  await sql`select pg_advisory_xact_lock(${VISITOR_LOCK_CLASS}, key) from (
      select distinct hashtext(visitor) as key from unnest(${unique}::text[]) as visitor order by key
    ) as ordered`.execute(db)
}

/** The days already recorded of some visitors in one scope table, by `visitorKey`. */
export async function knownDays(db: Db, visits: VisitorDay[], campaigns: boolean): Promise<Map<string, string[]>> {
  const known = new Map<string, string[]>()
  const visitors = [...new Set(visits.map((v) => v.visitor))]
  for (let start = 0; start < visitors.length; start += VISITORS_PER_READ) {
    const some = visitors.slice(start, start + VISITORS_PER_READ)
    const rows = campaigns
      ? await db
          .selectFrom('analytics_campaign_visitors')
          .select(['campaign as scope', 'visitor', 'day'])
          .where('visitor', 'in', some)
          .where('campaign', 'in', [...new Set(visits.map((v) => v.scope))])
          .execute()
      : (
          await db
            .selectFrom('analytics_daily_visitors')
            .select(['visitor', 'day'])
            .where('visitor', 'in', some)
            .execute()
        ).map((row) => ({ ...row, scope: PLATFORM_SCOPE }))
    for (const row of rows) {
      const key = visitorKey(row.scope, row.visitor)
      const days = known.get(key)
      if (days) days.push(row.day)
      else known.set(key, [row.day])
    }
  }
  for (const days of known.values()) days.sort()
  return known
}

/** Adds the changes of `returnChanges` to analytics_visitor_returns, in key order (no deadlocks). */
export async function addReturnChanges(db: Db, changes: Map<string, number>): Promise<void> {
  const rows = [...changes.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, visitors]) => {
      const [scope, day, previous_day] = key.split('\u0000') as [string, string, string]
      return { scope, day, previous_day, visitors }
    })
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('analytics_visitor_returns')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((oc) =>
        oc
          .columns(['scope', 'day', 'previous_day'])
          .doUpdateSet({ visitors: sql<number>`analytics_visitor_returns.visitors + excluded.visitors` }),
      )
      .execute()
  }
}

/**
 * Counts every stored visitor day again, with its previous day found by a window function: the
 * backfill of migration 0046 and of the bench's generated records.
 */
export async function rebuildVisitorReturns(db: Db): Promise<void> {
  await db.deleteFrom('analytics_visitor_returns').execute()
  await sql`insert into analytics_visitor_returns (scope, day, previous_day, visitors)
    select '', day, coalesce(previous_day, ''), count(*)
    from (select day, lag(day) over (partition by visitor order by day) as previous_day
          from analytics_daily_visitors) as seen
    group by day, coalesce(previous_day, '')`.execute(db)
  await sql`insert into analytics_visitor_returns (scope, day, previous_day, visitors)
    select campaign, day, coalesce(previous_day, ''), count(*)
    from (select campaign, day, lag(day) over (partition by campaign, visitor order by day) as previous_day
          from analytics_campaign_visitors) as seen
    group by campaign, day, coalesce(previous_day, '')`.execute(db)
}

/** Unique visitors of a scope in [from, to]: its visitor days there first seen since before `from`. */
export async function uniqueVisitorsBetween(db: Db, scope: string, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_visitor_returns')
    .select((eb) => eb.fn.sum<number | string | null>('visitors').as('n'))
    .where('scope', '=', scope)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('previous_day', '<', from)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Visitors (visits) of each day of a scope in [from, to]. */
export async function visitorsPerDay(db: Db, scope: string, from: string, to: string) {
  const rows = await db
    .selectFrom('analytics_visitor_returns')
    .select(['day', (eb) => eb.fn.sum<number | string>('visitors').as('n')])
    .where('scope', '=', scope)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute()
  return rows.map((row) => ({ day: row.day, visitors: Number(row.n) }))
}
