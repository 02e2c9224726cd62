import { useCallback, useEffect, useRef } from 'react'

/**
 * The signal of the component's time on the page: it aborts when the component unmounts (the
 * element was removed). For requests started by clicks and callbacks, which no effect cleanup
 * covers. A function, because a remount (React's StrictMode) starts a new time with a new signal.
 */
export function useMountedSignal(): () => AbortSignal {
  const controller = useRef<AbortController>(new AbortController())
  useEffect(() => {
    if (controller.current.signal.aborted) controller.current = new AbortController()
    const current = controller.current
    return () => current.abort()
  }, [])
  return useCallback(() => controller.current.signal, [])
}
