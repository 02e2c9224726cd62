import { ApiRequestError } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { useEffect, useState } from 'react'
import { disablePush, enablePush, type PushState, pushState } from './browser-push.ts'

/** What each state says; the settings above decide which messages are pushed (docs/push.md). */
const STATE_TEXT: Record<PushState, string> = {
  unsupported:
    'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf dem Handy klappt es, wenn Du oabat zum Startbildschirm hinzufügst.',
  denied:
    'Du hast Benachrichtigungen für oabat in Deinem Browser blockiert. Erlaube sie in den Website-Einstellungen Deines Browsers, dann kannst Du sie hier einschalten.',
  off: 'Auf diesem Gerät sind Push-Benachrichtigungen aus.',
  on: 'Auf diesem Gerät bekommst Du Push-Benachrichtigungen.',
}

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message
  // PushManager.subscribe fails like this when the browser's push service cannot be reached.
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'NotAllowedError'))
    return 'Der Push-Dienst Deines Browsers ist gerade nicht erreichbar. Bitte versuche es später noch einmal.'
  return 'Das hat nicht geklappt. Bitte versuche es noch einmal.'
}

/**
 * Push on this device (/i/benachrichtigungen and the organisation settings): a push arrives for new chat
 * messages and answers while no oabat tab is open, following the notification settings on this page.
 */
export function PushSettingsCard({ what }: { what: string }) {
  const [state, setState] = useState<PushState | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    pushState()
      .then((value) => current && setState(value))
      .catch(() => current && setState('unsupported'))
    return () => {
      current = false
    }
  }, [])

  const change = async (action: () => Promise<PushState>) => {
    setPending(true)
    setError(null)
    try {
      setState(await action())
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setPending(false)
    }
  }

  return (
    <Card as="section" className="account-section" aria-labelledby="push-settings-title" aria-busy={state === null}>
      <h2 id="push-settings-title">Push-Benachrichtigungen</h2>
      <p className="account-section__text">{what} Wir schicken sie nur, wenn oabat gerade in keinem Tab offen ist.</p>
      {error && <Notice tone="error">{error}</Notice>}
      {state === null ? (
        <p className="account-section__text">Wird geprüft …</p>
      ) : (
        <>
          <p className="account-section__text" data-push-state={state}>
            {STATE_TEXT[state]}
          </p>
          {(state === 'off' || state === 'on') && (
            <div className="account-form__actions">
              <Button
                type="button"
                design={state === 'on' ? 'white' : 'primary'}
                disabled={pending}
                onClick={() => change(state === 'on' ? disablePush : enablePush)}
              >
                {pending
                  ? 'Einen Moment …'
                  : state === 'on'
                    ? 'Auf diesem Gerät ausschalten'
                    : 'Auf diesem Gerät einschalten'}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  )
}
