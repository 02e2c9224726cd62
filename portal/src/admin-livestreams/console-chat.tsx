import type { Livestream, LivestreamMessage } from '@oabat/core'
import { Button, Card, Dialog, Notice } from '@oabat/ui'
import { useEffect, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { formatTime } from './date-input.ts'
import { useLivestreamChannel } from './livestream-channel.ts'

type Moderation = { kind: 'one' | 'all' | 'block'; message: LivestreamMessage } | null

/** Who wrote a message: an account id or a guest's chat id (the moderation calls take either). */
function authorKey(message: LivestreamMessage): string {
  return message.user_id !== null ? String(message.user_id) : (message.chat_user_id ?? '')
}

const QUESTIONS = {
  one: { title: 'Nachricht löschen?', confirm: 'Nachricht löschen' },
  all: { title: 'Alle Nachrichten dieser Person löschen?', confirm: 'Alle löschen' },
  block: { title: 'Diese Person sperren?', confirm: 'Sperren' },
} as const

/** /admin/livestream/{id}/chat: the live chat with moderation (delete one, delete all of a person, block). */
export function ConsoleChat({ stream, onReload }: { stream: Livestream; onReload: () => void }) {
  const [messages, setMessages] = useState<LivestreamMessage[]>(stream.messages)
  const [pending, setPending] = useState<Moderation>(null)
  const [flash, setFlash] = useState<string | null>(null)
  const action = useFormAction([])
  useEffect(() => setMessages(stream.messages), [stream.messages])

  useLivestreamChannel(stream.id, (name, data) => {
    if (name === 'NewMessage') {
      const message = data as LivestreamMessage
      setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message].slice(-50)))
    } else if (name === 'MessageDeleted') {
      const { id } = data as { id: number }
      setMessages((list) => list.filter((m) => m.id !== id))
    } else if (name === 'AllUserMessagesDeleted') {
      const who = data as { user_id: number | null; chat_user_id: string | null }
      setMessages((list) =>
        list.filter((m) =>
          who.user_id !== null ? m.user_id !== who.user_id : m.chat_user_id !== who.chat_user_id || m.user_id !== null,
        ),
      )
    } else if (name === 'pusher:subscription_succeeded') {
      // After a reconnect: what came meanwhile.
      onReload()
    }
  })

  const confirm = async () => {
    if (!pending) return
    const { kind, message } = pending
    const answer = await action.run(async (): Promise<unknown> => {
      if (kind === 'one') return api('deleteLivestreamMessage', { params: { id: stream.id, messageId: message.id } })
      if (kind === 'all')
        return api('deleteLivestreamUserMessages', { params: { id: stream.id, userId: authorKey(message) } })
      return api('blockLivestreamUser', {
        params: { id: stream.id },
        body: message.user_id !== null ? { user_id: message.user_id } : { chat_user_id: message.chat_user_id ?? '' },
      })
    })
    setPending(null)
    if (!answer) return
    if (kind === 'one') setMessages((list) => list.filter((m) => m.id !== message.id))
    if (kind === 'all') setMessages((list) => list.filter((m) => authorKey(m) !== authorKey(message)))
    setFlash(
      kind === 'one'
        ? 'Die Nachricht ist gelöscht.'
        : kind === 'all'
          ? `Alle Nachrichten von „${message.nickname}“ sind gelöscht.`
          : `„${message.nickname}“ kann in diesem Chat nicht mehr schreiben.`,
    )
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="console-chat-title">
      <h2 id="console-chat-title">Chat ({messages.length})</h2>
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {messages.length === 0 ? (
        <p className="admin-muted">Noch keine Nachrichten. Neue erscheinen hier sofort.</p>
      ) : (
        <ol className="admin-chat" aria-live="polite" aria-label="Chat-Nachrichten">
          {messages.map((message) => (
            <li key={message.id} className="admin-chat__message">
              <p className="admin-chat__meta">
                <strong>{message.nickname}</strong> · {formatTime(message.created_at)} ·{' '}
                {message.user_id !== null ? `Konto ${message.user_id}` : 'Gast'}
              </p>
              <p className="admin-chat__text">{message.text}</p>
              <div className="admin-actions">
                <Button
                  design="secondary-flat"
                  size="small"
                  onClick={() => setPending({ kind: 'one', message })}
                  aria-label={`Nachricht von ${message.nickname} löschen`}
                >
                  Löschen
                </Button>
                <Button design="flat" size="small" onClick={() => setPending({ kind: 'all', message })}>
                  Alle von {message.nickname} löschen
                </Button>
                <Button design="flat" size="small" onClick={() => setPending({ kind: 'block', message })}>
                  Sperren
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? QUESTIONS[pending.kind].title : ''}
        actions={
          <>
            <Button design="flat" onClick={() => setPending(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void confirm()}>
              {pending ? QUESTIONS[pending.kind].confirm : ''}
            </Button>
          </>
        }
      >
        {pending?.kind === 'one' && (
          <p>
            „{pending.message.text}“ von {pending.message.nickname} verschwindet für alle Zuschauenden.
          </p>
        )}
        {pending?.kind === 'all' && (
          <p>Jede Nachricht von {pending.message.nickname} in diesem Livestream verschwindet für alle Zuschauenden.</p>
        )}
        {pending?.kind === 'block' && (
          <p>
            {pending.message.nickname} kann danach in diesem Livestream nicht mehr schreiben. Die bisherigen Nachrichten
            bleiben, bis Du sie löschst.
          </p>
        )}
      </Dialog>
    </Card>
  )
}
