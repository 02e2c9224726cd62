import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useId, useState } from 'react'
import { api } from '../api/api-client.ts'
import { completeLogin } from '../auth/session.ts'
import { useAuth } from '../auth/use-auth.ts'
import { EMPTY_PERSON, PersonFields, personBody, personFieldKeys } from '../forms/person-fields.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { AccountPage } from './account-page.tsx'
import { LoggedInNotice } from './logged-in-notice.tsx'

const FIELDS = [
  ...['name', 'description', 'radius_km', 'postal_code', 'location'].map((key) => `region.${key}`),
  ...personFieldKeys(),
]
/** The server's default radius of a region (1–200 km). */
const DEFAULT_RADIUS_KM = '25'

/** SPEC §2 /region/registrierung: the region, its centre and radius, and the account registering it. */
export function RegionRegistrationPage() {
  const { user } = useAuth()
  const [region, setRegion] = useState({ name: '', description: '', radius_km: DEFAULT_RADIUS_KM, postal_code: '' })
  const [person, setPerson] = useState(EMPTY_PERSON)
  const form = useFormAction(FIELDS)
  const descriptionId = useId()
  const setField = (field: keyof typeof region) => (value: string) => setRegion({ ...region, [field]: value })
  const error = (field: string) => form.fieldErrors[`region.${field}`]

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('registerRegion', {
        body: {
          region: {
            name: region.name,
            description: region.description || null,
            radius_km: region.radius_km,
            postal_code: region.postal_code.trim(),
          },
          ...personBody(person),
        },
      }),
    )
    if (answer) await completeLogin(answer.value, { redirect: true })
  }

  const descriptionError = error('description')
  return (
    <AccountPage
      title="Region registrieren"
      canonicalPath="/region/registrierung"
      description="Registriere Deine Region bei oabat: Betriebe, Schulen und Termine Deiner Region auf einer Seite."
      intro={
        <p>
          Bring Betriebe, Schulen und Jugendliche Deiner Region zusammen, mit einem eigenen Channel. Betriebe und
          Schulen, die sich in Deinem Umkreis neu registrieren, gehören automatisch dazu.
        </p>
      }
    >
      {user && <LoggedInNotice />}
      <Card>
        <form className="account-form" onSubmit={onSubmit} noValidate>
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <fieldset>
            <legend>Region</legend>
            <TextField
              label="Name der Region"
              name="organization"
              required
              value={region.name}
              onChange={(event) => setField('name')(event.target.value)}
              error={error('name')}
            />
            <div
              className={descriptionError ? 'oabat-ui-text-field oabat-ui-text-field--invalid' : 'oabat-ui-text-field'}
            >
              <label className="oabat-ui-text-field__label" htmlFor={descriptionId}>
                Beschreibung (freiwillig)
              </label>
              <textarea
                id={descriptionId}
                name="description"
                className="account-form__textarea"
                maxLength={2000}
                value={region.description}
                aria-invalid={descriptionError ? true : undefined}
                onChange={(event) => setField('description')(event.target.value)}
              />
              {descriptionError && <p className="oabat-ui-text-field__error">{descriptionError}</p>}
            </div>
            <div className="account-form__grid">
              <TextField
                label="Postleitzahl des Mittelpunkts"
                name="postal-code"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={5}
                required
                value={region.postal_code}
                onChange={(event) => setField('postal_code')(event.target.value)}
                error={error('postal_code') ?? error('location')}
              />
              <TextField
                label="Umkreis in km"
                type="number"
                name="radius"
                min={1}
                max={200}
                required
                hint="Zwischen 1 und 200 km."
                value={region.radius_km}
                onChange={(event) => setField('radius_km')(event.target.value)}
                error={error('radius_km')}
              />
            </div>
          </fieldset>
          <PersonFields values={person} onChange={setPerson} errors={form.fieldErrors} />
          <div className="account-form__actions">
            <Button type="submit" design="primary" size="large" disabled={form.pending}>
              {form.pending ? 'Wird registriert …' : 'Region registrieren'}
            </Button>
          </div>
        </form>
      </Card>
    </AccountPage>
  )
}
