import type { NotificationSettings } from '@oabat/core'
import { Button, Card, CheckboxField, Notice } from '@oabat/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { PushSettingsCard } from '../pwa/push-settings-card.tsx'
import { AccountPage } from './account-page.tsx'

const OPTIONS: ReadonlyArray<{ key: keyof NotificationSettings; label: string; hint: string }> = [
  {
    key: 'allows_chat_notification',
    label: 'Neue Nachrichten',
    hint: 'Wenn Dir ein Betrieb im Chat schreibt.',
  },
  {
    key: 'allows_application_notification',
    label: 'Antworten auf Deine Anfragen',
    hint: 'Wenn sich bei einer Stelle, für die Du Dich interessierst, etwas tut.',
  },
  {
    key: 'allows_recommendations',
    label: 'Stellen-Empfehlungen',
    hint: 'Passende Ausbildungsplätze und Praktika in Deiner Nähe.',
  },
  {
    key: 'allows_newsletter',
    label: 'Newsletter',
    hint: 'Tipps rund um Ausbildung, Praktikum und Bewerbung.',
  },
]

/** SPEC §2 /i/benachrichtigungen: GET and PUT /api/settings/notifications/. */
export function NotificationSettingsPage() {
  const { data, error, mutate } = useApi('notificationSettings', {})
  const [values, setValues] = useState<NotificationSettings | null>(null)
  const [saved, setSaved] = useState(false)
  const form = useFormAction([])
  const loaded = data?.data

  useEffect(() => {
    if (loaded) setValues(loaded)
  }, [loaded])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!values) return
    setSaved(false)
    const answer = await form.run(() => api('updateNotificationSettings', { body: values }))
    if (!answer) return
    await mutate(answer.value, { revalidate: false })
    setSaved(true)
  }

  return (
    <AccountPage title="Benachrichtigungen" intro={<p>Worüber dürfen wir Dich informieren?</p>} narrow>
      {error ? (
        <LoadError subject="Deine Einstellung" error={error} onRetry={() => mutate()} />
      ) : !values ? (
        <Skeleton lines={4} label="Einstellungen werden geladen …" />
      ) : (
        <Card as="section" className="account-section" aria-label="Benachrichtigungen">
          <form className="account-form" onSubmit={onSubmit} noValidate>
            {form.formError && <Notice tone="error">{form.formError}</Notice>}
            {saved && <Notice tone="success">Gespeichert.</Notice>}
            {OPTIONS.map((option) => (
              <CheckboxField
                key={option.key}
                label={option.label}
                hint={option.hint}
                checked={values[option.key]}
                onChange={(event) => {
                  setSaved(false)
                  setValues({ ...values, [option.key]: event.target.checked })
                }}
              />
            ))}
            <div className="account-form__actions">
              <Button type="submit" design="primary" disabled={form.pending}>
                {form.pending ? 'Wird gespeichert …' : 'Speichern'}
              </Button>
            </div>
          </form>
        </Card>
      )}
      <PushSettingsCard what="Neue Nachrichten und Antworten auf Deine Anfragen, so wie Du es oben eingestellt hast." />
      <p>
        <Link href="/einstellungen">Zu allen Einstellungen</Link>
      </p>
    </AccountPage>
  )
}
