import { type Insertable, type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * SQLite allows 32766 bound parameters per statement, PostgreSQL 65535; batches sized for the
 * smaller bound work on both, and a few more round trips on PostgreSQL cost next to nothing.
 */
export const MAX_BOUND_PARAMETERS = 32766

export type TableName = keyof Database & string

/** Inserts rows as multi-row INSERTs, as many rows per statement as the parameter bound allows. */
export async function insertRows<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(first).length))
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot narrow a generic table name; the row type above already ties rows to the table.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute()
  }
}

/**
 * Collects rows of one table and writes them in full batches, so a large seed streams into the
 * database instead of holding every generated row in memory.
 */
export class RowWriter<T extends TableName> {
  private rows: Array<Insertable<Database[T]>> = []
  private size = 0
  written = 0

  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: T,
  ) {}

  async add(row: Insertable<Database[T]>): Promise<void> {
    if (this.size === 0) this.size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(row).length))
    this.rows.push(row)
    if (this.rows.length >= this.size) await this.flush()
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return
    const rows = this.rows
    this.rows = []
    await insertRows(this.db, this.table, rows)
    this.written += rows.length
  }
}

/** The next free id of a table; the seed assigns ids itself so rows can reference each other before insert. */
export async function nextId(db: Kysely<Database>, table: TableName): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number | null>`max(id)`.as('max')).executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

/** Counts a table's rows. */
export async function countRows(db: Kysely<Database>, table: TableName): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('count')).executeTakeFirst()
  return Number(row?.count ?? 0)
}

/**
 * PostgreSQL identity columns do not advance when rows carry explicit ids; moves each sequence past
 * the highest id so later inserts by the app get fresh ids. SQLite needs nothing: it uses max(id).
 */
export async function syncIdSequences(db: Kysely<Database>, tables: readonly TableName[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    )
  }
}

/** Runs fn in a transaction, or directly when db already is one (Kysely has no nested transactions). */
export async function inTransaction<R>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<R>): Promise<R> {
  if (db.isTransaction) return fn(db)
  return db.transaction().execute(fn)
}
