import type { Ref, TextareaHTMLAttributes } from 'react'
import { classNames } from './class-names.ts'
import { FieldMessages, useFieldWiring } from './field-wiring.tsx'
import './text-field.css'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  /** A German error message; marks the text area invalid and is announced with it. */
  error?: string | null
  /** A short help text under the text area. */
  hint?: string
  /**
   * Lets the field grow with its lines, from `rows` up to this many, so a filled list is seen whole
   * without scrolling inside it. Without it the field keeps `rows`.
   */
  maxRows?: number
  id?: string
  textareaRef?: Ref<HTMLTextAreaElement>
}

/** The rows to show: one more than the text has lines (room to type on), between `rows` and `maxRows`. */
export function grownRows(value: unknown, rows: number, maxRows: number): number {
  const lines = typeof value === 'string' ? value.split('\n').length + 1 : 0
  return Math.min(Math.max(rows, lines), maxRows)
}

/** A labelled multi-line input that looks like the text field, with its help text and error message wired up. */
export function TextAreaField({
  label,
  error,
  hint,
  maxRows,
  id,
  textareaRef,
  className,
  rows,
  ...textareaProps
}: TextAreaFieldProps) {
  const wiring = useFieldWiring('oabat-ui-text-area', id, hint, error, textareaProps['aria-describedby'])
  const shownRows = maxRows === undefined ? rows : grownRows(textareaProps.value, rows ?? 2, maxRows)
  return (
    <div className={classNames('oabat-ui-text-field', error && 'oabat-ui-text-field--invalid', className)}>
      <label className="oabat-ui-text-field__label" htmlFor={wiring.controlId}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        ref={textareaRef}
        id={wiring.controlId}
        rows={shownRows}
        className="oabat-ui-text-field__input oabat-ui-text-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={wiring.describedBy}
      />
      <FieldMessages wiring={wiring} hint={hint} error={error} classPrefix="oabat-ui-text-field" />
    </div>
  )
}
