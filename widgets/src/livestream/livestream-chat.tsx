import { ApiRequestError, type LivestreamMessage, type User } from '@oabat/core'
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { LoginLink } from './livestream-login.tsx'
import { isOwnMessage, type Viewer } from './livestream-messages.ts'
import { keepNickname, keptNickname } from './livestream-storage.ts'

/** core's LIVESTREAM_MESSAGE_MAX (in the zod contract, which widgets do not bundle). */
export const MESSAGE_MAX = 500
const NICKNAME_MAX = 40
export const LOGIN_TO_CHAT = 'Bitte melde Dich an, um im Chat zu schreiben.'
const TIME = new Intl.DateTimeFormat('de-DE', { timeStyle: 'short' })

interface Props {
  messages: LivestreamMessage[]
  viewer: Viewer
  user: User | null | undefined
  chatPublic: boolean
  /** The portal's livestream page, where a guest logs in. */
  loginUrl: string
  /** The host's own login (the portal's dialog); without it the prompt links to loginUrl. */
  onLogin?: () => void
  onSend: (text: string, nickname: string) => Promise<LivestreamMessage>
}

/**
 * The livestream chat: the latest 50 lines, and the composer. A guest picks a nickname first
 * (where the chat is public); where it is not, or when sending answers 403, the login prompt shows.
 */
export function LivestreamChat({ messages, viewer, user, chatPublic, loginUrl, onLogin, onSend }: Props) {
  const id = useId()
  const log = useRef<HTMLDivElement>(null)
  const [nickname, setNickname] = useState(() => keptNickname() || '')
  const [nicknameDraft, setNicknameDraft] = useState('')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [mustLogIn, setMustLogIn] = useState(false)
  const lastId = messages.at(-1)?.id
  const accountName = user ? user.firstname?.trim() || 'oabat-Nutzer' : null
  const shownNickname = accountName ?? nickname

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    const element = log.current
    if (element) element.scrollTop = element.scrollHeight
  }, [lastId])

  async function send(event?: FormEvent) {
    event?.preventDefault()
    const body = text.trim()
    if (busy || !body) return
    setBusy(true)
    setError(null)
    try {
      await onSend(body, shownNickname)
      setText('')
    } catch (cause) {
      // SPEC §9: a 403 to a guest is the login-to-send prompt; an account's 403 (blocked) is said as is.
      // (A guest the moderator blocked is told so instead: logging in would not help.)
      const blocked = /gesperrt/.test((cause as Error).message)
      if (cause instanceof ApiRequestError && cause.status === 403 && !user && !blocked) setMustLogIn(true)
      else setError((cause as Error).message || 'Die Nachricht konnte nicht gesendet werden.')
    } finally {
      setBusy(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) void send(event as unknown as FormEvent)
  }

  function pickNickname(event: FormEvent) {
    event.preventDefault()
    const name = nicknameDraft.trim()
    if (!name) return setError('Bitte gib einen Spitznamen ein.')
    if (/[<>]/.test(name)) return setError('Der Spitzname darf keine spitzen Klammern enthalten.')
    setError(null)
    keepNickname(name)
    setNickname(name)
  }

  let composer: ReactNode
  if (user === undefined) composer = null
  else if (mustLogIn || (!user && !chatPublic))
    composer = (
      <div className="oabat-ls__login" role="status" part="login-prompt">
        <p>{LOGIN_TO_CHAT}</p>
        <LoginLink loginUrl={loginUrl} onLogin={onLogin} className="oabat-button oabat-button--secondary">
          Bei oabat anmelden
        </LoginLink>
      </div>
    )
  else if (!shownNickname)
    composer = (
      <form className="oabat-ls__form" onSubmit={pickNickname} noValidate>
        <label htmlFor={`${id}-nick`}>Wie sollen Dich die anderen im Chat nennen?</label>
        <div className="oabat-ls__row">
          <input
            id={`${id}-nick`}
            className="oabat-ls__input"
            maxLength={NICKNAME_MAX}
            autoComplete="nickname"
            value={nicknameDraft}
            onInput={(event) => setNicknameDraft((event.target as HTMLInputElement).value)}
            aria-invalid={error !== null}
          />
          <button type="submit" className="oabat-button" part="button">
            Weiter
          </button>
        </div>
      </form>
    )
  else
    composer = (
      <form className="oabat-ls__form" onSubmit={send} noValidate>
        <label htmlFor={`${id}-text`}>
          Deine Nachricht als <strong>{shownNickname}</strong>
          {!accountName && (
            <button type="button" className="oabat-ls__link" onClick={() => setNickname('')}>
              ändern
            </button>
          )}
        </label>
        <div className="oabat-ls__row">
          <textarea
            id={`${id}-text`}
            className="oabat-ls__input"
            rows={2}
            maxLength={MESSAGE_MAX}
            value={text}
            onInput={(event) => setText((event.target as HTMLTextAreaElement).value)}
            onKeyDown={onKeyDown}
            aria-invalid={error !== null}
          />
          <button type="submit" className="oabat-button" part="button" aria-disabled={busy}>
            {busy ? 'Sendet …' : 'Senden'}
          </button>
        </div>
      </form>
    )

  return (
    <section className="oabat-ls__chat" part="chat" aria-label="Chat">
      <h3 className="oabat-ls__heading">Chat</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <div ref={log} className="oabat-ls__messages" role="log" aria-live="polite" aria-label="Nachrichten" tabIndex={0}>
        {messages.length === 0 && <p className="oabat-ls__empty">Noch keine Nachrichten. Schreib die erste!</p>}
        <ol className="oabat-ls__lines">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`oabat-ls__message${isOwnMessage(message, viewer) ? ' oabat-ls__message--own' : ''}`}
              part="chat-message"
              data-message-id={message.id}
            >
              <span className="oabat-ls__nick">{message.nickname}</span>{' '}
              <time className="oabat-ls__time" dateTime={message.created_at}>
                {TIME.format(new Date(message.created_at))}
              </time>
              <p className="oabat-ls__text">{message.text}</p>
            </li>
          ))}
        </ol>
      </div>
      {error && (
        <p className="oabat-ls__error" role="alert">
          {error}
        </p>
      )}
      {composer}
    </section>
  )
}
