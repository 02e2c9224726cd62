import { atom, type ReadableAtom } from 'nanostores'
import { isValidRedirectPath } from '../rules/redirect-path.ts'
import { type KeyValueStorage, readItem, writeItem } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

export interface IntendedPathStore {
  readonly $intendedPath: ReadableAtom<string | null>
  /**
   * SPEC §4/§5: remembers the page a guest wanted when a guard asked for the login; only an
   * internal path passing `isValidRedirectPath` is kept. Returns whether it was kept.
   */
  remember(path: string): boolean
  /** The remembered path, forgotten at the same time (it is used once, after the login). */
  take(): string | null
  clear(): void
}

/** The intended path of SPEC §4, kept in the given storage (sessionStorage survives a social login). */
export function createIntendedPathStore(storage: KeyValueStorage): IntendedPathStore {
  const stored = readItem(storage, STORAGE_KEYS.intendedPath)
  const $intendedPath = atom<string | null>(isValidRedirectPath(stored) ? stored : null)

  function set(path: string | null) {
    writeItem(storage, STORAGE_KEYS.intendedPath, path)
    $intendedPath.set(path)
  }

  return {
    $intendedPath,
    remember(path) {
      if (!isValidRedirectPath(path)) return false
      set(path)
      return true
    },
    take() {
      const path = $intendedPath.get()
      set(null)
      return path
    },
    clear: () => set(null),
  }
}
