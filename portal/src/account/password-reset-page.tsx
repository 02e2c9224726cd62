import { openAuthDialog } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { api } from '../api/api-client.ts'
import { PasswordRequestForm } from '../auth/password-request-form.tsx'
import { NewPasswordFields, passwordMismatch } from '../forms/new-password-fields.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { AccountPage } from './account-page.tsx'

const FIELDS = ['password', 'password_confirmation']

/** With ?token&email from the mail: the new password (POST /api/password_reset). */
function ResetForm({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const form = useFormAction(FIELDS)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const mismatch = passwordMismatch(password, confirmation)
    if (mismatch) {
      form.setFieldErrors(mismatch)
      return
    }
    const answer = await form.run(() =>
      api('passwordReset', { body: { token, email, password, password_confirmation: confirmation } }),
    )
    if (answer) setDone(answer.value.message)
  }

  if (done) {
    return (
      <Card className="account-section">
        <Notice tone="success" title="Geschafft">
          {done}
        </Notice>
        <div className="account-form__actions">
          <Button design="primary" onClick={() => openAuthDialog({ redirect: true })}>
            Jetzt anmelden
          </Button>
        </div>
      </Card>
    )
  }

  // Token and e-mail come from the link; their errors are the link's, not a field's.
  const linkError = form.fieldErrors.token ?? form.fieldErrors.email
  return (
    <Card className="account-section">
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <p className="account-section__text">
          Neues Passwort für <strong>{email}</strong>
        </p>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {linkError && (
          <Notice tone="error" title={linkError}>
            <p>
              <Link href="/passwort-zuruecksetzen">Neuen Link anfordern</Link>
            </p>
          </Notice>
        )}
        <NewPasswordFields
          label="Neues Passwort"
          autoFocus
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={form.fieldErrors}
        />
        <Button type="submit" design="primary" size="large" block disabled={form.pending}>
          {form.pending ? 'Wird gespeichert …' : 'Passwort speichern'}
        </Button>
      </form>
    </Card>
  )
}

/**
 * SPEC §2 /passwort-zuruecksetzen: without a link the request for one; with ?token&email from the
 * mail the form for the new password.
 */
export function PasswordResetPage() {
  const [query] = useSearchParams()
  const token = query.get('token')
  const email = query.get('email')
  return (
    <AccountPage title={token && email ? 'Neues Passwort festlegen' : 'Passwort zurücksetzen'} narrow>
      {token && email ? (
        <ResetForm token={token} email={email} />
      ) : (
        <Card className="account-section">
          <PasswordRequestForm onBackToLogin={() => openAuthDialog({ redirect: true })} />
        </Card>
      )}
    </AccountPage>
  )
}
