import { showAuthDialogView } from '@oabat/core'
import { Button, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'

const FIELDS = ['email']

/**
 * POST /api/password_request: the server answers the same whether or not the address has an
 * account, so the form shows that answer and nothing more.
 */
export function PasswordRequestForm({ onBackToLogin }: { onBackToLogin?: () => void }) {
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState<string | null>(null)
  const form = useFormAction(FIELDS)
  const backToLogin = onBackToLogin ?? (() => showAuthDialogView('login'))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() => api('passwordRequest', { body: { email } }))
    if (answer) setSent(answer.value.message)
  }

  if (sent) {
    return (
      <div className="auth-form">
        <Notice tone="success" title="Schau in Dein Postfach">
          <p>{sent}</p>
          <p>Der Link ist 60 Minuten gültig.</p>
        </Notice>
        <Button design="primary" block onClick={backToLogin}>
          Zurück zur Anmeldung
        </Button>
      </div>
    )
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__intro">
        Gib die E-Mail-Adresse Deines Kontos ein. Wir schicken Dir einen Link, mit dem Du ein neues Passwort festlegst.
      </p>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <TextField
        label="E-Mail-Adresse"
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fieldErrors.email}
      />
      <Button type="submit" design="primary" size="large" block disabled={form.pending}>
        {form.pending ? 'Wird gesendet …' : 'Link anfordern'}
      </Button>
      <button type="button" className="auth-form__link" onClick={backToLogin}>
        Zurück zur Anmeldung
      </button>
    </form>
  )
}
