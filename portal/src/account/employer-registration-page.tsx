import { openAuthDialog } from '@oabat/core'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { reportConversion } from '../analytics/conversions.ts'
import { api } from '../api/api-client.ts'
import { completeLogin } from '../auth/session.ts'
import { useAuth } from '../auth/use-auth.ts'
import { EMPTY_PERSON, PersonFields, personBody, personFieldKeys } from '../forms/person-fields.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { AccountPage } from './account-page.tsx'
import { LoggedInNotice } from './logged-in-notice.tsx'

const PREFIX = 'newBusiness.'
const FIELDS = [
  ...['name', 'street', 'postal_code', 'website'].map((key) => `${PREFIX}${key}`),
  ...personFieldKeys(PREFIX),
  'employees',
  'channel',
  'product',
  'size',
]

/** The query of SPEC §2 /arbeitgeber/registrierung (channel, product, employees, size), sent with the form. */
function registrationQuery(query: URLSearchParams) {
  const value = (key: string) => query.get(key)?.trim() || undefined
  return { channel: value('channel'), product: value('product'), size: value('size'), employees: value('employees') }
}

/**
 * SPEC §2 names a `register` query without saying more. Our reading: a link for employers who may
 * already have an account says `register=0` (also `false`, `nein`, `login`): the page opens the login
 * dialog at once; closing it leaves the registration form. Any other value, or none, shows the form.
 */
export function wantsLogin(register: string | null): boolean {
  return ['0', 'false', 'nein', 'login'].includes(register?.trim().toLowerCase() ?? '')
}

/** SPEC §2 /arbeitgeber/registrierung: a business, its main site and the contact person's account (POST /api/businesses). */
export function EmployerRegistrationPage() {
  const [query] = useSearchParams()
  const fromLink = registrationQuery(query)
  const { user } = useAuth()
  const loginFirst = wantsLogin(query.get('register'))
  const askedLogin = useRef(false)
  useEffect(() => {
    // Only on arrival: a later logout on this page does not open it again.
    if (!loginFirst || user || askedLogin.current) return
    askedLogin.current = true
    openAuthDialog({ view: 'login', redirect: true })
  }, [loginFirst, user])
  const [business, setBusiness] = useState({
    name: '',
    street: '',
    postal_code: '',
    website: '',
    employees: fromLink.employees ?? '',
  })
  const [person, setPerson] = useState(EMPTY_PERSON)
  const form = useFormAction(FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)
  const setField = (field: keyof typeof business) => (value: string) => setBusiness({ ...business, [field]: value })
  const error = (field: string) => form.fieldErrors[`${PREFIX}${field}`]

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await form.run(() =>
      api('registerBusiness', {
        body: {
          newBusiness: {
            name: business.name,
            street: business.street || null,
            postal_code: business.postal_code.trim(),
            website: business.website || null,
            ...personBody(person),
          },
          channel: fromLink.channel,
          product: fromLink.product,
          size: fromLink.size,
          employees: business.employees.trim() || undefined,
        },
      }),
    )
    // The new account is logged in; its address still needs the confirmation (the default guard shows how).
    if (!answer) return
    reportConversion('registration')
    await completeLogin(answer.value, { redirect: true })
  }

  // The link's own parameters have no field of their own; their messages are shown together.
  const linkErrors = ['channel', 'product', 'size'].map((key) => form.fieldErrors[key]).filter(Boolean)
  return (
    <AccountPage
      title="Als Arbeitgeber registrieren"
      canonicalPath="/arbeitgeber/registrierung"
      description="Registriere Dein Unternehmen kostenlos bei oabat und finde Azubis und Praktikanten aus Deiner Region."
      intro={
        <p>
          Zeig Schülerinnen und Schülern aus Deiner Region, was Dein Betrieb bietet. Die Registrierung ist kostenlos;
          danach bestätigst Du Deine E-Mail-Adresse.
        </p>
      }
    >
      {user && <LoggedInNotice />}
      <Card>
        <form ref={formRef} className="account-form" onSubmit={onSubmit} noValidate>
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          {linkErrors.length > 0 && (
            <Notice tone="error" title="Der Registrierungslink ist fehlerhaft">
              <ul>
                {linkErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Notice>
          )}
          <fieldset>
            <legend>Unternehmen</legend>
            <TextField
              label="Name des Unternehmens"
              name="organization"
              autoComplete="organization"
              required
              value={business.name}
              onChange={(event) => setField('name')(event.target.value)}
              error={error('name')}
            />
            <div className="account-form__grid">
              <TextField
                label="Straße und Hausnummer"
                name="street"
                autoComplete="street-address"
                value={business.street}
                onChange={(event) => setField('street')(event.target.value)}
                error={error('street')}
              />
              <TextField
                label="Postleitzahl"
                name="postal-code"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={5}
                required
                hint="Hier liegt Euer Hauptstandort."
                value={business.postal_code}
                onChange={(event) => setField('postal_code')(event.target.value)}
                error={error('postal_code') ?? error('location')}
              />
            </div>
            <div className="account-form__grid">
              <TextField
                label="Webseite"
                type="url"
                name="website"
                autoComplete="url"
                placeholder="https://"
                value={business.website}
                onChange={(event) => setField('website')(event.target.value)}
                error={error('website')}
              />
              <TextField
                label="Anzahl Mitarbeitende"
                type="number"
                name="employees"
                min={0}
                inputMode="numeric"
                value={business.employees}
                onChange={(event) => setField('employees')(event.target.value)}
                error={form.fieldErrors.employees}
              />
            </div>
          </fieldset>
          <PersonFields values={person} onChange={setPerson} errors={form.fieldErrors} errorPrefix={PREFIX} />
          <div className="account-form__actions">
            <Button type="submit" design="primary" size="large" disabled={form.pending}>
              {form.pending ? 'Wird registriert …' : 'Kostenlos registrieren'}
            </Button>
          </div>
        </form>
      </Card>
    </AccountPage>
  )
}
