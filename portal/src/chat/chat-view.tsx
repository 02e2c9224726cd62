import type { User } from '@oabat/core'
import { Button } from '@oabat/ui'
import { ConversationList } from './conversation-list.tsx'
import { ConversationPanel } from './conversation-panel.tsx'
import { type ChatTarget, useChat } from './use-chat.ts'
import './chat.css'

interface Props {
  user: User
  token: string
  target: ChatTarget
  /** Only the conversation (the business page's chat), without the list. */
  single?: boolean
}

/** The chat of SPEC §4: the conversation list and the open conversation, live. */
export function ChatView({ user, token, target, single = false }: Props) {
  const chat = useChat(user, token, target)
  const openId = chat.open && !chat.open.dummy ? chat.open.conversation.id : null
  const panel = chat.open ? (
    <ConversationPanel
      user={user}
      open={chat.open}
      messages={chat.messages}
      hasOlder={chat.hasOlder}
      typing={chat.typing}
      onLoadOlder={chat.loadOlder}
      onSend={chat.send}
      onDelete={chat.remove}
      onTyped={chat.typed}
      onClose={single ? undefined : chat.deselect}
    />
  ) : null
  const openError = chat.openError && (
    <p className="chat__error" role="alert">
      {chat.openError.message || 'Die Unterhaltung konnte nicht geladen werden.'}
    </p>
  )
  if (single)
    return (
      <div className="chat chat--single">
        {openError}
        {panel ?? (!openError && <p className="chat__loading">Chat wird geladen …</p>)}
      </div>
    )
  return (
    <div className={`chat${chat.open ? ' chat--open' : ''}`}>
      <nav className="chat__side" aria-label="Unterhaltungen">
        <h1 className="chat__title">Nachrichten</h1>
        {chat.listError ? (
          <div className="chat__error" role="alert">
            <p>Die Unterhaltungen konnten nicht geladen werden.</p>
            <Button size="small" onClick={() => void chat.reloadList()}>
              Erneut versuchen
            </Button>
          </div>
        ) : chat.conversations === null ? (
          <p className="chat__loading">Unterhaltungen werden geladen …</p>
        ) : (
          <ConversationList
            conversations={chat.conversations}
            openId={openId}
            typingIn={chat.typingIn}
            onSelect={(id) => void chat.select(id)}
          />
        )}
      </nav>
      <div className="chat__main">
        {openError}
        {chat.loading && <p className="chat__loading">Unterhaltung wird geladen …</p>}
        {panel ?? (!chat.loading && <p className="chat__empty">Wähle links eine Unterhaltung.</p>)}
      </div>
    </div>
  )
}
