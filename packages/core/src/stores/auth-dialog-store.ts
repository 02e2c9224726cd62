import { atom } from 'nanostores'

/** What the auth dialog shows: the login form, the trainee registration or the password request. */
export type AuthDialogView = 'login' | 'register' | 'password'

export interface AuthDialogState {
  open: boolean
  view: AuthDialogView
  /**
   * SPEC §2: the login dialog can be shown with or without redirect after login. With it, the
   * user goes to the remembered path or home; without it, the user stays on the page.
   */
  redirect: boolean
}

const CLOSED: AuthDialogState = { open: false, view: 'login', redirect: true }

export const $authDialog = atom<AuthDialogState>(CLOSED)

let preselectedView: () => AuthDialogView = () => 'login'

/**
 * Sets where the dialog starts when a caller names no view (the portal's "auth preselect", SPEC §3
 * local storage keys): login or registration, as this browser last chose.
 */
export function setAuthDialogPreselect(view: () => AuthDialogView): void {
  preselectedView = view
}

export function openAuthDialog(options: { view?: AuthDialogView; redirect?: boolean } = {}): void {
  $authDialog.set({ open: true, view: options.view ?? preselectedView(), redirect: options.redirect ?? true })
}

/** Switches the open dialog to another view (login ↔ registration ↔ password request). */
export function showAuthDialogView(view: AuthDialogView): void {
  $authDialog.set({ ...$authDialog.get(), view })
}

export function closeAuthDialog(): void {
  $authDialog.set({ ...CLOSED, view: $authDialog.get().view })
}
