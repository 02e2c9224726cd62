import type { BroadcastRole } from '@oabat/core/contract'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../http/http-error.ts'
import { announceMessage } from './chat-announce.ts'
import { CONVERSATION_BLOCKED } from './chat-block.ts'
import { insertToUser, type NewMessage, type SentMessage, sendToUser } from './chat-send.ts'

type Db = AppContext['db']

/** Receivers written per transaction: a group of 10,000 is 50 short transactions, not one long lock. */
export const BROADCAST_BATCH = 200

const UNKNOWN_CHANNEL = 'Diesen Kanal gibt es nicht.'
const NO_TRAINEE_CHANNEL = 'Auszubildende gehören keinem Kanal an. Lass den Kanal leer.'

export interface BroadcastGroup {
  role: BroadcastRole
  channel?: string | undefined
}

/**
 * The accounts of a group (docs/admin.md „Konversationen“): companies' accounts (with a channel: of
 * companies with a site active in it), schools' and regions' accounts (with a channel: of those in
 * it), trainees (no channel). Never the sender, never an account whose personal data is deleted,
 * never one that blocked its conversation with the sender. Sorted by id.
 */
export async function broadcastRecipients(db: Db, senderId: number, group: BroadcastGroup): Promise<number[]> {
  let channelId: number | undefined
  if (group.channel) {
    if (group.role === 'trainees') throw new HttpError(422, NO_TRAINEE_CHANNEL, { channel: [NO_TRAINEE_CHANNEL] })
    const channel = await db.selectFrom('channels').select('id').where('slug', '=', group.channel).executeTakeFirst()
    if (!channel) throw new HttpError(422, UNKNOWN_CHANNEL, { channel: [UNKNOWN_CHANNEL] })
    channelId = channel.id
  }
  let query = db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '!=', senderId)
    .where('users.personal_data_deleted_at', 'is', null)
  if (group.role === 'trainees') query = query.where('users.is_trainee', '=', 1)
  if (group.role === 'businesses') {
    query = query.where('users.business_id', 'is not', null)
    if (channelId !== undefined) {
      const id = channelId
      query = query.where((eb) =>
        eb(
          'users.business_id',
          'in',
          eb
            .selectFrom('business_site_channels')
            .innerJoin('business_sites', 'business_sites.id', 'business_site_channels.business_site_id')
            .select('business_sites.business_id')
            .where('business_site_channels.channel_id', '=', id)
            .where('business_site_channels.is_active', '=', 1),
        ),
      )
    }
  }
  if (group.role === 'schools') {
    query = query.where('users.school_id', 'is not', null)
    if (channelId !== undefined) {
      const id = channelId
      query = query.where((eb) =>
        eb('users.school_id', 'in', eb.selectFrom('schools').select('schools.id').where('schools.channel_id', '=', id)),
      )
    }
  }
  if (group.role === 'regions') {
    query = query.where('users.region_id', 'is not', null)
    if (channelId !== undefined) {
      const id = channelId
      query = query.where((eb) =>
        eb('users.region_id', 'in', eb.selectFrom('regions').select('regions.id').where('regions.channel_id', '=', id)),
      )
    }
  }
  const [rows, blocked] = await Promise.all([query.orderBy('users.id').execute(), blockedPartners(db, senderId)])
  return rows.map((row) => row.id).filter((id) => !blocked.has(id))
}

/** The accounts whose single conversation with the sender is blocked (by either side). */
export async function blockedPartners(db: Db, senderId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('chat_participants as own')
    .innerJoin('chat_conversations as c', 'c.id', 'own.conversation_id')
    .innerJoin('chat_participants as other', 'other.conversation_id', 'c.id')
    .select('other.user_id')
    .where('own.user_id', '=', senderId)
    .where('other.user_id', '!=', senderId)
    .where('c.type', '=', 'single')
    .where('c.blocked_by', 'is not', null)
    .execute()
  return new Set(rows.map((row) => row.user_id))
}

/**
 * Sends one system message into each receiver's single conversation with the sender (created when
 * missing), BROADCAST_BATCH receivers per transaction: a batch is written whole or not at all. When a
 * batch fails because a conversation was blocked meanwhile (or a first message of the receiver created
 * the conversation at the same moment), that batch is sent one by one and blocked receivers are skipped. Every stored message is then announced (live event, push, mail).
 */
export async function sendBroadcast(
  context: AppContext,
  senderId: number,
  receiverIds: readonly number[],
  body: string,
  now: string,
): Promise<{ sent: SentMessage[]; skipped: number }> {
  const message: NewMessage = { senderId, body, type: 'system', fileId: null, imageId: null }
  const sent: SentMessage[] = []
  let skipped = 0
  for (let start = 0; start < receiverIds.length; start += BROADCAST_BATCH) {
    const batch = receiverIds.slice(start, start + BROADCAST_BATCH)
    const written = await writeBatch(context.db, batch, message, now).catch(async (error: unknown) => {
      if (!(error instanceof HttpError && error.message === CONVERSATION_BLOCKED) && !isUniqueViolation(error))
        throw error
      const one: SentMessage[] = []
      for (const receiverId of batch) {
        const result = await sendToUser(context.db, receiverId, message, now).catch((e: unknown) => {
          if (e instanceof HttpError && (e.message === CONVERSATION_BLOCKED || e.status === 422)) return null
          throw e
        })
        if (result) one.push(result)
        else skipped += 1
      }
      return one
    })
    sent.push(...written)
  }
  for (const message of sent) await announceMessage(context, message)
  return { sent, skipped }
}

function writeBatch(db: Db, batch: readonly number[], message: NewMessage, now: string): Promise<SentMessage[]> {
  return db.transaction().execute(async (trx) => {
    const result: SentMessage[] = []
    for (const receiverId of batch) result.push(await insertToUser(trx, receiverId, message, now))
    return result
  })
}
