import type { AppContext } from '../app-context.ts'
import { pushChatMessage } from '../push/chat-push.ts'
import { publishMessage } from './chat-events.ts'
import { scheduleChatMails } from './chat-mail-notifier.ts'
import { chatPeople } from './chat-people.ts'
import type { SentMessage } from './chat-send.ts'

/**
 * After a message is stored (API send, job interest, mail2chat): MessageSent to every participant's
 * channel, a push to receivers with no open tab (queued, docs/push.md), then the notification mail to
 * receivers who do not read it soon (chat-mail-notifier.ts).
 */
export async function announceMessage(context: AppContext, sent: SentMessage, senderSocketId?: string): Promise<void> {
  const people = await chatPeople(context, sent.participantIds)
  await publishMessage(context, 'MessageSent', sent.row, sent.participantIds, people, senderSocketId)
  pushChatMessage(context, sent)
  scheduleChatMails(context, sent)
}
