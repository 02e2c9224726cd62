import { type Kysely, sql } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * School bases (SPEC §3 „School base: region_slug, name“, §7 GET /api/schoolbases, POST
 * /api/school_bases/; docs/schools.md „Schulbasen“): schools pupils and regions can name that have
 * no school account. One name per region (folded, so „Mittelschule Passau-St. Nikola“ and
 * „mittelschule passau st nikola“ are the same), the unique index decides even for parallel writes.
 */
export function schoolBases(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('school_bases'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('folded', 'text', (c) => c.notNull())
        .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('cascade'))
        .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      // Without a region the base is one of the whole platform (region 0 is no region).
      await sql`create unique index school_bases_one_name on school_bases (folded, (coalesce(region_id, 0)))`.execute(
        db,
      )
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('school_bases').execute()
    },
  }
}
