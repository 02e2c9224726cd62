import { SelectField, TextField } from '@oabat/ui'
import { GENDER_OPTIONS } from './choices.ts'
import { NameFields } from './name-fields.tsx'
import { PASSWORD_HINT } from './password-hint.ts'
import type { FieldErrors } from './use-form-action.ts'

/** The person behind a business, school or region account, as the registration calls take it. */
export interface PersonValues {
  gender: string
  firstname: string
  lastname: string
  phone_number: string
  email: string
  password: string
}

export const EMPTY_PERSON: PersonValues = {
  gender: 'Frau',
  firstname: '',
  lastname: '',
  phone_number: '',
  email: '',
  password: '',
}

/** The field names of the person fields, with the prefix the server puts before nested keys. */
export function personFieldKeys(prefix = ''): string[] {
  return Object.keys(EMPTY_PERSON).map((key) => `${prefix}${key}`)
}

interface PersonFieldsProps {
  values: PersonValues
  onChange: (values: PersonValues) => void
  errors: FieldErrors
  /** `newBusiness.` for the employer registration, whose person fields are nested. */
  errorPrefix?: string
}

/** Salutation, name, phone, e-mail and password of the contact person, with their field errors. */
export function PersonFields({ values, onChange, errors, errorPrefix = '' }: PersonFieldsProps) {
  const error = (field: keyof PersonValues) => errors[`${errorPrefix}${field}`]
  const set = (field: keyof PersonValues) => (value: string) => onChange({ ...values, [field]: value })
  return (
    <>
      <fieldset>
        <legend>Ansprechperson</legend>
        <div className="account-form__grid account-form__grid--person">
          <SelectField
            label="Anrede"
            name="gender"
            options={GENDER_OPTIONS}
            value={values.gender}
            onChange={(event) => set('gender')(event.target.value)}
            error={error('gender')}
          />
          <NameFields
            firstname={values.firstname}
            lastname={values.lastname}
            onFirstname={set('firstname')}
            onLastname={set('lastname')}
            errors={{ firstname: error('firstname'), lastname: error('lastname') }}
          />
        </div>
        <TextField
          label="Telefonnummer"
          type="tel"
          name="phone"
          autoComplete="tel"
          hint="Freiwillig, für Rückfragen, z. B. 0851 123456."
          value={values.phone_number}
          onChange={(event) => set('phone_number')(event.target.value)}
          error={error('phone_number')}
        />
      </fieldset>
      <fieldset>
        <legend>Zugang</legend>
        <TextField
          label="E-Mail-Adresse"
          type="email"
          name="email"
          autoComplete="email"
          required
          hint="Damit meldest Du Dich an; wir schicken Dir einen Link zur Bestätigung."
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          error={error('email')}
        />
        <TextField
          label="Passwort"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={(event) => set('password')(event.target.value)}
          error={error('password')}
        />
      </fieldset>
    </>
  )
}

/** The person fields as the registration calls expect them (an empty phone number is left out). */
export function personBody(values: PersonValues) {
  return {
    gender: values.gender as 'Frau' | 'Herr' | 'Divers',
    firstname: values.firstname,
    lastname: values.lastname,
    phone_number: values.phone_number.trim() || null,
    email: values.email,
    password: values.password,
  }
}
