import type { Transaction } from 'kysely'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { refuseWhenBlocked } from './chat-block.ts'
import { type MessageRow, requireParticipant } from './chat-queries.ts'
import type { ChatMessagesTable } from './chat-schema.ts'

type Db = AppContext['db']

export interface NewMessage {
  senderId: number
  body: string
  type: ChatMessagesTable['type']
  fileId: number | null
  imageId: number | null
  /** For type action (SPEC §4 Chat action message types): which action and the name it mentions. */
  action?: { type: string; subject: string | null; ref?: string }
}

export interface SentMessage {
  row: MessageRow
  participantIds: number[]
}

const NO_RECEIVER = 'Diesen Empfänger gibt es nicht.'

/** The unique key of the single conversation of two users: "{lower id}:{higher id}". */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`
}

async function insertMessage(
  trx: Transaction<Database>,
  conversationId: number,
  message: NewMessage,
  now: string,
): Promise<SentMessage> {
  await refuseWhenBlocked(trx, conversationId)
  const participants = await trx
    .selectFrom('chat_participants')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .execute()
  const participantIds = participants.map((p) => p.user_id)
  const others = participantIds.filter((id) => id !== message.senderId)
  const inserted = await trx
    .insertInto('chat_messages')
    .values({
      conversation_id: conversationId,
      sender_id: message.senderId,
      receiver_id: others.length === 1 ? (others[0] ?? null) : null,
      body: message.body,
      type: message.type,
      action_type: message.action?.type ?? null,
      action_subject: message.action?.subject ?? null,
      action_rejected: 0,
      action_ref: message.action?.ref ?? null,
      file_id: message.fileId,
      image_id: message.imageId,
      is_deleted: 0,
      visible_to_sender: 1,
      read_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx.updateTable('chat_conversations').set({ updated_at: now }).where('id', '=', conversationId).execute()
  if (others.length > 0)
    await trx
      .updateTable('chat_participants')
      .set((eb) => ({ unread_count: eb('unread_count', '+', 1) }))
      .where('conversation_id', '=', conversationId)
      .where('user_id', 'in', others)
      .execute()
  const row = await trx
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', Number(inserted.id))
    .executeTakeFirstOrThrow()
  return { row, participantIds }
}

/** Sends into a conversation the sender takes part in (403 otherwise). */
export async function sendToConversation(
  db: Db,
  conversationId: number,
  message: NewMessage,
  now: string,
): Promise<SentMessage> {
  await requireParticipant(db, conversationId, message.senderId)
  return db.transaction().execute((trx) => insertMessage(trx, conversationId, message, now))
}

/**
 * Sends to a user: the one single conversation of the two is reused or created, together with the
 * message, in one transaction. Two first messages at once collide on pair_key; the loser retries
 * and finds the winner's conversation.
 */
export async function sendToUser(db: Db, receiverId: number, message: NewMessage, now: string): Promise<SentMessage> {
  if (receiverId === message.senderId)
    throw new HttpError(422, 'Du kannst Dir nicht selbst schreiben.', {
      receiver_id: ['Du kannst Dir nicht selbst schreiben.'],
    })
  const receiver = await db.selectFrom('users').select('id').where('id', '=', receiverId).executeTakeFirst()
  if (!receiver) throw new HttpError(422, NO_RECEIVER, { receiver_id: [NO_RECEIVER] })
  const attempt = () => db.transaction().execute((trx) => insertToUser(trx, receiverId, message, now))
  try {
    return await attempt()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return attempt()
  }
}

/**
 * Inside the caller's transaction: the single conversation of sender and receiver is reused or created,
 * then the message goes in. A concurrent first message makes it fail on pair_key: retry the transaction.
 */
export async function insertToUser(
  trx: Transaction<Database>,
  receiverId: number,
  message: NewMessage,
  now: string,
): Promise<SentMessage> {
  const key = pairKey(message.senderId, receiverId)
  const existing = await trx
    .selectFrom('chat_conversations')
    .select('id')
    .where('pair_key', '=', key)
    .executeTakeFirst()
  let conversationId = existing?.id
  if (conversationId === undefined) {
    const created = await trx
      .insertInto('chat_conversations')
      .values({ type: 'single', pair_key: key, created_at: now, updated_at: now, blocked_by: null, blocked_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    conversationId = Number(created.id)
    await trx
      .insertInto('chat_participants')
      .values([
        {
          conversation_id: conversationId,
          user_id: message.senderId,
          unread_count: 0,
          last_read_at: now,
          mailed_at: null,
        },
        { conversation_id: conversationId, user_id: receiverId, unread_count: 0, last_read_at: null, mailed_at: null },
      ])
      .execute()
  }
  return insertMessage(trx, conversationId, message, now)
}

/** The sender may attach only their own uploads (POST /api/images, POST /api/file). */
export async function checkAttachments(
  db: Db,
  userId: number,
  fileId: number | null,
  imageId: number | null,
): Promise<void> {
  if (fileId !== null) {
    const file = await db.selectFrom('files').select('owner_user_id').where('id', '=', fileId).executeTakeFirst()
    if (!file || file.owner_user_id !== userId)
      throw new HttpError(422, 'Diese Datei gibt es nicht.', { file_id: ['Diese Datei gibt es nicht.'] })
  }
  if (imageId !== null) {
    const image = await db.selectFrom('images').select('owner_user_id').where('id', '=', imageId).executeTakeFirst()
    if (!image || image.owner_user_id !== userId)
      throw new HttpError(422, 'Dieses Bild gibt es nicht.', { image_id: ['Dieses Bild gibt es nicht.'] })
  }
}
