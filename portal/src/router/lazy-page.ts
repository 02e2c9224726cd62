import { type ComponentType, lazy } from 'react'

/** SPEC §8/§9: a failed chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const STORAGE_KEY = 'oabat:chunk-reload-at'

function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0)
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false
    sessionStorage.setItem(STORAGE_KEY, String(Date.now()))
  } catch {
    return false
  }
  location.reload()
  return true
}

/**
 * A page component loaded on demand. After a deploy the old chunk names are gone; reloading
 * fetches the new index.html. Within the guard time the error reaches the page's error boundary.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() }
    } catch (error) {
      if (reloadOnce()) return new Promise<never>(() => {})
      throw error
    }
  })
}
