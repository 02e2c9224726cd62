import { closeAuthDialog, showAuthDialogView } from '@oabat/core'
import { Button, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { intendedPath } from './auth-stores.ts'
import { completeLogin } from './session.ts'
import { SocialLoginButtons } from './social-login-buttons.tsx'

const FIELDS = ['email', 'password']

/** E-mail and password → POST /api/auth/login; a wrong pair is shown at the password field. */
export function LoginForm({ redirect }: { redirect: boolean }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const form = useFormAction(FIELDS)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() => api('authLogin', { body: { email, password } }))
    if (answer) await completeLogin(answer.value, { redirect })
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
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
      <TextField
        label="Passwort"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.fieldErrors.password}
      />
      <button type="button" className="auth-form__link" onClick={() => showAuthDialogView('password')}>
        Passwort vergessen?
      </button>
      <Button type="submit" design="primary" size="large" block disabled={form.pending}>
        {form.pending ? 'Anmeldung läuft …' : 'Anmelden'}
      </Button>
      <SocialLoginButtons redirect={redirect} />
      <div className="auth-form__switch">
        <p>
          Noch kein Konto?{' '}
          <button type="button" className="auth-form__link" onClick={() => showAuthDialogView('register')}>
            Jetzt kostenlos registrieren
          </button>
        </p>
        <p>
          Du suchst Azubis?{' '}
          <Link href="/arbeitgeber/registrierung" className="auth-form__link" onClick={() => closeDialogForLink()}>
            Als Unternehmen registrieren
          </Link>
        </p>
      </div>
    </form>
  )
}

/** Following a link out of the dialog closes it, as closing it by hand would. */
function closeDialogForLink() {
  intendedPath.clear()
  closeAuthDialog()
}
