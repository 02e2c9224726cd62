import { $effectiveConsent, TRACKING_STORAGE_KEYS } from '@oabat/core'

/**
 * SPEC §3/§2: the previous search route is remembered, so the visitor can go back to it. It is a
 * functional convenience, kept only with functional consent.
 */
export function rememberSearchRoute(path: string): void {
  if ($effectiveConsent.get()?.functional !== true) return
  try {
    localStorage.setItem(TRACKING_STORAGE_KEYS.previousSearchRoute, path)
  } catch {
    // Storage blocked: nothing to remember.
  }
}

/** The remembered search route, if it is an internal search path. */
export function previousSearchRoute(): string | null {
  try {
    const path = localStorage.getItem(TRACKING_STORAGE_KEYS.previousSearchRoute)
    return path && /^\/(ausbildung|praktikum|unternehmen|news|a|messe|region|auswahl)(\/|\?|$)/.test(path) ? path : null
  } catch {
    return null
  }
}
