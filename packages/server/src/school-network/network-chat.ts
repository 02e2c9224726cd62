import { networkActionRef, SCHOOL_NETWORK_ACTION } from '@oabat/core'
import type { Transaction } from 'kysely'
import { isBlocked } from '../chat/chat-block.ts'
import { insertToUser, pairKey, type SentMessage } from '../chat/chat-send.ts'
import type { Database } from '../db/schema.ts'
import { companyChatContact } from '../employer-jobs/job-interest-chat.ts'

type Trx = Transaction<Database>

/** Whom a school's chat reaches: its first account (as a company's reaches its first one). */
async function schoolChatContact(trx: Trx, schoolId: number): Promise<number | null> {
  const contact = await trx
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .executeTakeFirst()
  return contact?.id ?? null
}

/** The other side's contact, unless there is none, it is the sender, or their conversation is blocked. */
async function reachableContact(trx: Trx, senderId: number, contactId: number | null): Promise<number | null> {
  if (contactId === null || contactId === senderId) return null
  const existing = await trx
    .selectFrom('chat_conversations')
    .select('id')
    .where('pair_key', '=', pairKey(senderId, contactId))
    .executeTakeFirst()
  if (existing && (await isBlocked(trx, existing.id))) return null
  return contactId
}

interface Pair {
  schoolId: number
  siteId: number
  businessId: number
}

/**
 * Inside the request's transaction: the „Netzwerk Anfrage“ action message (SPEC §4; body = the note)
 * from the sender to the other side's contact, naming the pair so the chat can answer it. Null when
 * the other side has no account yet or the conversation is blocked: the request is still stored and
 * shown on the network pages.
 */
export async function insertRequestAction(
  trx: Trx,
  request: Pair & {
    senderId: number
    sentBy: 'school' | 'business'
    subject: string
    message: string | null
    now: string
  },
): Promise<SentMessage | null> {
  const contact =
    request.sentBy === 'school'
      ? await companyChatContact(trx, request.businessId)
      : await schoolChatContact(trx, request.schoolId)
  const receiverId = await reachableContact(trx, request.senderId, contact)
  if (receiverId === null) return null
  return insertToUser(
    trx,
    receiverId,
    {
      senderId: request.senderId,
      body: request.message ?? '',
      type: 'action',
      fileId: null,
      imageId: null,
      action: {
        type: SCHOOL_NETWORK_ACTION,
        subject: request.subject,
        ref: networkActionRef(request.schoolId, request.siteId),
      },
    },
    request.now,
  )
}

/**
 * Inside the answer's transaction: the answer as a message from the person who answered to whoever
 * sent the request, so the asker learns it in the chat (and live). Declining also marks the request's
 * action messages as refused.
 */
export async function insertAnswerMessage(
  trx: Trx,
  answer: Pair & { answererId: number; askerId: number | null; accepted: boolean; text: string; now: string },
): Promise<SentMessage | null> {
  if (!answer.accepted)
    await trx
      .updateTable('chat_messages')
      .set({ action_rejected: 1 })
      .where('action_type', '=', SCHOOL_NETWORK_ACTION)
      .where('action_ref', '=', networkActionRef(answer.schoolId, answer.siteId))
      .execute()
  const receiverId = await reachableContact(trx, answer.answererId, answer.askerId)
  if (receiverId === null) return null
  return insertToUser(
    trx,
    receiverId,
    { senderId: answer.answererId, body: answer.text, type: 'regular', fileId: null, imageId: null },
    answer.now,
  )
}
