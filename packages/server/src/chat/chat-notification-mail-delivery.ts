import type { ExpressionBuilder } from 'kysely'
import type { AppContext } from '../app-context.ts'
import type { Database } from '../db/schema.ts'
import type { Mailer } from '../mail/mailer.ts'
import { createReplyAddress } from '../mail2chat/reply-address.ts'
import { mayUseMail2Chat } from '../store/product-grants.ts'
import { chatNotificationMail } from './chat-notification-mail.ts'
import { chatPeople } from './chat-people.ts'

/**
 * How far back a sweep looks for unread messages: a process that was down for a while still tells
 * receivers about the last days, but a first start never mails about messages from long ago.
 */
export const CHAT_MAIL_CATCH_UP_DAYS = 3

type Participants = ExpressionBuilder<Database & { p: Database['chat_participants'] }, 'p'>

/**
 * The participant has had no mail in the current unread streak: never mailed, or mailed before they
 * last read the conversation. The same condition claims the mail, so a burst or a second process
 * sends one.
 */
function unmailedStreak(eb: Participants) {
  return eb.or([
    eb('p.mailed_at', 'is', null),
    eb.and([eb('p.last_read_at', 'is not', null), eb('p.mailed_at', '<', eb.ref('p.last_read_at'))]),
  ])
}

/** One receiver's first mailable unread message of a streak. */
export interface PendingChatMail {
  messageId: number
  conversationId: number
  receiverId: number
  createdAt: string
  email: string
  firstname: string | null
  senderId: number
  type: string
  body: string
  actionType: string | null
  actionSubject: string | null
  actionRejected: boolean
}

/**
 * Unread, not deleted, not system messages of the last days whose receiver is in an unmailed streak
 * and wants chat mails (`allows_chat_notification`, and the alias setting for this kind of message),
 * oldest first; one per conversation and receiver.
 */
export async function pendingChatMails(context: AppContext, nowMs: number): Promise<PendingChatMail[]> {
  const since = new Date(nowMs - CHAT_MAIL_CATCH_UP_DAYS * 86_400_000).toISOString()
  const rows = await context.db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_participants as p', 'p.conversation_id', 'm.conversation_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('user_aliases as a', 'a.user_id', 'u.id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.created_at',
      'm.sender_id',
      'm.type',
      'm.body',
      'm.action_type',
      'm.action_subject',
      'm.action_rejected',
      'p.user_id',
      'u.email',
      'u.firstname',
    ])
    .where('m.read_at', 'is', null)
    .where('m.created_at', '>=', since)
    .where('m.is_deleted', '=', 0)
    .where('m.type', '!=', 'system')
    .whereRef('p.user_id', '!=', 'm.sender_id')
    .where('p.unread_count', '>', 0)
    .where((eb) => eb.or([eb('p.last_read_at', 'is', null), eb('m.created_at', '>=', eb.ref('p.last_read_at'))]))
    .where(unmailedStreak)
    .where('u.allows_chat_notification', '=', 1)
    .where('u.email', 'is not', null)
    .where((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .case()
            .when('m.action_type', '=', 'jobInterest')
            .then(eb.ref('a.is_job_interest_mail_active'))
            .else(eb.ref('a.is_unread_messages_mail_active'))
            .end(),
          eb.lit(1),
        ),
        '=',
        1,
      ),
    )
    .orderBy('m.id')
    .execute()
  const first = new Map<string, PendingChatMail>()
  for (const row of rows) {
    const key = `${row.conversation_id}:${row.user_id}`
    if (first.has(key) || !row.email) continue
    first.set(key, {
      messageId: row.id,
      conversationId: row.conversation_id,
      receiverId: row.user_id,
      createdAt: row.created_at,
      email: row.email,
      firstname: row.firstname,
      senderId: row.sender_id,
      type: row.type,
      body: row.body,
      actionType: row.action_type,
      actionSubject: row.action_subject,
      actionRejected: row.action_rejected === 1,
    })
  }
  return [...first.values()]
}

/**
 * Claims the streak's mail (conditional UPDATE: only one process or sweep gets the row) and, in the
 * same transaction, records the reply address. Null when someone else claimed it first or the
 * message was read or deleted meanwhile.
 */
async function claimChatMail(
  context: AppContext,
  pending: PendingChatMail,
  nowMs: number,
): Promise<{ claimedAt: string; replyTo: string | null } | null> {
  const { config } = context
  const claimedAt = new Date(nowMs).toISOString()
  return context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('chat_participants as p')
      .set({ mailed_at: claimedAt })
      .where('p.conversation_id', '=', pending.conversationId)
      .where('p.user_id', '=', pending.receiverId)
      .where(unmailedStreak)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('chat_messages as m')
            .select('m.id')
            .where('m.id', '=', pending.messageId)
            .where('m.read_at', 'is', null)
            .where('m.is_deleted', '=', 0),
        ),
      )
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) return null
    const replyTo =
      config.MAIL2CHAT_PORT !== undefined &&
      (await mayUseMail2Chat(trx, pending.receiverId, new Date(nowMs).toISOString()))
        ? await createReplyAddress(trx, config, pending.conversationId, pending.receiverId, nowMs)
        : null
    return { claimedAt, replyTo }
  })
}

/** Claims and sends one receiver's mail; nothing when another process or sweep was first. */
export async function deliverChatMail(context: AppContext, mailer: Mailer, pending: PendingChatMail, nowMs: number) {
  const claim = await claimChatMail(context, pending, nowMs)
  if (!claim) return
  const people = await chatPeople(context, [pending.senderId])
  const mail = chatNotificationMail({
    to: pending.email,
    firstname: pending.firstname,
    senderName: people.get(pending.senderId)?.name ?? 'Jemand',
    message: {
      type: pending.type,
      body: pending.body,
      is_deleted: false,
      action: pending.actionType
        ? { type: pending.actionType, subject: pending.actionSubject, rejected: pending.actionRejected }
        : null,
    },
    link: `${context.config.publicUrl}/chat?conversation_id=${pending.conversationId}`,
    replyTo: claim.replyTo,
  })
  try {
    await mailer.send(mail)
  } catch (error) {
    // Give the streak back, so the next sweep tries again (unless the receiver has read it by then).
    await context.db
      .updateTable('chat_participants')
      .set({ mailed_at: null })
      .where('conversation_id', '=', pending.conversationId)
      .where('user_id', '=', pending.receiverId)
      .where('mailed_at', '=', claim.claimedAt)
      .execute()
    throw error
  }
}

/**
 * Sends every notification mail that is due (its message unread for CHAT_MAIL_DELAY_SECONDS) and
 * returns when the next one falls due (clock milliseconds), or null when none is waiting. Stops early
 * when `stopping` says so (shutdown): what is left stays pending in the database.
 */
export async function deliverDueChatMails(
  context: AppContext,
  mailer: Mailer,
  stopping: () => boolean = () => false,
): Promise<number | null> {
  const nowMs = (context.now ?? Date.now)()
  const delayMs = context.config.CHAT_MAIL_DELAY_SECONDS * 1000
  let nextDueAt: number | null = null
  for (const pending of await pendingChatMails(context, nowMs)) {
    const dueAt = Date.parse(pending.createdAt) + delayMs
    if (dueAt > nowMs) {
      nextDueAt = Math.min(nextDueAt ?? dueAt, dueAt)
      continue
    }
    if (stopping()) break
    try {
      await deliverChatMail(context, mailer, pending, nowMs)
    } catch (error) {
      console.error('chat notification mail failed:', error)
    }
  }
  return nextDueAt
}
