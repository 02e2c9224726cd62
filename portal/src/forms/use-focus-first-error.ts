import { type RefObject, useEffect } from 'react'
import type { FieldErrors } from './use-form-action.ts'

/**
 * After a refused save, focus goes to the first field marked invalid inside `container`: the submit
 * button was disabled while saving and had dropped focus to the page top, so a keyboard or screen
 * reader user would not find the server's message.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, fieldErrors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [container, fieldErrors])
}
