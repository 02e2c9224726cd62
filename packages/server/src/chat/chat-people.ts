import type { ChatParticipant } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { accountFlags } from '../auth/account-flags.ts'

/** Name shown for the oabat admin account in chats. */
export const ADMIN_CHAT_NAME = 'oabat Team'

/**
 * How chat shows people: a business, school or region account by its organisation's name, the
 * admin as the oabat team, everyone else by first name and last name.
 */
export async function chatPeople(context: AppContext, userIds: number[]): Promise<Map<number, ChatParticipant>> {
  const people = new Map<number, ChatParticipant>()
  if (userIds.length === 0) return people
  const rows = await context.db
    .selectFrom('users as u')
    .leftJoin('businesses as b', 'b.id', 'u.business_id')
    .leftJoin('schools as s', 's.id', 'u.school_id')
    .leftJoin('regions as r', 'r.id', 'u.region_id')
    .select([
      'u.id',
      'u.email',
      'u.firstname',
      'u.lastname',
      'b.name as business_name',
      'b.slug as business_slug',
      's.name as school_name',
      'r.name as region_name',
    ])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute()
  for (const row of rows) {
    const person = [row.firstname, row.lastname].filter(Boolean).join(' ') || 'Nutzer:in'
    let participant: ChatParticipant
    if (accountFlags(row.email, context.config.accounts).is_admin)
      participant = { id: row.id, name: ADMIN_CHAT_NAME, type: 'admin', business_slug: null }
    else if (row.business_name !== null)
      participant = { id: row.id, name: row.business_name, type: 'business', business_slug: row.business_slug }
    else if (row.school_name !== null)
      participant = { id: row.id, name: row.school_name, type: 'school', business_slug: null }
    else if (row.region_name !== null)
      participant = { id: row.id, name: row.region_name, type: 'region', business_slug: null }
    else participant = { id: row.id, name: person, type: 'trainee', business_slug: null }
    people.set(row.id, participant)
  }
  return people
}
