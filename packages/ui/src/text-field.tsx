import { type InputHTMLAttributes, type Ref, useId } from 'react'
import { classNames } from './class-names.ts'
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
  const generatedId = useId()
  const inputId = id ?? `oabat-ui-text-field-${generatedId}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={classNames('oabat-ui-text-field', error && 'oabat-ui-text-field--invalid', className)}>
      <label className="oabat-ui-text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        type="text"
        {...inputProps}
        ref={inputRef}
        id={inputId}
        className="oabat-ui-text-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="oabat-ui-text-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="oabat-ui-text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
