import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { addDays } from './berlin-day.ts'

/**
 * The counters per week (docs/oabalytics.md, "Weeks"). A breakdown by route over a quarter summed
 * about a million daily rows (13,000 a day at 10 million records); whole weeks of it now come
 * from the weekly sums, a seventh of the rows or less, and only the days at the period's ends
 * from the daily ones. The total is not kept per week: the day series reads it per day anyway.
 */

/** Monday (YYYY-MM-DD) of the week a day is in. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** A period as the whole weeks within it (Mondays, both ends included) and the days outside them. */
export interface PeriodCover {
  weeks: { from: string; to: string } | null
  days: Array<{ from: string; to: string }>
}

export function coverOf(from: string, to: string): PeriodCover {
  const firstMonday = weekOf(from) === from ? from : addDays(weekOf(from), 7)
  const lastMonday = addDays(weekOf(addDays(to, 1)), -7)
  if (firstMonday > lastMonday) return { weeks: null, days: [{ from, to }] }
  const days: PeriodCover['days'] = []
  if (from < firstMonday) days.push({ from, to: addDays(firstMonday, -1) })
  const afterWeeks = addDays(lastMonday, 7)
  if (afterWeeks <= to) days.push({ from: afterWeeks, to })
  return { weeks: { from: firstMonday, to: lastMonday }, days }
}

/** The weekly increments of daily counter increments (keys `dimension NUL day NUL value NUL metric`). */
export function weeklyOf(counters: Map<string, number>): Map<string, number> {
  const weekly = new Map<string, number>()
  for (const [key, count] of counters) {
    const [dimension, day, value, metric] = key.split('\u0000') as [string, string, string, string]
    if (dimension === 'total') continue
    const weekKey = `${dimension}\u0000${weekOf(day)}\u0000${value}\u0000${metric}`
    weekly.set(weekKey, (weekly.get(weekKey) ?? 0) + count)
  }
  return weekly
}

const ROWS_PER_INSERT = 500

/** Adds weekly increments, in key order like the daily ones (rollup.ts addCounters). */
export async function addWeeklyCounters(db: Kysely<Database>, weekly: Map<string, number>): Promise<void> {
  const rows = [...weekly.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, count]) => {
      const [dimension, week, value, metric] = key.split('\u0000') as [string, string, string, string]
      return { dimension, week, value, metric, count }
    })
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('analytics_weekly')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((oc) =>
        oc
          .columns(['dimension', 'week', 'value', 'metric'])
          .doUpdateSet({ count: sql<number>`analytics_weekly.count + excluded.count` }),
      )
      .execute()
  }
}

/** Sums the stored daily counters into weeks again: the backfill of migration 0046 and of the bench. */
export async function rebuildWeekly(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('analytics_weekly').execute()
  const days = await db.selectFrom('analytics_daily').select('day').distinct().orderBy('day').execute()
  const weeks = [...new Set(days.map((row) => weekOf(row.day)))]
  for (const week of weeks) {
    await db
      .insertInto('analytics_weekly')
      .columns(['week', 'dimension', 'value', 'metric', 'count'])
      .expression(
        db
          .selectFrom('analytics_daily')
          .select([
            sql<string>`cast(${week} as text)`.as('week'),
            'dimension',
            'value',
            'metric',
            (eb) => eb.fn.sum<number>('count').as('count'),
          ])
          .where('dimension', '<>', 'total')
          .where('day', '>=', week)
          .where('day', '<=', addDays(week, 6))
          .groupBy(['dimension', 'value', 'metric']),
      )
      .execute()
  }
}
