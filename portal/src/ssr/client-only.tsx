import { type ReactNode, useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** True in the browser once hydration is over; false on the server and while hydrating. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/**
 * Parts that depend on the visitor's browser (stored consent, remembered searches): the server
 * cannot know them, so they render after hydration and never cause a mismatch.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
