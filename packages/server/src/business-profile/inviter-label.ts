import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * How the invitation mail names the inviting colleague: „Vorname Nachname (adresse)“ — a bare address
 * is hard to recognise —, or the address alone when the account has no name.
 */
export async function inviterLabel(db: Kysely<Database>, inviter: { id: number; email: string }): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['firstname', 'lastname'])
    .where('id', '=', inviter.id)
    .executeTakeFirst()
  const name = [row?.firstname, row?.lastname].filter(Boolean).join(' ').trim()
  return name ? `${name} (${inviter.email})` : inviter.email
}
