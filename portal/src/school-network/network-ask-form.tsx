import { NETWORK_MESSAGE_MAX, type NetworkRequest, type NetworkSender } from '@oabat/core'
import { Button, Notice, TextAreaField } from '@oabat/ui'
import { type FormEvent, type ReactNode, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'

/**
 * The note and „Anfrage senden“ for one chosen partner: POST /api/schools/{id}/business_site/{site}
 * with the sender's side. The other side gets it as a „Netzwerk Anfrage“ in the chat.
 */
export function NetworkAskForm({
  schoolId,
  site,
  partner,
  sentBy,
  children,
  onAsked,
  onCancel,
}: {
  schoolId: number
  /** The site's id or slug. */
  site: string
  partner: string
  sentBy: NetworkSender
  /** Fields before the note (the company's choice of its site). */
  children?: ReactNode
  onAsked: (request: NetworkRequest) => void
  onCancel: () => void
}) {
  const [message, setMessage] = useState('')
  const form = useFormAction(['message'])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('createNetworkRequest', {
        params: { schoolId, site },
        body: { message: message.trim() || null, sent_by_type: sentBy },
      }),
    )
    if (answer) onAsked(answer.value.data)
  }

  return (
    <form className="area-form" onSubmit={onSubmit} noValidate aria-label={`Anfrage an ${partner}`}>
      <p>
        Anfrage an <strong>{partner}</strong>
      </p>
      {children}
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <TextAreaField
        label="Nachricht (optional)"
        name="message"
        rows={3}
        maxRows={8}
        maxLength={NETWORK_MESSAGE_MAX}
        hint="Zum Beispiel, was Ihr gemeinsam vorhabt. Nur Text, kein HTML."
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={form.fieldErrors.message}
      />
      <div className="network-answer__buttons">
        <Button type="submit" design="primary" disabled={form.pending}>
          {form.pending ? 'Anfrage wird gesendet …' : 'Anfrage senden'}
        </Button>
        <Button design="flat" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  )
}
