import type { OutboxEntry } from '@oabat/core'
import { Button, Card, TextField } from '@oabat/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import './intern-mails-page.css'

function OutboxMessage({ entry }: { entry: OutboxEntry }) {
  const kind = entry.channel === 'mail' ? 'E-Mail' : 'SMS'
  const titleId = `outbox-${entry.id}`
  return (
    <Card as="article" className="intern-mails__message" aria-labelledby={titleId}>
      <h2 id={titleId}>{entry.subject ?? kind}</h2>
      <p className="intern-mails__meta">
        <strong>{kind}</strong> an {entry.to} ·{' '}
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </p>
      <pre className="intern-mails__text">{entry.text}</pre>
    </Card>
  )
}

/**
 * /intern/mails: the outbox of an instance without SMTP_URL or SMS gateway, for the admin only (the
 * admin guard here, the admin access of GET /api/intern/mails on the server): the mails and text
 * messages carry login codes and reset links.
 */
export function InternMailsPage() {
  usePageHead({ title: 'Postausgang (intern)', description: 'Abgelegte E-Mails und SMS', canonicalPath: null })
  const [recipient, setRecipient] = useState('')
  const [to, setTo] = useState('')
  const { data, error, mutate, isLoading } = useApi('internMails', { query: to ? { to } : {} })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTo(recipient.trim())
  }

  let content: ReactNode
  if (error) content = <LoadError subject="Der Postausgang" error={error} onRetry={() => void mutate()} />
  else if (!data || isLoading) content = <Skeleton lines={6} label="Der Postausgang wird geladen …" />
  else if (data.data.length === 0)
    content = (
      <p className="intern-mails__empty">
        {to
          ? `Keine Nachrichten an ${to}.`
          : 'Noch keine Nachrichten. Sobald oabat eine E-Mail oder SMS ablegt, erscheint sie hier.'}
      </p>
    )
  else content = data.data.map((entry) => <OutboxMessage key={entry.id} entry={entry} />)

  return (
    <div className="intern-mails">
      <h1>Postausgang (intern)</h1>
      <p>
        E-Mails und SMS, die ohne SMTP_URL bzw. SMS_GATEWAY_URL nicht verschickt, sondern im Datenordner abgelegt
        werden, die neuesten zuerst. Nur Du als Admin siehst sie.
      </p>
      <form className="intern-mails__filter" onSubmit={onSubmit}>
        <TextField
          label="Empfänger"
          name="to"
          hint="E-Mail-Adresse oder Telefonnummer; leer zeigt alle."
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <Button type="submit" design="secondary">
          Filtern
        </Button>
      </form>
      <div className="intern-mails__list" aria-live="polite">
        {content}
      </div>
    </div>
  )
}
