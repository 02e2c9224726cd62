import type { User } from '@oabat/core'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'
import { useFormAction } from '../forms/use-form-action.ts'

/**
 * SPEC §7 e-mail change: the new address gets a code (PUT /api/v2/auth/request_email_change), the
 * code confirms the switch (POST /api/v2/auth/email_change).
 */
export function EmailChangeForm({ user }: { user: User }) {
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null)
  const [changed, setChanged] = useState(false)
  const request = useFormAction(['email'])
  const confirm = useFormAction(['code', 'email'])

  const onRequest = async (event: FormEvent) => {
    event.preventDefault()
    setChanged(false)
    const answer = await request.run(() => api('requestEmailChange', { body: { email } }))
    if (!answer) return
    setSentTo({ email: email.trim().toLowerCase(), message: answer.value.message })
    setCode('')
  }

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!sentTo) return
    const answer = await confirm.run(() =>
      api('emailChange', { body: { user_id: user.id, email: sentTo.email, code } }),
    )
    if (!answer) return
    auth.setUser(answer.value.data)
    setSentTo(null)
    setEmail('')
    setChanged(true)
  }

  return (
    <Card as="section" className="account-section" aria-labelledby="email-change-title">
      <h2 id="email-change-title">E-Mail-Adresse</h2>
      <p className="account-section__text">
        Du meldest Dich mit <strong>{user.email}</strong> an.
        {!user.email_verified && ' Diese Adresse ist noch nicht bestätigt.'}
      </p>
      {changed && <Notice tone="success">Deine E-Mail-Adresse ist geändert.</Notice>}
      {sentTo ? (
        <form className="account-form" onSubmit={onConfirm} noValidate>
          <Notice tone="info">{sentTo.message}</Notice>
          {confirm.formError && <Notice tone="error">{confirm.formError}</Notice>}
          {confirm.fieldErrors.email && <Notice tone="error">{confirm.fieldErrors.email}</Notice>}
          <TextField
            label="Code aus der E-Mail"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={confirm.fieldErrors.code}
          />
          <div className="account-form__actions">
            <Button type="submit" design="primary" disabled={confirm.pending}>
              {confirm.pending ? 'Wird geprüft …' : 'E-Mail-Adresse ändern'}
            </Button>
            <Button design="flat" onClick={() => setSentTo(null)}>
              Abbrechen
            </Button>
          </div>
        </form>
      ) : (
        <form className="account-form" onSubmit={onRequest} noValidate>
          {request.formError && <Notice tone="error">{request.formError}</Notice>}
          <TextField
            label="Neue E-Mail-Adresse"
            type="email"
            name="new-email"
            autoComplete="email"
            required
            hint="Wir schicken einen Code an die neue Adresse. Erst mit dem Code wird sie geändert."
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={request.fieldErrors.email}
          />
          <div className="account-form__actions">
            <Button type="submit" design="primary" disabled={request.pending}>
              {request.pending ? 'Code wird gesendet …' : 'Code senden'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
