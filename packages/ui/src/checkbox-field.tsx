import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { classNames } from './class-names.ts'
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
  const generatedId = useId()
  const inputId = id ?? `oabat-ui-checkbox-${generatedId}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={classNames('oabat-ui-checkbox', error && 'oabat-ui-checkbox--invalid', className)}>
      <div className="oabat-ui-checkbox__row">
        <input
          {...inputProps}
          type="checkbox"
          id={inputId}
          className="oabat-ui-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="oabat-ui-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="oabat-ui-checkbox__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="oabat-ui-checkbox__error">
          {error}
        </p>
      )}
    </div>
  )
}
