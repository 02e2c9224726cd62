import type { InputHTMLAttributes, Ref } from 'react'
import { classNames } from './class-names.ts'
import { FieldMessages, useFieldWiring } from './field-wiring.tsx'
import './text-field.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** A German error message; marks the input invalid and is announced with it. */
  error?: string | null
  /** A short help text under the input. */
  hint?: string
  id?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled text input with its help text and error message wired up for assistive technology. */
export function TextField({ label, error, hint, id, inputRef, className, ...inputProps }: TextFieldProps) {
  const wiring = useFieldWiring('oabat-ui-text-field', id, hint, error, inputProps['aria-describedby'])
  return (
    <div className={classNames('oabat-ui-text-field', error && 'oabat-ui-text-field--invalid', className)}>
      <label className="oabat-ui-text-field__label" htmlFor={wiring.controlId}>
        {label}
      </label>
      <input
        type="text"
        {...inputProps}
        ref={inputRef}
        id={wiring.controlId}
        className="oabat-ui-text-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={wiring.describedBy}
      />
      <FieldMessages wiring={wiring} hint={hint} error={error} classPrefix="oabat-ui-text-field" />
    </div>
  )
}
