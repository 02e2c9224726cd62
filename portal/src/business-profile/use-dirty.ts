import { useEffect } from 'react'

/** Reports a step's unsaved state to the page (and clears it when the step goes away). */
export function useDirty(dirty: boolean, onDirty: (dirty: boolean) => void): void {
  useEffect(() => {
    onDirty(dirty)
  }, [dirty, onDirty])
  useEffect(() => () => onDirty(false), [onDirty])
}
