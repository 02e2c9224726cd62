import { atom } from 'nanostores'

/** SPEC §2/§4: the message of the global error snackbar "Fehler"; null while it is hidden. */
export const $errorMessage = atom<string | null>(null)

/** Shows the error snackbar; it stays until closed (SPEC §9: no timeout). */
export function showError(message: string): void {
  $errorMessage.set(message)
}

export function clearError(): void {
  $errorMessage.set(null)
}
