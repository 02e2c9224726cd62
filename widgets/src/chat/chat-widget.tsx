import { type ChatMessage, isAdmin } from '@oabat/core'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { StateMessage } from '../shared/state-message.tsx'
import { ChatConversation } from './chat-conversation.tsx'
import { ChatLogin } from './chat-login.tsx'
import { useBusinessChat } from './use-business-chat.ts'

export interface ChatWidgetProps {
  apiBase: string
  portalUrl: string
  business: string
  label: string
  layout: 'inline' | 'floating'
  initiallyOpen: boolean
  onToggle?: (open: boolean) => void
  onSent?: (message: ChatMessage) => void
}

/**
 * "Chat mit diesem Betrieb" for a company's own web site: a button (with the unread count) that
 * opens a panel — login for guests, then the conversation with the company, live.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const { apiBase, portalUrl, business } = props
  const id = useId()
  const [open, setOpen] = useState(props.initiallyOpen)
  const chat = useBusinessChat(apiBase, business, open)
  const launcher = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)
  const companyPage = `${portalUrl}/betriebe/${business}?chat`
  const unread = chat.contact.status === 'ready' ? chat.contact.unread : 0
  const partnerName = chat.contact.status === 'ready' ? chat.contact.partner.name : null

  useEffect(() => setOpen(props.initiallyOpen), [props.initiallyOpen])

  // When the panel's content is swapped (the login form gives way to the conversation), the focused
  // element disappears and focus falls to the page: keyboard users lost their place and Escape no
  // longer reached the widget. Put it on the message field (or the panel) again — but only when
  // focus really fell out, never taking it from something else on the company's page.
  const hasMessages = chat.messages !== null
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel's content changes
  useEffect(() => {
    const section = panel.current
    if (!open || !section) return
    const pageFocus = document.activeElement
    const fellOut = !pageFocus || pageFocus === document.body
    const onPanel = (section.getRootNode() as Document | ShadowRoot).activeElement === section
    if (!fellOut && !onPanel) return
    const field = section.querySelector<HTMLElement>('textarea, input:not([type="file"])')
    const target = field ?? section
    target.focus()
  }, [open, chat.session.status, chat.contact.status, hasMessages])

  function toggle(next: boolean) {
    setOpen(next)
    props.onToggle?.(next)
    if (next) requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('input, textarea')?.focus())
    else launcher.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    // Escape in an opened picture closes only the picture (the dialog handles it itself).
    if ((event.target as Element).closest?.('dialog')) return
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      toggle(false)
    }
  }

  function body() {
    const { session, contact } = chat
    if (session.status === 'checking') return <p className="oabat-chat__status">Chat wird geladen …</p>
    if (session.status === 'guest')
      return <ChatLogin businessName={null} registerUrl={companyPage} onLogIn={chat.logIn} />
    if (contact.status === 'loading') return <p className="oabat-chat__status">Chat wird geladen …</p>
    if (contact.status === 'own')
      return (
        <StateMessage
          title="Das ist Euer eigener Betrieb."
          text="Eure Nachrichten findet Ihr im Portal unter „Nachrichten“."
        >
          <a href={`${portalUrl}/chat`} target="_blank" rel="noopener">
            Nachrichten öffnen
          </a>
        </StateMessage>
      )
    if (contact.status === 'error')
      return (
        <StateMessage
          tone="error"
          title="Der Chat konnte nicht geladen werden."
          text={contact.message}
          actionLabel={contact.retry ? 'Erneut versuchen' : undefined}
          onAction={contact.retry ? () => void chat.retryContact() : undefined}
        />
      )
    if (chat.messagesError)
      return (
        <StateMessage
          tone="error"
          title="Die Nachrichten konnten nicht geladen werden."
          text={chat.messagesError}
          actionLabel="Erneut versuchen"
          onAction={chat.retryMessages}
        />
      )
    if (!chat.messages) return <p className="oabat-chat__status">Nachrichten werden geladen …</p>
    return (
      <ChatConversation
        apiBase={apiBase}
        token={session.token}
        user={session.user}
        partner={contact.partner}
        messages={chat.messages}
        hasOlder={chat.hasOlder}
        typing={chat.typing}
        onLoadOlder={chat.loadOlder}
        onSend={async (text, attachment) => {
          const message = await chat.send(text, attachment)
          if (message) props.onSent?.(message)
        }}
        onDelete={chat.remove}
        onTyped={chat.typed}
      />
    )
  }

  // Admins read without marking read; they are told so, since the company still sees it unread.
  const admin = chat.session.status === 'user' && isAdmin(chat.session.user)

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the widget closes the panel
    <div className={`oabat-chat oabat-chat--${props.layout}${open ? ' oabat-chat--open' : ''}`} onKeyDown={onKeyDown}>
      {open && (
        <section
          ref={panel}
          id={`${id}-panel`}
          className="oabat-chat__panel"
          part="panel"
          tabIndex={-1}
          aria-label={`Chat mit ${partnerName ?? 'dem Betrieb'}`}
        >
          <header className="oabat-chat__head">
            <h2 className="oabat-chat__title">{partnerName ? `Chat mit ${partnerName}` : props.label}</h2>
            {chat.session.status === 'user' && (
              <button type="button" className="oabat-chat__link-button" onClick={() => void chat.logOut()}>
                Abmelden
              </button>
            )}
            <button
              type="button"
              className="oabat-chat__close"
              onClick={() => toggle(false)}
              aria-label="Chat schließen"
            >
              ×
            </button>
          </header>
          {admin && (
            <p className="oabat-chat__small">Als Admin liest Du mit, ohne Nachrichten als gelesen zu markieren.</p>
          )}
          {body()}
        </section>
      )}
      <button
        ref={launcher}
        type="button"
        className="oabat-button oabat-chat__launcher"
        part="launcher"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => toggle(!open)}
      >
        <span>{open ? 'Chat schließen' : props.label}</span>
        {!open && unread > 0 && (
          <span className="oabat-chat__badge" part="badge" data-testid="chat-unread">
            {unread > 99 ? '99+' : unread}
            <span className="oabat-sr-only"> {unread === 1 ? 'ungelesene Nachricht' : 'ungelesene Nachrichten'}</span>
          </span>
        )}
      </button>
    </div>
  )
}
