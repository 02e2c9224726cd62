import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * SPEC §3 User.one_signal_id ("push") names the account's push subscription: the endpoint of its
 * newest browser, or null without any. Called in the transaction of every change of the account's
 * subscriptions, after the change.
 */
export async function syncOneSignalId(db: Kysely<Database> | Transaction<Database>, userId: number): Promise<void> {
  // Lock the user's row first: a concurrent change of their subscriptions commits before the read
  // below, so the last writer always writes what is really there (PostgreSQL; SQLite writes one at a time).
  await db
    .updateTable('users')
    .set((eb) => ({ one_signal_id: eb.ref('one_signal_id') }))
    .where('id', '=', userId)
    .execute()
  const newest = await db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  await db
    .updateTable('users')
    .set({ one_signal_id: newest?.endpoint ?? null })
    .where('id', '=', userId)
    .execute()
}
