import { useCallback, useEffect, useRef } from 'react'
import { api } from '../api/api-client.ts'

/**
 * Images uploaded in a step but never saved would stay behind as files nobody uses. When the step
 * goes away (another step, another page, „Verwerfen und verlassen“), the images shown in it that the
 * saved profile does not hold are deleted. `shown` and `saved` are image ids. Call the returned
 * `markSaved` with the saved ids right when a save succeeds: a step left at once after saving
 * („Speichern und weiter“) unmounts before it renders again.
 */
export function useDiscardUnsavedUploads(shown: readonly number[], saved: readonly number[]) {
  const shownRef = useRef(shown)
  shownRef.current = shown
  const savedRef = useRef(new Set(saved))
  for (const id of saved) savedRef.current.add(id)

  const markSaved = useCallback((ids: readonly number[]) => {
    for (const id of ids) savedRef.current.add(id)
  }, [])

  useEffect(
    () => () => {
      for (const id of shownRef.current) {
        if (!savedRef.current.has(id)) void api('deleteImage', { params: { imageId: id } }).catch(() => undefined)
      }
    },
    [],
  )
  return markSaved
}
