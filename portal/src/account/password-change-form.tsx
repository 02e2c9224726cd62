import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { NewPasswordFields, passwordMismatch } from '../forms/new-password-fields.tsx'
import { useFormAction } from '../forms/use-form-action.ts'

const FIELDS = ['current_password', 'password', 'password_confirmation']

/** POST /api/password_change: the current password and the new one twice; other devices are logged out. */
export function PasswordChangeForm({ titled = true }: { titled?: boolean }) {
  const [values, setValues] = useState({ current: '', password: '', confirmation: '' })
  const [done, setDone] = useState<string | null>(null)
  const form = useFormAction(FIELDS)
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const mismatch = passwordMismatch(values.password, values.confirmation)
    if (mismatch) {
      form.setFieldErrors(mismatch)
      return
    }
    const answer = await form.run(() =>
      api('passwordChange', {
        body: {
          current_password: values.current,
          password: values.password,
          password_confirmation: values.confirmation,
        },
      }),
    )
    if (!answer) return
    setValues({ current: '', password: '', confirmation: '' })
    setDone(answer.value.message)
  }

  return (
    <Card as="section" className="account-section" aria-labelledby={titled ? 'password-change-title' : undefined}>
      {titled && <h2 id="password-change-title">Passwort ändern</h2>}
      <form className="account-form" onSubmit={onSubmit} noValidate>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {done && <Notice tone="success">{done}</Notice>}
        <TextField
          label="Bisheriges Passwort"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={values.current}
          onChange={(event) => set('current')(event.target.value)}
          error={form.fieldErrors.current_password}
        />
        <div className="account-form__grid">
          <NewPasswordFields
            label="Neues Passwort"
            password={values.password}
            confirmation={values.confirmation}
            onPassword={set('password')}
            onConfirmation={set('confirmation')}
            errors={form.fieldErrors}
          />
        </div>
        <div className="account-form__actions">
          <Button type="submit" design="primary" disabled={form.pending}>
            {form.pending ? 'Wird geändert …' : 'Passwort ändern'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
