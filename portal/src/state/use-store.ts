import { useSyncExternalStore } from 'react'

/** The part of a nanostores atom a component reads. */
export interface ReadableStore<T> {
  get(): T
  listen(listener: (value: T) => void): () => void
}

/** Renders a component again whenever the store changes (nanostores atoms from @oabat/core). */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  )
}
