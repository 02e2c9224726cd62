import type { Transaction } from 'kysely'
import { isBlocked } from '../chat/chat-block.ts'
import { insertToUser, pairKey, type SentMessage } from '../chat/chat-send.ts'
import type { Database } from '../db/schema.ts'

/** SPEC §4 Chat action message type of a new event; previews as „Neues Event“. */
export const EVENT_CREATED_ACTION = 'eventCreated'

/**
 * The members of a channel whom a new event is announced to (docs/regions.md): every company with a
 * site in the channel, and — for a region's channel — every school of the region (Schulverwaltung).
 * Each is reached through its first account, the one its chat conversations go to.
 */
export async function channelMemberContacts(trx: Transaction<Database>, channelId: number): Promise<number[]> {
  const [companies, schools] = await Promise.all([
    trx
      .selectFrom('users as u')
      .select((eb) => eb.fn.min<number>('u.id').as('id'))
      .where('u.business_id', 'in', (eb) =>
        eb
          .selectFrom('business_site_channels as bc')
          .innerJoin('business_sites as s', 's.id', 'bc.business_site_id')
          .select('s.business_id')
          .where('bc.channel_id', '=', channelId),
      )
      .groupBy('u.business_id')
      .execute(),
    trx
      .selectFrom('users as u')
      .select((eb) => eb.fn.min<number>('u.id').as('id'))
      .where('u.school_id', 'in', (eb) =>
        eb
          .selectFrom('region_schools as rs')
          .innerJoin('regions as r', 'r.id', 'rs.region_id')
          .select('rs.school_id')
          .where('r.channel_id', '=', channelId),
      )
      .groupBy('u.school_id')
      .execute(),
  ])
  return [...new Set([...companies, ...schools].map((row) => Number(row.id)))].sort((a, b) => a - b)
}

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/**
 * Inside the event's transaction: „Neues Event“ from its author to every member of the channel
 * (not to the author, not into a blocked conversation). The body names the event, its start and
 * the link to its page.
 */
export async function insertEventCreatedMessages(
  trx: Transaction<Database>,
  event: { authorId: number; channelId: number; title: string; startAt: string; url: string; now: string },
): Promise<SentMessage[]> {
  const receivers = (await channelMemberContacts(trx, event.channelId)).filter((id) => id !== event.authorId)
  const body = `${event.title}\n${dateFormat.format(new Date(event.startAt))} Uhr\n${event.url}`
  const sent: SentMessage[] = []
  for (const receiverId of receivers) {
    const existing = await trx
      .selectFrom('chat_conversations')
      .select('id')
      .where('pair_key', '=', pairKey(event.authorId, receiverId))
      .executeTakeFirst()
    if (existing && (await isBlocked(trx, existing.id))) continue
    sent.push(
      await insertToUser(
        trx,
        receiverId,
        {
          senderId: event.authorId,
          body,
          type: 'action',
          fileId: null,
          imageId: null,
          action: { type: EVENT_CREATED_ACTION, subject: event.title },
        },
        event.now,
      ),
    )
  }
  return sent
}
