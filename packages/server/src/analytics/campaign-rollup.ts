import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { berlinDay } from './berlin-day.ts'
import { addCounters, eachStoredRecordBatch, metricsOf, type RollupOptions, type RollupRecord } from './rollup.ts'
import { addReturnChanges, knownDays, returnChanges } from './visitor-returns.ts'

/**
 * The roll-ups of one campaign's figures (docs/admin.md „Kampagnen“), kept beside the platform's:
 * the campaign's visitors per day (its visits), its conversions, and its figures per source and
 * medium. Only records that carry a campaign are read, so the ingest of other records costs nothing.
 */

/** Events the portal sends after a conversion, and the figure each counts for the campaign. */
export const CONVERSION_EVENTS = {
  registration: 'registrations',
  job_interest: 'job_interests',
  chat_started: 'chats_started',
} as const

/** Between a campaign and its source or medium in a cross-dimension value; no tracker value holds it. */
export const CAMPAIGN_SEPARATOR = '\u001f'

const VALUE_MAX = 200
const ROWS_PER_INSERT = 500

const clean = (value: string | null) => value?.trim().slice(0, VALUE_MAX) || null

function conversionOf(record: RollupRecord): string | null {
  if (record.entity_type !== 'event' || !record.event) return null
  return (CONVERSION_EVENTS as Record<string, string>)[record.event] ?? null
}

/** Counter increments and visitor days of the records that carry a campaign. */
export function aggregateCampaigns(records: RollupRecord[]) {
  const counters = new Map<string, number>()
  const visitors = new Set<string>()
  const add = (dimension: string, day: string, value: string, metric: string) => {
    const key = `${dimension}\u0000${day}\u0000${value}\u0000${metric}`
    counters.set(key, (counters.get(key) ?? 0) + 1)
  }
  for (const record of records) {
    const campaign = clean(record.campaign_id)
    if (!campaign) continue
    const day = berlinDay(record.created_at)
    visitors.add(`${campaign}\u0000${day}\u0000${record.oabalytics_user_id}`)
    const conversion = conversionOf(record)
    const metrics: string[] = conversion ? [conversion] : metricsOf(record)
    const source = clean(record.source)
    const medium = clean(record.medium)
    for (const metric of metrics) {
      // The campaign dimension itself already has the page metrics (rollup.ts); only conversions are new there.
      if (conversion) add('campaign', day, campaign, metric)
      if (source) add('campaign_source', day, `${campaign}${CAMPAIGN_SEPARATOR}${source}`, metric)
      if (medium) add('campaign_medium', day, `${campaign}${CAMPAIGN_SEPARATOR}${medium}`, metric)
    }
  }
  return { counters, visitors }
}

/** Adds the campaign figures of records; called in the transaction that stores them, like rollUp. */
export async function rollUpCampaigns(
  db: Kysely<Database>,
  records: RollupRecord[],
  options: RollupOptions = { periods: true },
): Promise<void> {
  const { counters, visitors } = aggregateCampaigns(records)
  await addCounters(db, counters, options)
  const visits = [...visitors].sort().map((key) => {
    const [campaign, day, visitor] = key.split('\u0000') as [string, string, string]
    return { campaign, day, visitor }
  })
  if (options.periods && visits.length > 0) {
    const scoped = visits.map(({ campaign, day, visitor }) => ({ scope: campaign, visitor, day }))
    await addReturnChanges(db, returnChanges(await knownDays(db, scoped, true), scoped))
  }
  for (let start = 0; start < visits.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('analytics_campaign_visitors')
      .values(visits.slice(start, start + ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['campaign', 'day', 'visitor']).doNothing())
      .execute()
  }
}

/** Rolls up the campaign figures of every stored record that carries a campaign (migration 0045). */
export async function rollUpStoredCampaignRecords(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>
  await eachStoredRecordBatch(db, true, (batch) => rollUpCampaigns(db, batch, { periods: false }))
}
