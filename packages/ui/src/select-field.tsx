import type { Ref, SelectHTMLAttributes } from 'react'
import { classNames } from './class-names.ts'
import { FieldMessages, useFieldWiring } from './field-wiring.tsx'
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
  const wiring = useFieldWiring('oabat-ui-select', id, hint, error, selectProps['aria-describedby'])
  return (
    <div className={classNames('oabat-ui-text-field', error && 'oabat-ui-text-field--invalid', className)}>
      <label className="oabat-ui-text-field__label" htmlFor={wiring.controlId}>
        {label}
      </label>
      <select
        {...selectProps}
        ref={selectRef}
        id={wiring.controlId}
        className="oabat-ui-text-field__input oabat-ui-text-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={wiring.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages wiring={wiring} hint={hint} error={error} classPrefix="oabat-ui-text-field" />
    </div>
  )
}
