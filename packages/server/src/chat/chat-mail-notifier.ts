import type { Kysely } from 'kysely'
import type { AppContext } from '../app-context.ts'
import type { Database } from '../db/schema.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { createReplyAddress } from '../mail2chat/reply-address.ts'
import { chatNotificationMail } from './chat-notification-mail.ts'
import { chatPeople } from './chat-people.ts'
import type { SentMessage } from './chat-send.ts'

interface Notifier {
  timers: Set<NodeJS.Timeout>
  mailer: Mailer
  stopped: boolean
}

// One notifier per database (one per running app): its timers stop with the server (stopChatMails).
const notifiers = new WeakMap<Kysely<Database>, Notifier>()

function notifierOf(context: AppContext): Notifier {
  let notifier = notifiers.get(context.db)
  if (!notifier) {
    notifier = { timers: new Set(), mailer: createMailer(context.config, context.now ?? Date.now), stopped: false }
    notifiers.set(context.db, notifier)
  }
  return notifier
}

/** Server shutdown: pending notification mails are dropped (the receivers see the unread badge instead). */
export function stopChatMails(db: Kysely<Database>): void {
  const notifier = notifiers.get(db)
  if (!notifier) return
  notifier.stopped = true
  for (const timer of notifier.timers) clearTimeout(timer)
  notifier.timers.clear()
}

/**
 * After a message is stored: each receiver who has not read it CHAT_MAIL_DELAY_SECONDS later gets one
 * notification mail — one per unread streak (no second mail until they have read the conversation),
 * only if their settings allow it (docs/chat.md).
 */
export function scheduleChatMails(context: AppContext, sent: SentMessage): void {
  const receivers = sent.participantIds.filter((id) => id !== sent.row.sender_id)
  if (receivers.length === 0 || sent.row.type === 'system') return
  const notifier = notifierOf(context)
  if (notifier.stopped) return
  const timer = setTimeout(() => {
    notifier.timers.delete(timer)
    for (const receiverId of receivers)
      notifyReceiver(context, notifier, sent.row.id, receiverId).catch((error: unknown) => {
        if (!notifier.stopped) console.error('chat notification mail failed:', error)
      })
  }, context.config.CHAT_MAIL_DELAY_SECONDS * 1000)
  timer.unref()
  notifier.timers.add(timer)
}

async function notifyReceiver(context: AppContext, notifier: Notifier, messageId: number, receiverId: number) {
  const { db, config } = context
  const nowMs = (context.now ?? Date.now)()
  const message = await db.selectFrom('chat_messages').selectAll().where('id', '=', messageId).executeTakeFirst()
  if (!message || message.is_deleted === 1 || message.read_at !== null) return
  const participant = await db
    .selectFrom('chat_participants')
    .select(['unread_count', 'last_read_at', 'mailed_at'])
    .where('conversation_id', '=', message.conversation_id)
    .where('user_id', '=', receiverId)
    .executeTakeFirst()
  if (!participant || participant.unread_count === 0) return
  const user = await db
    .selectFrom('users as u')
    .leftJoin('user_aliases as a', 'a.user_id', 'u.id')
    .select([
      'u.email',
      'u.firstname',
      'u.allows_chat_notification',
      'a.is_unread_messages_mail_active',
      'a.is_job_interest_mail_active',
    ])
    .where('u.id', '=', receiverId)
    .executeTakeFirst()
  if (!user?.email || user.allows_chat_notification !== 1) return
  const wanted =
    message.action_type === 'jobInterest'
      ? (user.is_job_interest_mail_active ?? 1) === 1
      : (user.is_unread_messages_mail_active ?? 1) === 1
  if (!wanted) return

  // Claim the mail of this unread streak atomically, so two processes (or two messages) send one mail.
  const now = new Date(nowMs).toISOString()
  const claimed = await db
    .updateTable('chat_participants')
    .set({ mailed_at: now })
    .where('conversation_id', '=', message.conversation_id)
    .where('user_id', '=', receiverId)
    .where((eb) =>
      eb.or([
        eb('mailed_at', 'is', null),
        eb.and([eb('last_read_at', 'is not', null), eb('mailed_at', '<', eb.ref('last_read_at'))]),
      ]),
    )
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) === 0) return

  const people = await chatPeople(context, [message.sender_id, receiverId])
  const replyTo =
    config.MAIL2CHAT_PORT !== undefined
      ? await createReplyAddress(db, config, message.conversation_id, receiverId, nowMs)
      : null
  await notifier.mailer.send(
    chatNotificationMail({
      to: user.email,
      firstname: user.firstname,
      senderName: people.get(message.sender_id)?.name ?? 'Jemand',
      message: {
        type: message.type,
        body: message.body,
        is_deleted: false,
        action: message.action_type
          ? { type: message.action_type, subject: message.action_subject, rejected: message.action_rejected === 1 }
          : null,
      },
      link: `${config.publicUrl}/chat?conversation_id=${message.conversation_id}`,
      replyTo,
    }),
  )
}
