import { type TextareaHTMLAttributes, useId } from 'react'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  error?: string | null
  hint?: string
}

/** A labelled multi-line text field, wired like @oabat/ui's TextField (hint and error announced). */
export function TextAreaField({ label, error, hint, className, ...props }: TextAreaFieldProps) {
  const id = `text-area-${useId()}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div
      className={`oabat-ui-text-field${error ? ' oabat-ui-text-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="oabat-ui-text-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...props}
        id={id}
        className="oabat-ui-text-field__input profile-editor__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
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
