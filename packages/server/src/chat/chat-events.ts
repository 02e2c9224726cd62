import type { ChatMessage, ChatParticipant, ChatTyping } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { chatAttachments } from './chat-attachments.ts'
import { type MessageRow, toChatMessage } from './chat-queries.ts'

/** The realtime channel of a user's chat (docs/realtime.md: only that user may subscribe). */
export function chatChannel(userId: number): string {
  return `private-chatmessage.${userId}`
}

/** Whether a channel is a user's chat channel (its subscribers are counted: an open tab gets no push). */
export function isChatChannel(channel: string): boolean {
  return /^private-chatmessage\.\d{1,18}$/.test(channel)
}

// Pusher's 10 KB event limit; a long body (up to 5,000 characters, 4 bytes each for emoji) is cut.
const EVENT_LIMIT = 10_000
const CUT_BODY = 1_500

function fitted(message: ChatMessage): ChatMessage {
  if (Buffer.byteLength(JSON.stringify(message)) <= EVENT_LIMIT) return message
  return { ...message, body: message.body.slice(0, CUT_BODY), truncated: true }
}

/**
 * Sends MessageSent or MessageUpdated to every participant's own channel, each with meta from their
 * side. The sender's tab that sent it (X-Socket-Id) is left out: it shows the answer of the call.
 */
export async function publishMessage(
  context: AppContext,
  event: 'MessageSent' | 'MessageUpdated',
  row: MessageRow,
  participantIds: number[],
  people: Map<number, ChatParticipant>,
  senderSocketId?: string,
): Promise<void> {
  const realtime = context.realtime
  if (!realtime) return
  const attachments = await chatAttachments(context, [row])
  await Promise.all(
    participantIds.map((userId) =>
      realtime.trigger(chatChannel(userId), event, fitted(toChatMessage(row, people, userId, attachments)), {
        exceptSocketId: userId === row.sender_id ? senderSocketId : undefined,
      }),
    ),
  )
}

/** UserTyping to the other participants of a conversation. */
export async function publishTyping(context: AppContext, typing: ChatTyping, receiverIds: number[]): Promise<void> {
  const realtime = context.realtime
  if (!realtime || receiverIds.length === 0) return
  await realtime.trigger(receiverIds.map(chatChannel), 'UserTyping', typing)
}
