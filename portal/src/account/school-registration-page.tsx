import type { SelectOption } from '@oabat/ui'
import { Button, Card, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { completeLogin } from '../auth/session.ts'
import { useAuth } from '../auth/use-auth.ts'
import { EMPTY_PERSON, PersonFields, personBody, personFieldKeys } from '../forms/person-fields.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { AccountPage } from './account-page.tsx'
import { LoggedInNotice } from './logged-in-notice.tsx'

/** The school types of Bavaria, where oabat starts; "Andere Schule" covers the rest. */
const SCHOOL_TYPES: readonly SelectOption[] = [
  'Mittelschule',
  'Realschule',
  'Gymnasium',
  'Wirtschaftsschule',
  'Förderschule',
  'Berufsschule',
  'Fachoberschule / Berufsoberschule',
  'Andere Schule',
].map((type) => ({ value: type, label: type }))

const FIELDS = [...['name', 'type', 'postal_code', 'location'].map((key) => `school.${key}`), ...personFieldKeys()]

/** SPEC §2 /schule/registrierung: the school and the account of the person registering it (POST /api/schools/register). */
export function SchoolRegistrationPage() {
  const { user } = useAuth()
  const [school, setSchool] = useState({ name: '', type: '', postal_code: '' })
  const [person, setPerson] = useState(EMPTY_PERSON)
  const form = useFormAction(FIELDS)
  const setField = (field: keyof typeof school) => (value: string) => setSchool({ ...school, [field]: value })
  const error = (field: string) => form.fieldErrors[`school.${field}`]

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('registerSchool', {
        body: {
          school: { name: school.name, type: school.type, postal_code: school.postal_code.trim() },
          ...personBody(person),
        },
      }),
    )
    if (answer) await completeLogin(answer.value, { redirect: true })
  }

  return (
    <AccountPage
      title="Schule registrieren"
      canonicalPath="/schule/registrierung"
      description="Registriere Deine Schule kostenlos bei oabat und vernetze sie mit Betrieben aus der Region."
      intro={
        <p>
          Vernetze Deine Schule mit Betrieben aus der Region und zeig Deinen Schülerinnen und Schülern passende Praktika
          und Ausbildungsplätze. Die Registrierung ist kostenlos.
        </p>
      }
    >
      {user && <LoggedInNotice />}
      <Card>
        <form className="account-form" onSubmit={onSubmit} noValidate>
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <fieldset>
            <legend>Schule</legend>
            <TextField
              label="Name der Schule"
              name="organization"
              autoComplete="organization"
              required
              value={school.name}
              onChange={(event) => setField('name')(event.target.value)}
              error={error('name')}
            />
            <div className="account-form__grid">
              <SelectField
                label="Schulart"
                name="school-type"
                options={SCHOOL_TYPES}
                placeholder="Bitte wählen"
                required
                value={school.type}
                onChange={(event) => setField('type')(event.target.value)}
                error={error('type')}
              />
              <TextField
                label="Postleitzahl"
                name="postal-code"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={5}
                required
                value={school.postal_code}
                onChange={(event) => setField('postal_code')(event.target.value)}
                error={error('postal_code') ?? error('location')}
              />
            </div>
          </fieldset>
          <PersonFields values={person} onChange={setPerson} errors={form.fieldErrors} />
          <div className="account-form__actions">
            <Button type="submit" design="primary" size="large" disabled={form.pending}>
              {form.pending ? 'Wird registriert …' : 'Schule registrieren'}
            </Button>
          </div>
        </form>
      </Card>
    </AccountPage>
  )
}
