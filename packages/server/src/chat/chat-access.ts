import { type ChatParticipant, chatPartyRole, chatStartDecision } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { HttpError } from '../http/http-error.ts'
import { chatPeople } from './chat-people.ts'
import { pairKey } from './chat-send.ts'

type Db = AppContext['db']

/**
 * One answer for „not allowed“ and „no such user“: ids are sequential, so a different answer would
 * tell whether an account exists (issue #10). It names no one.
 */
export const CHAT_START_REFUSED =
  'Mit diesem Konto kannst Du keine Unterhaltung beginnen. Betriebe und Schulen schreiben Azubis erst, nachdem diese ihnen geschrieben oder sich beworben haben.'
export const CHAT_CONFIRM_EMAIL =
  'Bitte bestätige zuerst Deine E-Mail-Adresse. Danach kannst Du neue Unterhaltungen beginnen.'

/** Whether the trainee sent a job interest to a job of this company. */
async function appliedTo(db: Db, traineeId: number, businessId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_interests as i')
    .innerJoin('jobs as j', 'j.id', 'i.job_id')
    .select('i.id')
    .where('i.trainee_user_id', '=', traineeId)
    .where('j.business_id', '=', businessId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The receiver as the chat shows them, when the sender may start a conversation with them or already
 * has one (docs/chat.md „Who may write to whom“); 403 otherwise, the same for an unknown id.
 */
export async function requireChatStart(
  context: AppContext,
  sender: SessionUser,
  receiverId: number,
): Promise<ChatParticipant> {
  const { db } = context
  const receiver = (await chatPeople(context, [receiverId])).get(receiverId)
  const existing = await db
    .selectFrom('chat_conversations')
    .select('id')
    .where('pair_key', '=', pairKey(sender.id, receiverId))
    .executeTakeFirst()
  const decision = chatStartDecision(
    { role: chatPartyRole(sender), emailVerified: sender.email_verified },
    receiver?.type ?? 'trainee',
    {
      hasConversation: existing !== undefined,
      receiverApplied: Boolean(
        receiver?.type === 'trainee' && sender.business && (await appliedTo(db, receiverId, sender.business.id)),
      ),
    },
  )
  if (decision === 'confirm-email') throw new HttpError(403, CHAT_CONFIRM_EMAIL)
  if (decision === 'refuse' || !receiver) throw new HttpError(403, CHAT_START_REFUSED)
  return receiver
}
