import { chatPreviewText, type PushNotificationPayload } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { HttpErrorWithHeaders } from '../auth/http-error-with-headers.ts'
import { chatChannel } from '../chat/chat-events.ts'
import { chatPeople } from '../chat/chat-people.ts'
import type { SentMessage } from '../chat/chat-send.ts'
import { JOB_INTEREST_ACTION } from '../employer-jobs/job-interest-chat.ts'
import { deliverPush } from './push-delivery.ts'
import { enqueuePush } from './push-queue.ts'

/** A push body is a preview, not the message: the rest is one tap away. */
const BODY_LIMIT = 200

/** Which setting governs a push (docs/push.md). */
type PushKind = 'jobInterest' | 'interestAnswer' | 'message'

/**
 * After a chat message is stored and announced (chat-announce.ts): each receiver without an open
 * realtime connection (no tab of the portal or a widget is listening) gets a push on every subscribed
 * browser, if their notification settings allow this kind of message. Runs in the push queue.
 */
export function pushChatMessage(context: AppContext, sent: SentMessage): void {
  const { row } = sent
  if (row.type === 'system' || row.is_deleted === 1) return
  const receivers = sent.participantIds.filter((id) => id !== row.sender_id)
  if (receivers.length === 0) return
  enqueuePush(context.db, async () => {
    for (const receiverId of receivers) await pushToReceiver(context, sent, receiverId)
  })
}

async function hasOpenTab(context: AppContext, userId: number): Promise<boolean> {
  return context.realtime ? (await context.realtime.subscriberCount(chatChannel(userId))) > 0 : false
}

/** A message to a trainee in a conversation where they sent a job interest answers that interest. */
async function kindOf(context: AppContext, sent: SentMessage, receiverId: number): Promise<PushKind> {
  if (sent.row.action_type === JOB_INTEREST_ACTION) return 'jobInterest'
  const interest = await context.db
    .selectFrom('chat_messages')
    .select('id')
    .where('conversation_id', '=', sent.row.conversation_id)
    .where('sender_id', '=', receiverId)
    .where('action_type', '=', JOB_INTEREST_ACTION)
    .executeTakeFirst()
  return interest ? 'interestAnswer' : 'message'
}

/**
 * The settings of /i/benachrichtigungen (users.allows_*) and, for organisations, of the mail settings
 * (user_aliases): chat pushes need allows_chat_notification plus the alias switch of their kind, like
 * the chat mails; answers to a trainee's interest need allows_application_notification.
 */
async function allows(context: AppContext, receiverId: number, kind: PushKind): Promise<boolean> {
  const settings = await context.db
    .selectFrom('users as u')
    .leftJoin('user_aliases as a', 'a.user_id', 'u.id')
    .select([
      'u.allows_chat_notification',
      'u.allows_application_notification',
      'a.is_unread_messages_mail_active',
      'a.is_job_interest_mail_active',
    ])
    .where('u.id', '=', receiverId)
    .executeTakeFirst()
  if (!settings) return false
  if (kind === 'interestAnswer') return settings.allows_application_notification === 1
  if (settings.allows_chat_notification !== 1) return false
  const aliasSwitch =
    kind === 'jobInterest' ? settings.is_job_interest_mail_active : settings.is_unread_messages_mail_active
  return (aliasSwitch ?? 1) === 1
}

/** Counts the push against the receiver's limit; false when the limit is reached (the push is dropped). */
async function withinLimit(context: AppContext, receiverId: number): Promise<boolean> {
  try {
    await context.limiter?.consume('pushDeliveries', receiverId)
    return true
  } catch (error) {
    if (error instanceof HttpErrorWithHeaders && error.status === 429) return false
    throw error
  }
}

async function notificationFor(
  context: AppContext,
  sent: SentMessage,
  kind: PushKind,
): Promise<PushNotificationPayload> {
  const { row } = sent
  const sender = (await chatPeople(context, [row.sender_id])).get(row.sender_id)?.name ?? 'Jemand'
  const preview = chatPreviewText({
    type: row.type,
    body: row.body,
    is_deleted: false,
    action: row.action_type ? { type: row.action_type, subject: row.action_subject, rejected: false } : null,
  })
  const title =
    kind === 'interestAnswer'
      ? `${sender} hat auf Deine Anfrage geantwortet`
      : kind === 'jobInterest'
        ? `Neue Anfrage von ${sender}`
        : `Neue Nachricht von ${sender}`
  return {
    title,
    body: preview.length > BODY_LIMIT ? `${preview.slice(0, BODY_LIMIT - 1)}…` : preview,
    url: `/chat?conversation_id=${row.conversation_id}`,
    tag: `chat-${row.conversation_id}`,
  }
}

async function pushToReceiver(context: AppContext, sent: SentMessage, receiverId: number): Promise<void> {
  const subscriptions = await context.db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', receiverId)
    .execute()
  if (subscriptions.length === 0 || (await hasOpenTab(context, receiverId))) return
  const kind = await kindOf(context, sent, receiverId)
  if (!(await allows(context, receiverId, kind)) || !(await withinLimit(context, receiverId))) return
  const payload = await notificationFor(context, sent, kind)
  await Promise.all(
    subscriptions.map((subscription) =>
      deliverPush(context, subscription, {
        payload,
        topic: payload.tag,
        urgency: kind === 'message' ? 'normal' : 'high',
      }),
    ),
  )
}
