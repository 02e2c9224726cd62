import { type FormEvent, useId, useState } from 'react'

interface Props {
  businessName: string | null
  /** The company's page in the portal, where a new visitor can register. */
  registerUrl: string
  onLogIn: (email: string, password: string) => Promise<void>
}

/** The guest's step: log in with the oabat account (e-mail and password) right inside the widget. */
export function ChatLogin({ businessName, registerUrl, onLogIn }: Props) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!email.trim() || !password) return setError('Bitte gib Deine E-Mail-Adresse und Dein Passwort ein.')
    setBusy(true)
    setError(null)
    try {
      await onLogIn(email.trim(), password)
    } catch (cause) {
      setError((cause as Error).message || 'Die Anmeldung hat nicht geklappt.')
      setBusy(false)
    }
  }

  return (
    <form className="oabat-chat__login" onSubmit={submit} noValidate>
      <p className="oabat-chat__intro">
        Melde Dich mit Deinem oabat-Konto an, um {businessName ?? 'dem Betrieb'} zu schreiben.
      </p>
      <LoginField
        id={`${id}-email`}
        label="E-Mail-Adresse"
        type="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
        invalid={error !== null}
      />
      <LoginField
        id={`${id}-password`}
        label="Passwort"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        invalid={error !== null}
      />
      {error && (
        <p className="oabat-chat__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="oabat-button" part="button" aria-disabled={busy}>
        {busy ? 'Anmelden …' : 'Anmelden'}
      </button>
      <p className="oabat-chat__small">
        Noch kein Konto?{' '}
        <a href={registerUrl} target="_blank" rel="noopener">
          Bei oabat registrieren
        </a>
      </p>
    </form>
  )
}

interface LoginFieldProps {
  id: string
  label: string
  type: 'email' | 'password'
  autoComplete: string
  value: string
  onValue: (value: string) => void
  invalid: boolean
}

/** One labelled input of the login form. */
function LoginField({ id, label, onValue, invalid, ...input }: LoginFieldProps) {
  return (
    <>
      <label className="oabat-chat__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="oabat-chat__input"
        {...input}
        onInput={(event) => onValue((event.target as HTMLInputElement).value)}
        aria-invalid={invalid}
      />
    </>
  )
}
