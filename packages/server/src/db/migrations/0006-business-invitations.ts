import type { Kysely } from 'kysely'

/**
 * When a company invited the account (POST /api/business/{id}/users): with an unconfirmed address
 * the invitation is still open, so the company can send it again (docs/accounts.md).
 */
export function businessInvitations() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('invited_at', 'text').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('invited_at').execute()
    },
  }
}
