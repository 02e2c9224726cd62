import type { Transaction } from 'kysely'
import { isBlocked } from '../chat/chat-block.ts'
import { insertToUser, pairKey, type SentMessage } from '../chat/chat-send.ts'
import type { Database } from '../db/schema.ts'

/** SPEC §4 Chat action message type of a job interest; previews as „Neue Anfrage: {job}“. */
export const JOB_INTEREST_ACTION = 'jobInterest'

/**
 * Whom a company's chat reaches: its first account, the same person „Nachricht an …“ on the business
 * page writes to (GET /api/chat/business/{slug}), so the interest lands in that conversation.
 */
export async function companyChatContact(trx: Transaction<Database>, businessId: number): Promise<number | null> {
  const contact = await trx
    .selectFrom('users')
    .select('id')
    .where('business_id', '=', businessId)
    .orderBy('id')
    .executeTakeFirst()
  return contact?.id ?? null
}

/**
 * Inside the interest's transaction: the trainee's „Neue Anfrage“ action message (body = the trainee's
 * message) into the single conversation with the company's contact. Null when the company has no
 * account yet or the conversation is blocked: the interest is still stored and listed for the company.
 */
export async function insertInterestAction(
  trx: Transaction<Database>,
  interest: { traineeId: number; businessId: number; jobName: string; message: string | null; now: string },
): Promise<SentMessage | null> {
  const contactId = await companyChatContact(trx, interest.businessId)
  if (contactId === null || contactId === interest.traineeId) return null
  const existing = await trx
    .selectFrom('chat_conversations')
    .select('id')
    .where('pair_key', '=', pairKey(interest.traineeId, contactId))
    .executeTakeFirst()
  if (existing && (await isBlocked(trx, existing.id))) return null
  return insertToUser(
    trx,
    contactId,
    {
      senderId: interest.traineeId,
      body: interest.message ?? '',
      type: 'action',
      fileId: null,
      imageId: null,
      action: { type: JOB_INTEREST_ACTION, subject: interest.jobName },
    },
    interest.now,
  )
}
