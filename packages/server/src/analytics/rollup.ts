import type { StatisticMetric } from '@oabat/core'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { berlinDay } from './berlin-day.ts'
import { addReturnChanges, knownDays, PLATFORM_SCOPE, returnChanges } from './visitor-returns.ts'
import { addWeeklyCounters, weeklyOf } from './weekly-rollup.ts'

/** What the roll-ups read of a stored analytics record. */
export interface RollupRecord {
  oabalytics_user_id: string
  route: string
  entity_type: string
  event: string | null
  tracked_entity_type: string | null
  payload: string | null
  campaign_id: string | null
  source: string | null
  medium: string | null
  created_at: string
}

/** The dimensions a counter is kept for; `total` has the value ''. */
export type RollupDimension = 'total' | 'route' | 'channel' | 'campaign' | 'source' | 'medium'

/** Longest dimension value kept (a route longer than this is cut). */
const VALUE_MAX = 200
/** Rows per INSERT: far below the bound-parameter limits of SQLite and PostgreSQL. */
const ROWS_PER_INSERT = 500

/** Second path segments of /betriebe/{slug}/jobs/… that are pages of the area, not a job. */
const NOT_JOB_PAGES = new Set(['uebersicht', 'erstellen'])
/** /betriebe/{slug} pages that are not a company's public page. */
const NOT_COMPANY_PAGES = new Set(['schulnetzwerk'])

function pathOf(route: string): string {
  const end = route.search(/[?#]/)
  return (end === -1 ? route : route.slice(0, end)).slice(0, VALUE_MAX)
}

/** The kind of public page a path is: a job page, a company page or another page. */
export function pageKind(path: string): 'job' | 'company' | null {
  const segments = path.split('/').filter(Boolean)
  if (segments[0] !== 'betriebe') return null
  if (segments.length === 2) return NOT_COMPANY_PAGES.has(segments[1] as string) ? null : 'company'
  if (segments.length === 4 && segments[2] === 'jobs' && !NOT_JOB_PAGES.has(segments[3] as string)) return 'job'
  return null
}

const isCompany = (type: string | null) => type === 'business' || type === 'company'

/** The counted metrics of one record (docs/oabalytics.md lists the rules). */
export function metricsOf(record: RollupRecord, path = pathOf(record.route)): StatisticMetric[] {
  if (record.entity_type === 'page_visit') {
    const kind = pageKind(path)
    if (kind === 'job') return ['page_views', 'job_page_views']
    if (kind === 'company') return ['page_views', 'company_page_views']
    return ['page_views']
  }
  if (record.entity_type === 'impression') {
    if (record.tracked_entity_type === 'job') return ['job_impressions']
    if (isCompany(record.tracked_entity_type)) return ['company_impressions']
    return []
  }
  if (record.event === 'search') return ['searches']
  if (record.event === 'click') {
    if (record.tracked_entity_type === 'job') return ['job_clicks']
    if (isCompany(record.tracked_entity_type)) return ['company_clicks']
  }
  return []
}

/** The channel a record names in its payload ({"channel": "…"}), as embeds on a channel's pages send it. */
export function channelOf(payload: string | null): string | null {
  if (!payload?.includes('"channel"')) return null
  try {
    const parsed: unknown = JSON.parse(payload)
    if (parsed && typeof parsed === 'object' && 'channel' in parsed && typeof parsed.channel === 'string') {
      return parsed.channel.trim().slice(0, VALUE_MAX) || null
    }
  } catch {
    // A payload that is no JSON names no channel.
  }
  return null
}

const clean = (value: string | null) => value?.trim().slice(0, VALUE_MAX) || null

interface VisitorDay {
  day: string
  visitor: string
  records: number
  first_at: string
  last_at: string
}

/** The counter increments and visitor days of a set of records, summed in memory. */
export function aggregate(records: RollupRecord[]) {
  const counters = new Map<string, number>()
  const visitors = new Map<string, VisitorDay>()
  for (const record of records) {
    const day = berlinDay(record.created_at)
    const visitorKey = `${day}\u0000${record.oabalytics_user_id}`
    const seen = visitors.get(visitorKey)
    if (seen) {
      seen.records += 1
      if (record.created_at < seen.first_at) seen.first_at = record.created_at
      if (record.created_at > seen.last_at) seen.last_at = record.created_at
    } else {
      visitors.set(visitorKey, {
        day,
        visitor: record.oabalytics_user_id,
        records: 1,
        first_at: record.created_at,
        last_at: record.created_at,
      })
    }
    const path = pathOf(record.route)
    const metrics = metricsOf(record, path)
    if (metrics.length === 0) continue
    const dimensions: Array<[RollupDimension, string | null]> = [
      ['total', ''],
      ['route', path],
      ['channel', channelOf(record.payload)],
      ['campaign', clean(record.campaign_id)],
      ['source', clean(record.source)],
      ['medium', clean(record.medium)],
    ]
    for (const [dimension, value] of dimensions) {
      if (value === null) continue
      for (const metric of metrics) {
        const key = `${dimension}\u0000${day}\u0000${value}\u0000${metric}`
        counters.set(key, (counters.get(key) ?? 0) + 1)
      }
    }
  }
  return { counters, visitors: [...visitors.values()] }
}

/**
 * Which roll-ups a write keeps. The backfills of migrations 0036 and 0045 ran before the period
 * roll-ups existed (migration 0046 builds those from the daily ones), so they keep only the daily.
 */
export interface RollupOptions {
  periods: boolean
}

const EVERY_ROLLUP: RollupOptions = { periods: true }

/**
 * Adds counter increments (keys `dimension NUL day NUL value NUL metric`) to analytics_daily and
 * their weeks to analytics_weekly, in key order: concurrent batches lock the shared rows (the day's
 * totals) in the same order on PostgreSQL and so never deadlock.
 */
export async function addCounters(
  db: Kysely<Database>,
  counters: Map<string, number>,
  options: RollupOptions = EVERY_ROLLUP,
): Promise<void> {
  const rows = [...counters.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, count]) => {
      const [dimension, day, value, metric] = key.split('\u0000') as [string, string, string, string]
      return { dimension, day, value, metric, count }
    })
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('analytics_daily')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((oc) =>
        oc
          .columns(['dimension', 'day', 'value', 'metric'])
          .doUpdateSet({ count: sql<number>`analytics_daily.count + excluded.count` }),
      )
      .execute()
  }
  if (options.periods) await addWeeklyCounters(db, weeklyOf(counters))
}

/**
 * Adds records to the roll-ups. Call it in the transaction that stores them, so the counters never
 * differ from the records. Rows are written in key order: concurrent batches lock the shared rows
 * (the day's totals) in the same order on PostgreSQL and so never deadlock.
 */
export async function rollUp(
  db: Kysely<Database>,
  records: RollupRecord[],
  options: RollupOptions = EVERY_ROLLUP,
): Promise<void> {
  if (records.length === 0) return
  const { counters, visitors } = aggregate(records)
  await addCounters(db, counters, options)
  if (options.periods) {
    // Read before the new visitor days are stored: which of them are new, and what came before each.
    const visits = visitors.map(({ day, visitor }) => ({ scope: PLATFORM_SCOPE, visitor, day }))
    await addReturnChanges(db, returnChanges(await knownDays(db, visits, false), visits))
  }
  visitors.sort((a, b) => (a.day === b.day ? (a.visitor < b.visitor ? -1 : 1) : a.day < b.day ? -1 : 1))
  for (let start = 0; start < visitors.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('analytics_daily_visitors')
      .values(visitors.slice(start, start + ROWS_PER_INSERT))
      .onConflict((oc) =>
        oc.columns(['day', 'visitor']).doUpdateSet({
          records: sql<number>`analytics_daily_visitors.records + excluded.records`,
          first_at: sql<string>`case when excluded.first_at < analytics_daily_visitors.first_at then excluded.first_at else analytics_daily_visitors.first_at end`,
          last_at: sql<string>`case when excluded.last_at > analytics_daily_visitors.last_at then excluded.last_at else analytics_daily_visitors.last_at end`,
        }),
      )
      .execute()
  }
}

/** Records read per step when rolling up what is stored already (migration 0036). */
const BACKFILL_STEP = 10_000

/**
 * Hands every stored record (or only those with a campaign) to `apply`, in steps of 10,000 by id:
 * the backfills of the migrations that add roll-ups.
 */
export async function eachStoredRecordBatch(
  db: Kysely<Database>,
  onlyWithCampaign: boolean,
  apply: (batch: RollupRecord[]) => Promise<void>,
): Promise<void> {
  let after = 0
  for (;;) {
    let query = db
      .selectFrom('analytics_records')
      .select([
        'id',
        'oabalytics_user_id',
        'route',
        'entity_type',
        'event',
        'tracked_entity_type',
        'payload',
        'campaign_id',
        'source',
        'medium',
        'created_at',
      ])
      .where('id', '>', after)
    if (onlyWithCampaign) query = query.where('campaign_id', 'is not', null)
    const batch = await query.orderBy('id').limit(BACKFILL_STEP).execute()
    if (batch.length === 0) return
    await apply(batch)
    after = (batch.at(-1) as { id: number }).id
  }
}

/**
 * Rolls up every stored record once into the daily roll-ups: for records stored before they existed
 * (migration 0036; migration 0046 then sums the periods from them).
 */
export async function rollUpStoredRecords(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>
  await eachStoredRecordBatch(db, false, (batch) => rollUp(db, batch, { periods: false }))
}
