import { createContext, useContext, useEffect, useRef } from 'react'

/** True once the editor has moved to another step than the one it was opened with. */
export const StepMovedContext = createContext(false)

/**
 * The step heading takes the focus when the editor moved to it („Speichern und weiter“, the step
 * list, the checklist): keyboard and screen-reader users start at the new step instead of on a
 * button that is gone. Opening the page keeps the browser's usual start. Attach to the h2 (tabIndex -1).
 */
export function useStepTitleFocus() {
  const moved = useContext(StepMovedContext)
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (moved) title.current?.focus()
  }, [moved])
  return title
}
