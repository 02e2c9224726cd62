import { type ChatMessage, chatGreeting, showsBusinessReplyHint, showsTraineeGreeting, type User } from '@oabat/core'
import { Button } from '@oabat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { OpenConversation } from './chat-state.ts'
import { MessageText } from './message-text.tsx'
import type { Typing } from './use-typing.ts'

interface Props {
  user: User
  open: OpenConversation
  messages: ChatMessage[]
  hasOlder: boolean
  typing: Typing[]
  onLoadOlder: () => Promise<void>
  onSend: (body: string) => Promise<boolean>
  onDelete: (messageId: number) => Promise<boolean>
  onTyped: () => void
  onClose?: () => void
}

const TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' })

function MessageBody({ message }: { message: ChatMessage }) {
  if (message.is_deleted)
    return (
      <em className="chat__deleted">
        {message.type === 'image'
          ? 'Foto gelöscht'
          : message.type === 'file'
            ? 'Dokument gelöscht'
            : 'Nachricht gelöscht'}
      </em>
    )
  return (
    <p className="chat__text">
      <MessageText text={message.body} />
    </p>
  )
}

/** One conversation: its messages (older pages on demand), typing, greeting or reply hint, and the composer. */
export function ConversationPanel(props: Props) {
  const { user, open, messages, typing } = props
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [olderBusy, setOlderBusy] = useState(false)
  const bottom = useRef<HTMLDivElement>(null)
  const partner = open.dummy ? open.partner : open.conversation.partner
  const viewer = { id: user.id, is_trainee: Boolean(user.trainee), is_business: Boolean(user.business) }
  const lastId = messages.at(-1)?.id

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' })
  }, [lastId])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = draft.trim()
    if (!body || sending) return
    setSending(true)
    setError(null)
    try {
      await props.onSend(body)
      setDraft('')
    } catch (cause) {
      setError((cause as Error).message || 'Die Nachricht konnte nicht gesendet werden.')
    } finally {
      setSending(false)
    }
  }

  async function older() {
    setOlderBusy(true)
    try {
      await props.onLoadOlder()
    } finally {
      setOlderBusy(false)
    }
  }

  return (
    <section className="chat__panel" aria-label={`Unterhaltung mit ${partner?.name ?? 'Unbekannt'}`}>
      <header className="chat__panel-head">
        {props.onClose && (
          <button type="button" className="chat__back" onClick={props.onClose}>
            ← Alle Unterhaltungen
          </button>
        )}
        <h2>{partner?.name ?? 'Unterhaltung'}</h2>
      </header>
      <div className="chat__messages" role="log" aria-live="polite" aria-label="Nachrichten">
        {props.hasOlder && (
          <Button design="secondary" size="small" onClick={older} disabled={olderBusy}>
            {olderBusy ? 'Lädt …' : 'Ältere Nachrichten laden'}
          </Button>
        )}
        {partner && showsTraineeGreeting(viewer, messages) && (
          <article className="chat__message chat__message--theirs chat__message--greeting">
            <p className="chat__text">{chatGreeting(partner.id)}</p>
          </article>
        )}
        {messages.map((message) => (
          <article
            key={message.id}
            className={`chat__message ${message.meta.is_sender ? 'chat__message--mine' : 'chat__message--theirs'}`}
            data-testid="chat-message"
          >
            <MessageBody message={message} />
            <footer className="chat__meta">
              <time dateTime={message.created_at}>{TIME.format(new Date(message.created_at))}</time>
              {message.meta.is_sender && !message.is_deleted && (
                <button
                  type="button"
                  className="chat__delete"
                  onClick={() => void props.onDelete(message.id)}
                  aria-label="Nachricht löschen"
                >
                  Löschen
                </button>
              )}
            </footer>
          </article>
        ))}
        <div ref={bottom} />
      </div>
      {showsBusinessReplyHint(viewer, partner?.type, messages) && (
        <p className="chat__hint">
          Tipp: Antworte möglichst schnell – wer innerhalb eines Tages eine Antwort bekommt, bleibt eher dran.
        </p>
      )}
      <p className="chat__typing" aria-live="polite" data-testid="chat-typing">
        {typing.length > 0 ? `${typing.map((t) => t.name).join(', ')} schreibt …` : ''}
      </p>
      <form className="chat__composer" onSubmit={submit}>
        <label className="chat__sr" htmlFor="chat-draft">
          Nachricht
        </label>
        <textarea
          id="chat-draft"
          value={draft}
          maxLength={5000}
          rows={2}
          placeholder="Schreib eine Nachricht …"
          onChange={(event) => {
            setDraft(event.target.value)
            props.onTyped()
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) void submit(event)
          }}
        />
        <Button type="submit" disabled={sending || draft.trim() === ''}>
          {sending ? 'Sendet …' : 'Senden'}
        </Button>
      </form>
      {error && (
        <p className="chat__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
