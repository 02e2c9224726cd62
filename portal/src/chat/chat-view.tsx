import type { User } from '@oabat/core'
import { Button } from '@oabat/ui'
import { useEffect, useRef } from 'react'
import { ConversationList } from './conversation-list.tsx'
import { ConversationPanel } from './conversation-panel.tsx'
import { type ChatTarget, useChat } from './use-chat.ts'
import './chat.css'

/** What the empty list says: trainees start conversations, everyone else is written to. */
function emptyListText(user: User): string {
  if (user.trainee) return 'Noch keine Unterhaltungen. Schreib einem Betrieb von seiner Seite aus.'
  if (user.business)
    return 'Noch keine Unterhaltungen. Sobald Azubis Euch schreiben oder Interesse an Euren Stellen zeigen, erscheinen sie hier.'
  return 'Noch keine Unterhaltungen.'
}

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
  const root = useRef<HTMLDivElement>(null)
  // Keyboard focus follows what the user opened: the conversation's heading after picking one in the
  // list, and the list entry again after „Alle Unterhaltungen“ (on phones the other part is hidden,
  // so focus would otherwise fall back to the top of the page).
  const focusAfterRender = useRef<'panel' | number | null>(null)
  useEffect(() => {
    const wanted = focusAfterRender.current
    if (wanted === null || !root.current) return
    if (chat.openError) {
      focusAfterRender.current = null
      return
    }
    const target =
      wanted === 'panel'
        ? root.current.querySelector<HTMLElement>('.chat__panel-head h2')
        : root.current.querySelector<HTMLElement>(`[data-conversation-id="${wanted}"]`)
    if (!target) return
    focusAfterRender.current = null
    target.focus()
  })
  function selectFromList(id: number) {
    focusAfterRender.current = 'panel'
    void chat.select(id)
  }
  function backToList() {
    focusAfterRender.current = openId
    chat.deselect()
  }
  const panel = chat.open ? (
    <ConversationPanel
      user={user}
      token={token}
      open={chat.open}
      messages={chat.messages}
      hasOlder={chat.hasOlder}
      typing={chat.typing}
      onLoadOlder={chat.loadOlder}
      onSend={chat.send}
      onDelete={chat.remove}
      onTyped={chat.typed}
      onClose={single ? undefined : backToList}
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
    <div ref={root} className={`chat${chat.open ? ' chat--open' : ''}`}>
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
            emptyText={emptyListText(user)}
            onSelect={selectFromList}
          />
        )}
      </nav>
      <div className="chat__main">
        {openError}
        {chat.loading && <p className="chat__loading">Unterhaltung wird geladen …</p>}
        {panel ??
          (!chat.loading && chat.conversations && chat.conversations.length > 0 && (
            <p className="chat__empty chat__pick">Wähle links eine Unterhaltung.</p>
          ))}
      </div>
    </div>
  )
}
