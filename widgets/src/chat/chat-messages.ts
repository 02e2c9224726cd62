import type { ChatMessage } from '@oabat/core'

/** Inserts or replaces a message by id, keeping the list ordered by id (old → new). */
export function upsertChatMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((m) => m.id === message.id)) return messages.map((m) => (m.id === message.id ? message : m))
  return [...messages, message].sort((a, b) => a.id - b.id)
}
