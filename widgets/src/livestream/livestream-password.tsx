import { type FormEvent, useId, useState } from 'react'

interface Props {
  title: string
  onVerify: (password: string) => Promise<string | null>
}

/** SPEC §5: a protected livestream asks for its password; once right, it stays open in this browser. */
export function LivestreamPassword({ title, onVerify }: Props) {
  const id = useId()
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!password) return setError('Bitte gib das Passwort ein.')
    setBusy(true)
    setError(await onVerify(password))
    setBusy(false)
  }

  return (
    <form className="oabat-ls__gate" part="password" onSubmit={submit} noValidate>
      <h2 className="oabat-ls__title">{title}</h2>
      <p>Dieser Livestream ist geschützt. Gib das Passwort ein, das Du bekommen hast.</p>
      <label htmlFor={`${id}-password`}>Passwort</label>
      <div className="oabat-ls__row">
        <input
          id={`${id}-password`}
          className="oabat-ls__input"
          type="password"
          autoComplete="off"
          value={password}
          onInput={(event) => setPassword((event.target as HTMLInputElement).value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="oabat-button" part="button" aria-disabled={busy}>
          {busy ? 'Prüfe …' : 'Öffnen'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="oabat-ls__error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
