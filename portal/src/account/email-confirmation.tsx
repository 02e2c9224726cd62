import type { User } from '@oabat/core'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'
import { useFormAction } from '../forms/use-form-action.ts'

/**
 * Confirms the account's e-mail address by code: POST /api/auth/verify/resend sends one,
 * POST /api/auth/verify {code} confirms (used on /verify and /betrieb/problem).
 */
export function EmailConfirmation({ user, onConfirmed }: { user: User; onConfirmed?: (user: User) => void }) {
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<string | null>(null)
  const resend = useFormAction([])
  const verify = useFormAction(['code'])

  const onResend = async () => {
    setSent(null)
    const answer = await resend.run(() => api('resendVerification', {}))
    if (answer) setSent(answer.value.message)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await verify.run(() => api('verifyAccount', { body: { code } }))
    if (!answer) return
    auth.setUser(answer.value.data)
    onConfirmed?.(answer.value.data)
  }

  return (
    <Card as="section" className="account-section" aria-labelledby="email-confirmation-title">
      <h2 id="email-confirmation-title">E-Mail-Adresse bestätigen</h2>
      <p className="account-section__text">
        Wir haben Dir nach der Registrierung einen Link an <strong>{user.email}</strong> geschickt. Du kannst die
        Adresse auch mit einem Code bestätigen: Fordere ihn an und gib ihn hier ein.
      </p>
      {resend.formError && <Notice tone="error">{resend.formError}</Notice>}
      {sent && <Notice tone="success">{sent}</Notice>}
      <div className="account-form__actions">
        <Button design={sent ? 'white' : 'primary'} onClick={onResend} disabled={resend.pending}>
          {resend.pending ? 'Code wird gesendet …' : sent ? 'Code noch einmal senden' : 'Code per E-Mail senden'}
        </Button>
      </div>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        {verify.formError && <Notice tone="error">{verify.formError}</Notice>}
        <TextField
          label="Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          hint="Die 6 Ziffern aus der E-Mail."
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          error={verify.fieldErrors.code}
        />
        <div className="account-form__actions">
          <Button type="submit" design={sent ? 'primary' : 'white'} disabled={verify.pending}>
            {verify.pending ? 'Wird geprüft …' : 'Bestätigen'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
