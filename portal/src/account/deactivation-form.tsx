import { PERSONAL_DATA_DELETION_DAYS } from '@oabat/core'
import { Button, Card, Dialog, Notice } from '@oabat/ui'
import { type FormEvent, useId, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useFormAction } from '../forms/use-form-action.ts'

/**
 * SPEC §4 "Account deactivation is requested with a reason": the reason, a confirmation dialog,
 * then POST /api/user/request-deactivation.
 */
export function DeactivationForm() {
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const form = useFormAction(['reason'])
  const reasonId = useId()
  const errorId = useId()
  const error = missing ? 'Bitte gib einen Grund an.' : form.fieldErrors.reason

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setMissing(reason.trim() === '')
    if (reason.trim() !== '') setConfirming(true)
  }

  const onConfirm = async () => {
    const answer = await form.run(() => api('requestDeactivation', { body: { reason } }))
    setConfirming(false)
    if (answer) setDone(answer.value.message)
  }

  return (
    <Card as="section" className="account-section" aria-labelledby="deactivation-title">
      <h2 id="deactivation-title">Konto deaktivieren</h2>
      {done ? (
        <Notice tone="success" title="Anfrage gesendet">
          {done}
        </Notice>
      ) : (
        <form className="account-form" onSubmit={onSubmit} noValidate>
          <p className="account-section__text">
            Wir deaktivieren Dein Konto, nachdem wir Deine Anfrage geprüft haben, und löschen{' '}
            {PERSONAL_DATA_DELETION_DAYS} Tage danach Deine persönlichen Daten, Dokumente und Chat-Dateien. Lade sie
            vorher herunter, wenn Du sie behalten möchtest. Sag uns bitte, warum Du gehen möchtest.
          </p>
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <div className={error ? 'oabat-ui-text-field oabat-ui-text-field--invalid' : 'oabat-ui-text-field'}>
            <label className="oabat-ui-text-field__label" htmlFor={reasonId}>
              Grund
            </label>
            <textarea
              id={reasonId}
              name="reason"
              className="account-form__textarea"
              maxLength={2000}
              required
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setMissing(false)
                setReason(event.target.value)
              }}
            />
            {error && (
              <p id={errorId} className="oabat-ui-text-field__error">
                {error}
              </p>
            )}
          </div>
          <div className="account-form__actions">
            <Button type="submit" design="white">
              Deaktivierung beantragen
            </Button>
          </div>
        </form>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Konto wirklich deaktivieren?"
        actions={
          <>
            <Button design="flat" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button design="primary" onClick={onConfirm} disabled={form.pending}>
              {form.pending ? 'Wird gesendet …' : 'Ja, beantragen'}
            </Button>
          </>
        }
      >
        <p>
          Wir prüfen Deine Anfrage und deaktivieren Dein Konto danach. {PERSONAL_DATA_DELETION_DAYS} Tage nach Deiner
          Anfrage löschen wir Deine persönlichen Daten; danach kannst Du Dich nicht mehr anmelden.
        </p>
      </Dialog>
    </Card>
  )
}
