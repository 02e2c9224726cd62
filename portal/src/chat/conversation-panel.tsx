import {
  type ChatMessage,
  chatDeletedText,
  chatGreeting,
  showsBusinessReplyHint,
  showsTraineeGreeting,
  type User,
} from '@oabat/core'
import { Button } from '@oabat/ui'
import {
  AttachIcon,
  CHAT_ATTACHMENT_ACCEPT,
  type ChatAttachment,
  ChatDeleteButton,
  ChatMessageAttachment,
  ChatMessageText,
  chatAttachmentLabel,
  useChatComposer,
  useOlderMessages,
} from '@oabat/widgets'
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { InternshipBookingInChat } from '../company-pages/internship-booking-in-chat.tsx'
import { NetworkRequestInChat } from '../school-network/network-request-in-chat.tsx'
import { applicantPath } from '../trainee-profile/applicant-path.ts'
import type { OpenConversation } from './chat-state.ts'
import { useConversationBlock } from './conversation-block.tsx'
import { MessageAction } from './message-action.tsx'
import type { Typing } from './use-typing.ts'

interface Props {
  user: User
  /** The bearer token: uploads and file downloads send it themselves. */
  token: string
  open: OpenConversation
  messages: ChatMessage[]
  hasOlder: boolean
  typing: Typing[]
  onLoadOlder: () => Promise<void>
  onSend: (body: string, attachment: ChatAttachment | null) => Promise<boolean>
  onDelete: (messageId: number) => Promise<boolean>
  onTyped: () => void
  onClose?: () => void
}

const TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' })

function MessageBody({ message, token }: { message: ChatMessage; token: string }) {
  if (message.is_deleted) return <em className="chat__deleted">{chatDeletedText(message)}</em>
  return (
    <>
      <ChatMessageAttachment apiBase={API_BASE} token={token} message={message} />
      {message.body && (
        <p className="chat__text">
          <ChatMessageText text={message.body} />
        </p>
      )}
    </>
  )
}

/** One conversation: its messages (older pages on demand), typing, greeting or reply hint, and the composer. */
export function ConversationPanel(props: Props) {
  const { user, open, messages, typing } = props
  const composer = useChatComposer({
    apiBase: API_BASE,
    token: props.token,
    onSend: props.onSend,
    onTyped: props.onTyped,
  })
  const older = useOlderMessages(
    props.onLoadOlder,
    'Ältere Nachrichten konnten nicht geladen werden. Bitte versuch es noch einmal.',
  )
  const bottom = useRef<HTMLDivElement>(null)
  const partner = open.dummy ? open.partner : open.conversation.partner
  const block = useConversationBlock(open, partner?.name ?? 'Dein Gegenüber')
  const viewer = { id: user.id, is_trainee: Boolean(user.trainee), is_business: Boolean(user.business) }
  const lastId = messages.at(-1)?.id
  const networkSide = user.school ? 'school' : user.business ? 'business' : null

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' })
  }, [lastId])

  const { attachment, uploading, error } = composer

  return (
    <section className="chat__panel" aria-label={`Unterhaltung mit ${partner?.name ?? 'Unbekannt'}`}>
      <header className="chat__panel-head">
        {props.onClose && (
          <button type="button" className="chat__back" onClick={props.onClose}>
            ← Alle Unterhaltungen
          </button>
        )}
        {/* Focusable from script only: the chat moves focus here when a conversation is picked. */}
        <h2 tabIndex={-1}>{partner?.name ?? 'Unterhaltung'}</h2>
        {/* A company sees the profile of a trainee who wrote or applied to it (docs/trainee-profile.md). */}
        {user.business && partner?.type === 'trainee' && !open.dummy && (
          <Link href={applicantPath(partner.id)} className="chat__profile-link">
            Profil ansehen
          </Link>
        )}
        {block.action}
      </header>
      <div className="chat__messages" role="log" aria-live="polite" aria-label="Nachrichten">
        {props.hasOlder && (
          <Button design="secondary" size="small" onClick={older.load} disabled={older.busy}>
            {older.busy ? 'Lädt …' : 'Ältere Nachrichten laden'}
          </Button>
        )}
        {older.error && (
          <p className="chat__error" role="alert">
            {older.error}
          </p>
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
            <MessageAction message={message} />
            <MessageBody message={message} token={props.token} />
            {networkSide && message.action?.network_request && (
              <NetworkRequestInChat message={message} newestMessageId={lastId} side={networkSide} />
            )}
            {message.action?.internship_booking_id && (
              <InternshipBookingInChat message={message} newestMessageId={lastId} company={Boolean(user.business)} />
            )}
            <footer className="chat__meta">
              <time dateTime={message.created_at}>{TIME.format(new Date(message.created_at))}</time>
              {message.meta.is_sender && !message.is_deleted && (
                <ChatDeleteButton className="chat__delete" onDelete={() => props.onDelete(message.id)} />
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
      {(attachment || uploading) && (
        <p className="chat__attached">
          <span>{uploading ? 'Anhang wird hochgeladen …' : attachment ? chatAttachmentLabel(attachment) : ''}</span>
          {attachment && (
            <button type="button" className="chat__delete" onClick={composer.removeAttachment}>
              Anhang entfernen
            </button>
          )}
        </p>
      )}
      {block.notice}
      <form className="chat__composer" onSubmit={composer.submit} hidden={block.blocked}>
        <input
          ref={composer.picker}
          type="file"
          className="chat__sr"
          accept={CHAT_ATTACHMENT_ACCEPT}
          tabIndex={-1}
          aria-label="Anhang auswählen"
          onChange={(event) => void composer.pick(event.target.files)}
          data-testid="chat-file-input"
        />
        <Button
          type="button"
          design="secondary"
          onClick={() => composer.picker.current?.click()}
          disabled={uploading}
          aria-label="Foto oder Datei anhängen"
          title="Foto oder Datei anhängen"
        >
          <AttachIcon />
        </Button>
        <label className="chat__sr" htmlFor="chat-draft">
          Nachricht
        </label>
        <textarea
          id="chat-draft"
          value={composer.draft}
          maxLength={5000}
          rows={2}
          placeholder="Schreib eine Nachricht …"
          onChange={(event) => composer.type(event.target.value)}
          onKeyDown={composer.sendOnEnter}
        />
        <Button type="submit" disabled={composer.blocked}>
          {composer.sending ? 'Sendet …' : 'Senden'}
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
