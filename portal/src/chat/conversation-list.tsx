import { type ChatConversation, chatPreviewText } from '@oabat/core'

interface Props {
  conversations: ChatConversation[]
  openId: number | null
  /** What an empty list says (it depends on who is looking). */
  emptyText: string
  typingIn: (conversationId: number) => boolean
  onSelect: (conversationId: number) => void
}

function unreadLabel(count: number): string {
  return count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`
}

/** The conversations, newest first, with their unread badges and a mark on blocked ones (SPEC §4). */
export function ConversationList({ conversations, openId, emptyText, typingIn, onSelect }: Props) {
  if (conversations.length === 0) return <p className="chat__empty">{emptyText}</p>
  return (
    <ul className="chat__list" aria-label="Unterhaltungen">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="chat__list-item"
            data-conversation-id={conversation.id}
            aria-current={conversation.id === openId ? 'true' : undefined}
            onClick={() => onSelect(conversation.id)}
          >
            <span className="chat__list-name">
              {conversation.partner?.name ?? 'Unterhaltung'}
              {conversation.is_blocked && (
                <span className="chat__list-blocked" data-testid="chat-blocked">
                  <span aria-hidden="true">Blockiert</span>
                  <span className="chat__sr">
                    {conversation.blocked_by_me ? ', von Dir blockiert,' : ', Unterhaltung blockiert,'}
                  </span>
                </span>
              )}
            </span>
            <span className="chat__list-preview">
              {typingIn(conversation.id)
                ? 'schreibt …'
                : conversation.last_message
                  ? chatPreviewText(conversation.last_message)
                  : ''}
            </span>
            {conversation.unread_count > 0 && (
              <span className="chat__badge" data-testid="chat-unread">
                <span aria-hidden="true">{conversation.unread_count}</span>
                <span className="chat__sr">{unreadLabel(conversation.unread_count)}</span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}
