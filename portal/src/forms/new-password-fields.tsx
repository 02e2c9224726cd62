import { TextField } from '@oabat/ui'
import { PASSWORD_HINT } from './password-hint.ts'
import type { FieldErrors } from './use-form-action.ts'

export const PASSWORDS_DIFFER = 'Die Passwörter stimmen nicht überein.'

/** The refusal before sending when both are filled but differ; null when they may be sent. */
export function passwordMismatch(password: string, confirmation: string): FieldErrors | null {
  return confirmation && password !== confirmation ? { password_confirmation: PASSWORDS_DIFFER } : null
}

interface NewPasswordFieldsProps {
  /** „Passwort“ where the account is new, „Neues Passwort“ where one is replaced. */
  label: 'Passwort' | 'Neues Passwort'
  password: string
  confirmation: string
  onPassword: (value: string) => void
  onConfirmation: (value: string) => void
  errors: FieldErrors
  autoFocus?: boolean
}

/** A new password and its repetition, with the password rule as help text (password, password_confirmation). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={props.label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        autoFocus={props.autoFocus}
        hint={PASSWORD_HINT}
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
        error={props.errors.password}
      />
      <TextField
        label={`${props.label} wiederholen`}
        type="password"
        name="new-password-confirmation"
        autoComplete="new-password"
        required
        value={props.confirmation}
        onChange={(event) => props.onConfirmation(event.target.value)}
        error={props.errors.password_confirmation}
      />
    </>
  )
}
