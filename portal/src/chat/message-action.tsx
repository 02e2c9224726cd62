import { type ChatMessage, chatPreviewText } from '@oabat/core'

/** The headline of an action message (SPEC §4 Chat action message types), e.g. „Neue Anfrage: {job}“. */
export function MessageAction({ message }: { message: ChatMessage }) {
  if (message.type !== 'action' || message.is_deleted) return null
  return <p className="chat__action">{chatPreviewText(message)}</p>
}
