/**
 * Key-value storage for the stores: the browser's localStorage or sessionStorage when they can be
 * used, an in-memory one otherwise (storage blocked by the browser, or no browser at all).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives as long as the page; what a blocked localStorage falls back to. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

function usableStorage(pick: () => Storage): KeyValueStorage {
  try {
    const storage = pick()
    // Some browsers expose the object but throw on write (private windows, full quota).
    const probe = '__oabat_storage_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryStorage()
  }
}

/** localStorage if the browser lets us write to it, else an in-memory storage. */
export function browserLocalStorage(): KeyValueStorage {
  return usableStorage(() => globalThis.localStorage)
}

/** sessionStorage if the browser lets us write to it, else an in-memory storage. */
export function browserSessionStorage(): KeyValueStorage {
  return usableStorage(() => globalThis.sessionStorage)
}

/** Reads a value; a storage that throws counts as empty. */
export function readItem(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

/** Writes a value, or removes it for null; a storage that throws is ignored (the atom still holds it). */
export function writeItem(storage: KeyValueStorage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch {
    // Quota or privacy settings: the value lives in memory for this page only.
  }
}

/** Reads JSON written by writeJson; broken or foreign content counts as empty. */
export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readItem(storage, key)
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  writeItem(storage, key, value === null || value === undefined ? null : JSON.stringify(value))
}
