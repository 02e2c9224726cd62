import { useSyncExternalStore } from 'react'

/** The part of a nanostores atom a component reads. */
export interface ReadableStore<T> {
  get(): T
  listen(listener: (value: T) => void): () => void
}

/**
 * Renders a component again whenever the store changes (nanostores atoms from @oabat/core).
 * `serverValue` is what the server rendered for a store that only the browser knows (the session):
 * hydration uses it too, then React renders again with the store's own value.
 */
export function useStore<T>(store: ReadableStore<T>, serverValue?: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    serverValue === undefined ? () => store.get() : () => serverValue,
  )
}
