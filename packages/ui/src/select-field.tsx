import { type Ref, type SelectHTMLAttributes, useId } from 'react'
import { classNames } from './class-names.ts'
import './text-field.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string
  options: readonly SelectOption[]
  /** A German error message; marks the select invalid and is announced with it. */
  error?: string | null
  hint?: string
  /** Text of an empty first option (nothing chosen yet). */
  placeholder?: string
  id?: string
  selectRef?: Ref<HTMLSelectElement>
}

/** A labelled native select, styled like the text field, with help text and error message. */
export function SelectField({
  label,
  options,
  error,
  hint,
  placeholder,
  id,
  selectRef,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId()
  const selectId = id ?? `oabat-ui-select-${generatedId}`
  const hintId = hint ? `${selectId}-hint` : undefined
  const errorId = error ? `${selectId}-error` : undefined
  const describedBy = [selectProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={classNames('oabat-ui-text-field', error && 'oabat-ui-text-field--invalid', className)}>
      <label className="oabat-ui-text-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...selectProps}
        ref={selectRef}
        id={selectId}
        className="oabat-ui-text-field__input oabat-ui-text-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
