import { atom } from 'nanostores'
import { TRACKING_STORAGE_KEYS } from '../constants.ts'
import {
  ALLOW_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type Consent,
  parseConsent,
  readCookie,
  serializeConsent,
} from '../rules/consent.ts'

/*
 * The consent of this browser (SPEC §3 consent cookie, §4): the stored choice, kept in a cookie
 * (so the server and every page of the site see it) and in local storage, plus whether a user is
 * logged in, which counts as allowing all kinds. Everything that tracks reads $effectiveConsent.
 */

function readStored(): Consent | null {
  if (typeof document === 'undefined') return null
  const fromCookie = parseConsent(readCookie(document.cookie, CONSENT_COOKIE))
  if (fromCookie) return fromCookie
  try {
    return parseConsent(localStorage.getItem(TRACKING_STORAGE_KEYS.cookieConsent))
  } catch {
    return null
  }
}

/** The stored choice; null until the visitor chose. */
export const $storedConsent = atom<Consent | null>(readStored())
/** Whether a logged-in user is present (set by whoever checks the login). */
export const $loggedIn = atom(false)
/** What applies now: everything for a logged-in user, else the stored choice (null: ask). */
export const $effectiveConsent = atom<Consent | null>(null)

function update() {
  $effectiveConsent.set($loggedIn.get() ? ALLOW_ALL : $storedConsent.get())
}
$storedConsent.listen(update)
$loggedIn.listen(update)
update()

/** Stores a choice in the cookie and local storage and tells every listener. */
export function chooseConsent(consent: Consent): void {
  const value = serializeConsent(consent)
  if (typeof document !== 'undefined') {
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing in Firefox and Safari; the value is m/p/f digits only
    document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
    try {
      localStorage.setItem(TRACKING_STORAGE_KEYS.cookieConsent, value)
    } catch {
      // Storage may be blocked (private mode, sandboxed frame); the cookie still holds the choice.
    }
  }
  $storedConsent.set(consent)
}

/** Re-reads the stored choice, e.g. after another tab changed it. */
export function reloadStoredConsent(): void {
  $storedConsent.set(readStored())
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TRACKING_STORAGE_KEYS.cookieConsent) reloadStoredConsent()
  })
}

/** SPEC §3 local storage key "auth token" (the accounts' stores keep the token under it). */
const AUTH_TOKEN_KEY = 'auth token'

/** The stored bearer token, if any. */
export function storedAuthToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(AUTH_TOKEN_KEY)
  } catch {
    return null
  }
}
