import type { Insertable, Kysely } from 'kysely'
import type { DialectName } from '../db/dialect.ts'
import type { Database } from '../db/schema.ts'
import type { AnalyticsRecordsTable } from '../db/search-schema.ts'
import { rollUpCampaigns } from './campaign-rollup.ts'
import { type RollupRecord, rollUp } from './rollup.ts'
import { lockVisitors } from './visitor-returns.ts'

/** A record as stored: the table's row, with every field the roll-ups read. */
export type AnalyticsRow = Insertable<AnalyticsRecordsTable> & RollupRecord

/** Records per INSERT: well below the bound-parameter limits of SQLite and PostgreSQL. */
const ROWS_PER_INSERT = 500

interface Waiting {
  rows: AnalyticsRow[]
  settle: (error?: unknown) => void
}

/** Stores records and their roll-ups in one transaction (docs/oabalytics.md). */
async function storeRecords(db: Kysely<Database>, dialect: DialectName, rows: AnalyticsRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockVisitors(
      trx,
      dialect,
      rows.map((row) => row.oabalytics_user_id),
    )
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
      await trx
        .insertInto('analytics_records')
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .execute()
    await rollUp(trx, rows)
    await rollUpCampaigns(trx, rows)
  })
}

/**
 * Group commit of analytics beacons. Every request still answers only once its records are stored,
 * but the beacons that arrive while one transaction runs are stored together in the next one. At 50
 * concurrent beacons that is one transaction instead of 50, with the counters of all of them summed
 * first: far fewer writes, and a search waiting for the (single SQLite) connection waits behind one
 * transaction, not a queue of them. Should a group fail, each beacon is tried alone, so one bad
 * beacon fails only its own request.
 */
export function createIngestGroupCommit(
  db: Kysely<Database>,
  dialect: DialectName,
): (rows: AnalyticsRow[]) => Promise<void> {
  let waiting: Waiting[] = []
  let running = false

  async function drain(): Promise<void> {
    running = true
    while (waiting.length > 0) {
      const group = waiting
      waiting = []
      try {
        await storeRecords(
          db,
          dialect,
          group.flatMap((entry) => entry.rows),
        )
        for (const entry of group) entry.settle()
      } catch (groupError) {
        if (group.length === 1) (group[0] as Waiting).settle(groupError)
        else
          for (const entry of group)
            await storeRecords(db, dialect, entry.rows).then(
              () => entry.settle(),
              (error: unknown) => entry.settle(error),
            )
      }
    }
    running = false
  }

  return (rows) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ rows, settle: (error) => (error === undefined ? resolve() : reject(error)) })
      if (!running) void drain()
    })
}
