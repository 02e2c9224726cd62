import type { BusinessSite } from '@oabat/core'
import { Button, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import type { FormActionState } from '../forms/use-form-action.ts'

export interface SiteFormValues {
  name: string
  street: string
  postal_code: string
}

export const SITE_FIELDS = ['name', 'street', 'postal_code'] as const

export function valuesOf(site: BusinessSite | null): SiteFormValues {
  return { name: site?.name ?? '', street: site?.street ?? '', postal_code: site?.postal_code ?? '' }
}

export interface SiteFormProps {
  /** Distinguishes the field ids of several forms on one page. */
  idPrefix: string
  initial: SiteFormValues
  state: FormActionState
  submitLabel: string
  onSubmit: (values: SiteFormValues) => void
  onCancel?: () => void
  /** Puts focus on the first field when the form appears (editing in place replaced the focused button). */
  focusOnMount?: boolean
}

/** Name, street and postal code of a site; the server finds the place (and its position) from the postal code. */
export function SiteForm({ idPrefix, initial, state, submitLabel, onSubmit, onCancel, focusOnMount }: SiteFormProps) {
  const [values, setValues] = useState(initial)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (focusOnMount) form.current?.querySelector('input')?.focus()
  }, [focusOnMount])
  useFocusFirstError(form, state.fieldErrors)
  const set = (field: keyof SiteFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(values)
  }
  return (
    <form ref={form} className="sites-form" onSubmit={submit} noValidate>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <TextField
        id={`${idPrefix}-name`}
        label="Name des Standorts"
        hint="z. B. „Filiale Deggendorf“ oder „Werk 2“"
        value={values.name}
        onChange={set('name')}
        error={state.fieldErrors.name}
        required
        maxLength={120}
      />
      <TextField
        id={`${idPrefix}-street`}
        label="Straße und Hausnummer"
        value={values.street}
        onChange={set('street')}
        error={state.fieldErrors.street}
        autoComplete="street-address"
        maxLength={150}
      />
      <TextField
        id={`${idPrefix}-postal-code`}
        label="Postleitzahl"
        hint="Aus der Postleitzahl ermitteln wir Ort und Lage für die Umkreissuche."
        value={values.postal_code}
        onChange={set('postal_code')}
        error={state.fieldErrors.postal_code}
        inputMode="numeric"
        autoComplete="postal-code"
        pattern="\d{5}"
        maxLength={5}
        required
      />
      <div className="sites-form__actions">
        <Button type="submit" design="primary" disabled={state.pending}>
          {state.pending ? 'Wird gespeichert …' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" design="flat" onClick={onCancel}>
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  )
}
