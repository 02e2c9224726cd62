import { ApiRequestError, trackRequest } from '@oabat/core'
import { useCallback, useRef, useState } from 'react'

/** The first German message per field of a 422 answer, keyed like the server (`newBusiness.email`). */
export type FieldErrors = Record<string, string>

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {}
  const result: FieldErrors = {}
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0]
    if (first) result[field] = first
  }
  return result
}

export interface FormActionState {
  pending: boolean
  /** Field messages of the last failure, shown at their fields. */
  fieldErrors: FieldErrors
  /**
   * The message of the last failure when none of its field messages has a place in this form
   * (e.g. 429 "Zu viele Versuche", 503, no connection); null otherwise.
   */
  formError: string | null
}

/**
 * Runs a form's submit: drives the loading bar, ignores double submits, and turns a failure into
 * field messages (placed at `fields`) or one form message.
 */
export function useFormAction(fields: readonly string[]) {
  const [state, setState] = useState<FormActionState>({ pending: false, fieldErrors: {}, formError: null })
  const running = useRef(false)
  const fieldsRef = useRef(fields)
  fieldsRef.current = fields

  /** Runs the action; resolves to `{ value }` on success and to null on failure or a double submit. */
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<{ value: T } | null> => {
    if (running.current) return null
    running.current = true
    setState({ pending: true, fieldErrors: {}, formError: null })
    try {
      const result = await trackRequest(action())
      setState({ pending: false, fieldErrors: {}, formError: null })
      return { value: result }
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error)
      const placed = Object.keys(fieldErrors).some((field) => fieldsRef.current.includes(field))
      const message = error instanceof Error ? error.message : 'Das hat leider nicht geklappt.'
      setState({ pending: false, fieldErrors, formError: placed ? null : message })
      return null
    } finally {
      running.current = false
    }
  }, [])

  /** Sets messages found before sending (e.g. two passwords that differ). */
  const setFieldErrors = useCallback((fieldErrors: FieldErrors) => {
    setState({ pending: false, fieldErrors, formError: null })
  }, [])

  const reset = useCallback(() => setState({ pending: false, fieldErrors: {}, formError: null }), [])

  return { ...state, run, setFieldErrors, reset }
}
