import type { ChatConversation, ChatMessage, ChatParticipant } from '@oabat/core'

/** A conversation before its first message (SPEC §4): shown like a real one, created by the first send. */
export interface DummyConversation {
  dummy: true
  partner: ChatParticipant
}

export type OpenConversation = { dummy: false; conversation: ChatConversation } | DummyConversation

/** Inserts or replaces a message by id, keeping the order by id. */
export function upsertMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((m) => m.id === message.id)
  if (index >= 0) return messages.map((m) => (m.id === message.id ? { ...m, ...message } : m))
  return [...messages, message].sort((a, b) => a.id - b.id)
}

/** The list after a message: its conversation moves to the top with the message as its last one. */
export function withLastMessage(
  conversations: ChatConversation[],
  message: ChatMessage,
  unreadDelta: number,
): ChatConversation[] | null {
  const conversation = conversations.find((c) => c.id === message.conversation_id)
  if (!conversation) return null
  const replacesLast = !conversation.last_message || conversation.last_message.id <= message.id
  const updated: ChatConversation = {
    ...conversation,
    last_message: replacesLast ? message : conversation.last_message,
    unread_count: conversation.unread_count + unreadDelta,
    updated_at: replacesLast ? message.created_at : conversation.updated_at,
  }
  return [updated, ...conversations.filter((c) => c.id !== conversation.id)]
}
