import { type Ref, type TextareaHTMLAttributes, useId } from 'react'
import { classNames } from './class-names.ts'
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
  const generatedId = useId()
  const textareaId = id ?? `oabat-ui-text-area-${generatedId}`
  const hintId = hint ? `${textareaId}-hint` : undefined
  const errorId = error ? `${textareaId}-error` : undefined
  const describedBy = [textareaProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined
  const shownRows = maxRows === undefined ? rows : grownRows(textareaProps.value, rows ?? 2, maxRows)
  return (
    <div className={classNames('oabat-ui-text-field', error && 'oabat-ui-text-field--invalid', className)}>
      <label className="oabat-ui-text-field__label" htmlFor={textareaId}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        ref={textareaRef}
        id={textareaId}
        rows={shownRows}
        className="oabat-ui-text-field__input oabat-ui-text-field__textarea"
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
