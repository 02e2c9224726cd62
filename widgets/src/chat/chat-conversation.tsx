import { type ChatMessage, type ChatParticipant, chatGreeting, showsTraineeGreeting, type User } from '@oabat/core'
import { useEffect, useId, useRef } from 'react'
import { AttachIcon } from './attach-icon.tsx'
import { ChatMessageAttachment } from './chat-attachment-view.tsx'
import { ChatDeleteButton } from './chat-delete-button.tsx'
import { ChatMessageText } from './chat-message-text.tsx'
import { CHAT_ATTACHMENT_ACCEPT, type ChatAttachment, chatAttachmentLabel } from './chat-uploads.ts'
import { useChatComposer } from './use-chat-composer.ts'
import { useOlderMessages } from './use-older-messages.ts'

interface Props {
  apiBase: string
  token: string
  user: User
  partner: ChatParticipant
  messages: ChatMessage[]
  hasOlder: boolean
  typing: string | null
  onLoadOlder: () => Promise<void>
  onSend: (body: string, attachment: ChatAttachment | null) => Promise<void>
  onDelete: (messageId: number) => Promise<boolean>
  onTyped: () => void
}

const TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' })
const MAX_BODY = 5000

/** The conversation with the company: messages (older pages on demand), typing, greeting and the composer. */
export function ChatConversation(props: Props) {
  const { apiBase, token, user, partner, messages, typing } = props
  const id = useId()
  const composer = useChatComposer({ apiBase, token, onSend: props.onSend, onTyped: props.onTyped })
  const older = useOlderMessages(props.onLoadOlder, 'Ältere Nachrichten konnten nicht geladen werden.')
  const log = useRef<HTMLDivElement>(null)
  const lastId = messages.at(-1)?.id

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    const element = log.current
    if (element) element.scrollTop = element.scrollHeight
  }, [lastId])

  const greeting = showsTraineeGreeting({ id: user.id, is_trainee: Boolean(user.trainee) }, messages)
  const { attachment, uploading, error } = composer
  const attached = attachment && chatAttachmentLabel(attachment)

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
      <div ref={log} className="oabat-chat__log" role="log" aria-live="polite" aria-label="Nachrichten" tabIndex={0}>
        {props.hasOlder && (
          <button
            type="button"
            className="oabat-button oabat-button--secondary oabat-chat__older"
            onClick={() => void older.load()}
            aria-disabled={older.busy}
          >
            {older.busy ? 'Lädt …' : 'Ältere Nachrichten laden'}
          </button>
        )}
        {older.error && <p className="oabat-chat__error">{older.error}</p>}
        {greeting && (
          <article className="oabat-chat__bubble oabat-chat__bubble--theirs" part="message-theirs">
            <p className="oabat-chat__text">{chatGreeting(partner.id)}</p>
          </article>
        )}
        {messages.map((message) => {
          const mine = message.meta.is_sender
          return (
            <article
              key={message.id}
              className={`oabat-chat__bubble oabat-chat__bubble--${mine ? 'mine' : 'theirs'}`}
              part={mine ? 'message-mine' : 'message-theirs'}
              data-testid="chat-message"
            >
              {message.is_deleted ? (
                <p className="oabat-chat__text oabat-chat__text--deleted">
                  {
                    // Inline rather than chatDeletedText of @oabat/core: measured a few bytes smaller in chat.js.
                    message.type === 'image'
                      ? 'Foto gelöscht'
                      : message.type === 'file'
                        ? 'Dokument gelöscht'
                        : 'Nachricht gelöscht'
                  }
                </p>
              ) : (
                <>
                  <ChatMessageAttachment apiBase={apiBase} token={token} message={message} />
                  {message.body && (
                    <p className="oabat-chat__text">
                      <ChatMessageText text={message.body} />
                    </p>
                  )}
                </>
              )}
              <footer className="oabat-chat__meta">
                <span className="oabat-sr-only">{mine ? 'Du' : message.sender_name}, </span>
                <time dateTime={message.created_at}>{TIME.format(new Date(message.created_at))}</time>
                {mine && !message.is_deleted && (
                  <ChatDeleteButton className="oabat-chat__link-button" onDelete={() => props.onDelete(message.id)} />
                )}
              </footer>
            </article>
          )
        })}
      </div>
      <p className="oabat-chat__typing" aria-live="polite" data-testid="chat-typing">
        {typing ? `${typing} schreibt …` : ''}
      </p>
      <form className="oabat-chat__composer" onSubmit={composer.submit}>
        {(attached || uploading) && (
          <p className="oabat-chat__attached">
            <span>{uploading ? 'Anhang wird hochgeladen …' : attached}</span>
            {attached && (
              <button
                type="button"
                className="oabat-chat__link-button"
                onClick={composer.removeAttachment}
                aria-label="Anhang entfernen"
              >
                Entfernen
              </button>
            )}
          </p>
        )}
        {error && (
          <p className="oabat-chat__error" role="alert">
            {error}
          </p>
        )}
        <div className="oabat-chat__compose-row">
          <input
            ref={composer.picker}
            id={`${id}-file`}
            type="file"
            className="oabat-sr-only"
            accept={CHAT_ATTACHMENT_ACCEPT}
            tabIndex={-1}
            aria-label="Anhang auswählen"
            onChange={(event) => void composer.pick((event.target as HTMLInputElement).files)}
            data-testid="chat-file-input"
          />
          <button
            type="button"
            className="oabat-chat__attach"
            onClick={() => composer.picker.current?.click()}
            aria-disabled={uploading}
            aria-label="Foto oder Datei anhängen"
            title="Foto oder Datei anhängen"
          >
            <AttachIcon />
          </button>
          <label className="oabat-sr-only" htmlFor={`${id}-draft`}>
            Nachricht an {partner.name}
          </label>
          <textarea
            id={`${id}-draft`}
            className="oabat-chat__draft"
            value={composer.draft}
            maxLength={MAX_BODY}
            rows={2}
            placeholder="Schreib eine Nachricht …"
            onInput={(event) => composer.type((event.target as HTMLTextAreaElement).value)}
            onKeyDown={composer.sendOnEnter}
          />
          <button
            type="submit"
            className="oabat-button oabat-chat__send"
            part="button"
            aria-disabled={composer.blocked}
          >
            {composer.sending ? 'Sendet …' : 'Senden'}
          </button>
        </div>
      </form>
    </>
  )
}
