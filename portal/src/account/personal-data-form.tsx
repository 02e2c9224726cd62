import type { User } from '@oabat/core'
import { Button, Card, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'
import { asGender, GENDER_OPTIONS } from '../forms/choices.ts'
import { NameFields } from '../forms/name-fields.tsx'
import { useFormAction } from '../forms/use-form-action.ts'

const FIELDS = ['firstname', 'lastname', 'gender', 'birthdate', 'phone_number']

/** Name, salutation, birthdate (trainees) and phone number → PUT /api/users/{id}. */
export function PersonalDataForm({ user }: { user: User }) {
  const trainee = user.trainee
  const [values, setValues] = useState({
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    gender: trainee?.gender ?? '',
    birthdate: trainee?.birthdate ?? '',
    phone: user.phone_number ?? '',
  })
  const [saved, setSaved] = useState(false)
  const form = useFormAction(FIELDS)
  const set = (field: keyof typeof values) => (value: string) => {
    setSaved(false)
    setValues({ ...values, [field]: value })
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const gender = asGender(values.gender)
    const answer = await form.run(() =>
      api('updateUser', {
        params: { id: user.id },
        body: {
          firstname: values.firstname,
          lastname: values.lastname,
          // Only trainees keep salutation and birthdate on the account; other accounts send what was chosen.
          gender: trainee ? gender : (gender ?? undefined),
          ...(trainee ? { birthdate: values.birthdate || null } : {}),
          phone_number: values.phone.trim() || null,
        },
      }),
    )
    if (!answer) return
    auth.setUser(answer.value.data)
    setSaved(true)
  }

  return (
    <Card as="section" className="account-section" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">Persönliche Daten</h2>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        {saved && <Notice tone="success">Deine Daten sind gespeichert.</Notice>}
        <div className="account-form__grid">
          <NameFields
            firstname={values.firstname}
            lastname={values.lastname}
            onFirstname={set('firstname')}
            onLastname={set('lastname')}
            errors={form.fieldErrors}
          />
          <SelectField
            label="Anrede"
            name="gender"
            options={GENDER_OPTIONS}
            placeholder="Keine Angabe"
            value={values.gender}
            onChange={(event) => set('gender')(event.target.value)}
            error={form.fieldErrors.gender}
          />
          {trainee && (
            <TextField
              label="Geburtsdatum"
              type="date"
              name="birthdate"
              autoComplete="bday"
              value={values.birthdate}
              onChange={(event) => set('birthdate')(event.target.value)}
              error={form.fieldErrors.birthdate}
            />
          )}
          <TextField
            label="Telefonnummer"
            type="tel"
            name="phone"
            autoComplete="tel"
            hint="Freiwillig, z. B. 0851 123456."
            value={values.phone}
            onChange={(event) => set('phone')(event.target.value)}
            error={form.fieldErrors.phone_number}
          />
        </div>
        <div className="account-form__actions">
          <Button type="submit" design="primary" disabled={form.pending}>
            {form.pending ? 'Wird gespeichert …' : 'Speichern'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
