import type { User } from '@oabat/core'
import { Button, Card, CheckboxField, Notice } from '@oabat/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { PushSettingsCard } from '../pwa/push-settings-card.tsx'

/**
 * The mail settings of a business, school or region account (SPEC §3 User alias, GET/PUT
 * /api/v2/user_aliases/{id}), and push on this device, which follows the same two switches.
 */
export function OrganisationMailSettings({ user }: { user: User }) {
  const { data, error, mutate } = useApi('userAlias', { params: { id: user.id } })
  const [values, setValues] = useState({ messages: false, interests: false })
  const [saved, setSaved] = useState(false)
  const form = useFormAction([])
  const alias = data?.data

  useEffect(() => {
    if (alias) {
      setValues({ messages: alias.is_unread_messages_mail_active, interests: alias.is_job_interest_mail_active })
    }
  }, [alias])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const answer = await form.run(() =>
      api('updateUserAlias', {
        params: { id: user.id },
        body: { is_unread_messages_mail_active: values.messages, is_job_interest_mail_active: values.interests },
      }),
    )
    if (!answer) return
    await mutate(answer.value, { revalidate: false })
    setSaved(true)
  }

  return (
    <>
      <Card as="section" className="account-section" aria-labelledby="mail-settings-title">
        <h2 id="mail-settings-title">E-Mail-Benachrichtigungen</h2>
        {error ? (
          <LoadError subject="Die Einstellung" error={error} onRetry={() => mutate()} />
        ) : !alias ? (
          <Skeleton lines={3} label="Einstellungen werden geladen …" />
        ) : (
          <form className="account-form" onSubmit={onSubmit} noValidate>
            <p className="account-section__text">Wir schreiben an {alias.email}, wenn …</p>
            {form.formError && <Notice tone="error">{form.formError}</Notice>}
            {saved && <Notice tone="success">Gespeichert.</Notice>}
            <CheckboxField
              label="… ungelesene Nachrichten auf Dich warten"
              checked={values.messages}
              onChange={(event) => {
                setSaved(false)
                setValues({ ...values, messages: event.target.checked })
              }}
            />
            <CheckboxField
              label="… sich jemand für eine Eurer Stellen interessiert"
              checked={values.interests}
              onChange={(event) => {
                setSaved(false)
                setValues({ ...values, interests: event.target.checked })
              }}
            />
            <div className="account-form__actions">
              <Button type="submit" design="primary" disabled={form.pending}>
                {form.pending ? 'Wird gespeichert …' : 'Speichern'}
              </Button>
            </div>
          </form>
        )}
      </Card>
      <PushSettingsCard what="Neue Nachrichten und neue Anfragen zu Euren Stellen, so wie Du es oben für die E-Mails eingestellt hast." />
    </>
  )
}
