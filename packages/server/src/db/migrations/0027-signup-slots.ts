import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * The fixed regions' sign-up (SPEC §2 /passau/anmeldung, /inn-salzach/anmeldung, the speeddating
 * region; docs/speeddating.md): a region offers time slots with its companies, a pupil books one.
 * A slot has at most one booking — the unique slot_id decides, also between parallel requests.
 */
export function signupSlots(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('signup_slots'))
        .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id').onDelete('cascade'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('place', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('signup_slots_one_per_time', ['region_id', 'business_id', 'starts_at'])
        .execute()
      await db.schema
        .createIndex('signup_slots_by_region')
        .on('signup_slots')
        .columns(['region_id', 'starts_at'])
        .execute()
      await withId(dialect, db.schema.createTable('signup_bookings'))
        .addColumn('slot_id', 'integer', (c) => c.notNull().unique().references('signup_slots.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('signup_bookings_by_user').on('signup_bookings').column('user_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('signup_bookings').execute()
      await db.schema.dropTable('signup_slots').execute()
    },
  }
}
