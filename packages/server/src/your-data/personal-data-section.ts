import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Something kept on disk that belongs to a deleted account: removed once its row is gone. */
export type StoredObject = { kind: 'image' | 'file' | 'video'; key: string }

export type Row = Record<string, unknown>

/**
 * One table (or a few that belong together) holding data about a user (docs/your-data.md). The
 * export (GDPR Art. 15/20) lists every section's rows; the deletion after deactivation (Art. 17)
 * runs every section's erase in one transaction. A new area adds its section with one line in
 * personal-data-sections.ts.
 */
export interface PersonalDataSection {
  /** Key of the section in the JSON file. */
  name: string
  /** German heading, shown to the user with the section. */
  title: string
  /** The user's rows: never secrets (hashes, tokens) nor other people's personal data. */
  rows(db: Kysely<Database>, userId: number): Promise<Row[]>
  /**
   * Deletes (or anonymises, where other people's data depends on the row) the user's rows. Returns
   * what must leave the disk once the transaction has committed. Absent: erased with the account
   * row, or nothing personal.
   */
  erase?(trx: Kysely<Database>, userId: number): Promise<StoredObject[]>
}
