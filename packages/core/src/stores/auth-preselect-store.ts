import type { AuthDialogView } from './auth-dialog-store.ts'
import { type KeyValueStorage, readItem, writeItem } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

/** The two views a visitor chooses between; the password request is never where the dialog starts. */
export type PreselectableView = Extract<AuthDialogView, 'login' | 'register'>

export interface AuthPreselectStore {
  /** The view to start with: the remembered one, else the login. */
  get(): PreselectableView
  remember(view: AuthDialogView): void
}

/**
 * SPEC §3 local storage key "auth preselect": whether this browser's login dialog starts with the
 * login or the registration. The last choice in the dialog is kept; a finished login or
 * registration sets "login", since this browser now belongs to someone with an account.
 */
export function createAuthPreselectStore(storage: KeyValueStorage): AuthPreselectStore {
  return {
    get: () => (readItem(storage, STORAGE_KEYS.authPreselect) === 'register' ? 'register' : 'login'),
    remember(view) {
      if (view === 'login' || view === 'register') writeItem(storage, STORAGE_KEYS.authPreselect, view)
    },
  }
}
