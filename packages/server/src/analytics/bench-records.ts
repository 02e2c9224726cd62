import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/connect.ts'
import { openDatabase } from '../db/connect.ts'
import { aggregate, type RollupRecord } from './rollup.ts'
import { rebuildVisitorReturns } from './visitor-returns.ts'
import { rebuildWeekly } from './weekly-rollup.ts'

/**
 * Generated analytics records for `pnpm bench oabalytics` (tests/bench/oabalytics-load.ts,
 * docs/oabalytics.md): visits of ten records over the last 90 days, written straight into the
 * database in batches, with their roll-ups summed by the same `aggregate` as POST /api/oabalytics.
 */
const DAYS = 90
const RECORDS_PER_VISIT = 10
const VISITORS = 400_000
const BATCH = 1000
const ROUTES = [
  '/',
  '/ausbildung',
  '/praktikum',
  '/unternehmen',
  '/news',
  ...Array.from({ length: 200 }, (_, i) => `/ausbildung/ort-${i}`),
  ...Array.from({ length: 800 }, (_, i) => `/betriebe/betrieb-${i}`),
  ...Array.from({ length: 2000 }, (_, i) => `/betriebe/betrieb-${i % 800}/jobs/stelle-${i}`),
]
const CAMPAIGNS = [null, null, null, 'herbst', 'fruehling', 'messe']
const SOURCES = [null, null, 'newsletter', 'instagram', 'google', 'schule']
const MEDIA = [null, null, 'email', 'social', 'cpc']
const CHANNELS = [null, null, null, '{"channel":"passau"}', '{"channel":"inn-salzach"}']

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T

/** The i-th record: visits of ten records each, spread over the last 90 days, deterministic. */
function record(i: number, now: number, RECORDS: number): RollupRecord & { ab_group: 'a' | 'b' } {
  const visit = Math.floor(i / RECORDS_PER_VISIT)
  const step = i % RECORDS_PER_VISIT
  const visits = Math.ceil(RECORDS / RECORDS_PER_VISIT)
  const dayIndex = Math.floor((visit / visits) * DAYS)
  const at = now - (DAYS - dayIndex) * 86_400_000 + ((visit * 7919) % 86_400) * 1000 + step * 20_000
  const hash = (visit * 2_654_435_761) >>> 0
  const route = pick(ROUTES, hash + step * 31)
  const kind = step % 5
  return {
    oabalytics_user_id: `v${hash % VISITORS}`,
    ab_group: hash % 2 ? 'b' : 'a',
    route,
    entity_type: kind === 0 || kind === 3 ? 'page_visit' : kind === 4 ? 'event' : 'impression',
    event: kind === 4 ? (step === 4 ? 'search' : 'click') : null,
    tracked_entity_type: kind === 1 || (kind === 4 && step !== 4) ? 'job' : kind === 2 ? 'business' : null,
    payload: kind === 0 ? pick(CHANNELS, hash) : null,
    campaign_id: pick(CAMPAIGNS, hash),
    source: pick(SOURCES, hash >>> 3),
    medium: pick(MEDIA, hash >>> 5),
    created_at: new Date(at).toISOString(),
  }
}

type Handle = DatabaseHandle

export const BENCH_DATABASE = 'oabat_bench_oabalytics'

/** Drops the bench's own PostgreSQL database, and creates it again unless only dropping. */
export async function recreateDatabase(maintenanceUrl: string, dropOnly: boolean) {
  const handle = openDatabase({ databaseUrl: maintenanceUrl })
  try {
    await sql`drop database if exists ${sql.id(BENCH_DATABASE)} with (force)`.execute(handle.db)
    if (!dropOnly) await sql`create database ${sql.id(BENCH_DATABASE)}`.execute(handle.db)
  } finally {
    await handle.close()
  }
}

/** Raw records in batches, roll-ups summed in memory and written at the end (as the backfill does). */
export async function generateRecords(handle: Handle, RECORDS: number): Promise<number> {
  const started = Date.now()
  const now = Date.now()
  const counters = new Map<string, number>()
  const visitors = new Map<
    string,
    { day: string; visitor: string; records: number; first_at: string; last_at: string }
  >()
  for (let start = 0; start < RECORDS; start += BATCH * 20) {
    await handle.db.transaction().execute(async (trx) => {
      for (let offset = start; offset < Math.min(RECORDS, start + BATCH * 20); offset += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, RECORDS - offset) }, (_, k) =>
          record(offset + k, now, RECORDS),
        )
        await trx
          .insertInto('analytics_records')
          .values(
            rows.map((r) => ({
              ...r,
              screen_width: 390,
              screen_height: 844,
              tracked_entity_id: r.tracked_entity_type ? String(offset % 997) : null,
            })),
          )
          .execute()
        const summed = aggregate(rows)
        for (const [key, count] of summed.counters) counters.set(key, (counters.get(key) ?? 0) + count)
        for (const v of summed.visitors) {
          const key = `${v.day} ${v.visitor}`
          const seen = visitors.get(key)
          if (!seen) visitors.set(key, { ...v })
          else {
            seen.records += v.records
            if (v.first_at < seen.first_at) seen.first_at = v.first_at
            if (v.last_at > seen.last_at) seen.last_at = v.last_at
          }
        }
      }
    })
  }
  const counterRows = [...counters.entries()].map(([key, count]) => {
    const [dimension, day, value, metric] = key.split('\u0000') as [string, string, string, string]
    return { dimension, day, value, metric, count }
  })
  const visitorRows = [...visitors.values()]
  await handle.db.transaction().execute(async (trx) => {
    for (let i = 0; i < counterRows.length; i += 2000) {
      await trx
        .insertInto('analytics_daily')
        .values(counterRows.slice(i, i + 2000))
        .execute()
    }
    for (let i = 0; i < visitorRows.length; i += 2000) {
      await trx
        .insertInto('analytics_daily_visitors')
        .values(visitorRows.slice(i, i + 2000))
        .execute()
    }
  })
  // The period roll-ups from the daily ones, as migration 0046 builds them.
  const periodsStarted = Date.now()
  await handle.db.transaction().execute(async (trx) => {
    await rebuildWeekly(trx)
    await rebuildVisitorReturns(trx)
  })
  const periodsSeconds = (Date.now() - periodsStarted) / 1000
  await sql`analyze`.execute(handle.db)
  console.log(
    `# oabalytics ${handle.dialect}: ${RECORDS.toLocaleString('en')} records, ${counterRows.length.toLocaleString('en')} counters, ${visitorRows.length.toLocaleString('en')} visitor days generated in ${((Date.now() - started) / 1000).toFixed(0)} s (the weeks and visitor returns of them in ${periodsSeconds.toFixed(1)} s)`,
  )
  return RECORDS
}
