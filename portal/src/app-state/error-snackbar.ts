import { useSyncExternalStore } from 'react'

/* SPEC §4: the global error snackbar can be set and cleared; it stays until closed. */

let message: string | null = null
const listeners = new Set<() => void>()

function set(next: string | null) {
  message = next
  for (const listener of listeners) listener()
}

export function showError(text: string): void {
  set(text)
}

export function clearError(): void {
  set(null)
}

export function useErrorMessage(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => message,
  )
}
