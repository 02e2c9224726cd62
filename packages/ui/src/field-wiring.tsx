import { useId } from 'react'

/** The ids that tie a form control to its help text and error message. */
export interface FieldWiring {
  controlId: string
  hintId: string | undefined
  errorId: string | undefined
  /** The control's aria-describedby: what the caller gave, then the hint, then the error. */
  describedBy: string | undefined
}

/**
 * Ids for a labelled control (its own, or a generated one with `prefix`) and for the help text and
 * error message it is described by, so assistive technology reads them with the control.
 */
export function useFieldWiring(
  prefix: string,
  id: string | undefined,
  hint: string | undefined,
  error: string | null | undefined,
  ownDescribedBy: string | undefined,
): FieldWiring {
  const generatedId = useId()
  const controlId = id ?? `${prefix}-${generatedId}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [ownDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined
  return { controlId, hintId, errorId, describedBy }
}

/** The help text and the error message under a control, with the ids its aria-describedby names. */
export function FieldMessages({
  wiring,
  hint,
  error,
  classPrefix,
}: {
  wiring: FieldWiring
  hint: string | undefined
  error: string | null | undefined
  /** `oabat-ui-text-field` gives `oabat-ui-text-field__hint` and `…__error`. */
  classPrefix: string
}) {
  return (
    <>
      {hint && (
        <p id={wiring.hintId} className={`${classPrefix}__hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={wiring.errorId} className={`${classPrefix}__error`}>
          {error}
        </p>
      )}
    </>
  )
}
