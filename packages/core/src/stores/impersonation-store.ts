import { atom, type ReadableAtom } from 'nanostores'
import { type KeyValueStorage, readItem, writeItem } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

export interface ImpersonationStore {
  /** The admin's own token while the admin is logged in as someone else; null otherwise. */
  readonly $adminToken: ReadableAtom<string | null>
  /** Keeps the admin's token before the session switches to the temporary one. */
  begin(adminToken: string): void
  /** Returns the admin's token and forgets it (the caller restores it as the session token). */
  finish(): string | null
}

/**
 * SPEC §4 Impersonation: the admin's own token is stored while the session uses the temporary
 * token, so ending the impersonation (or logging out during it) returns to the admin account.
 */
export function createImpersonationStore(storage: KeyValueStorage): ImpersonationStore {
  const $adminToken = atom<string | null>(readItem(storage, STORAGE_KEYS.adminToken))
  return {
    $adminToken,
    begin(adminToken) {
      writeItem(storage, STORAGE_KEYS.adminToken, adminToken)
      $adminToken.set(adminToken)
    },
    finish() {
      const token = $adminToken.get()
      writeItem(storage, STORAGE_KEYS.adminToken, null)
      $adminToken.set(null)
      return token
    },
  }
}
