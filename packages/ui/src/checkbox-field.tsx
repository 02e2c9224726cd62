import type { InputHTMLAttributes, ReactNode } from 'react'
import { classNames } from './class-names.ts'
import { FieldMessages, useFieldWiring } from './field-wiring.tsx'
import './checkbox-field.css'

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label next to the box; may hold a link. */
  label: ReactNode
  error?: string | null
  hint?: string
  id?: string
}

/** A checkbox with its label beside it, help text and error message wired up. */
export function CheckboxField({ label, error, hint, id, className, ...inputProps }: CheckboxFieldProps) {
  const wiring = useFieldWiring('oabat-ui-checkbox', id, hint, error, inputProps['aria-describedby'])
  return (
    <div className={classNames('oabat-ui-checkbox', error && 'oabat-ui-checkbox--invalid', className)}>
      <div className="oabat-ui-checkbox__row">
        <input
          {...inputProps}
          type="checkbox"
          id={wiring.controlId}
          className="oabat-ui-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={wiring.describedBy}
        />
        <label className="oabat-ui-checkbox__label" htmlFor={wiring.controlId}>
          {label}
        </label>
      </div>
      <FieldMessages wiring={wiring} hint={hint} error={error} classPrefix="oabat-ui-checkbox" />
    </div>
  )
}
