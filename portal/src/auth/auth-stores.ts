import {
  browserLocalStorage,
  browserSessionStorage,
  createAuthPreselectStore,
  createAuthStore,
  createImpersonationStore,
  createIntendedPathStore,
} from '@oabat/core'

/*
 * The portal's one instance of each account store (@oabat/core/stores): the session token and
 * user in localStorage (SPEC §3 "auth token", "user", "profilePath"), the admin token during an
 * impersonation, and the intended path in sessionStorage so it survives a social login round trip.
 */

const local = browserLocalStorage()

export const auth = createAuthStore(local)
export const impersonation = createImpersonationStore(local)
export const intendedPath = createIntendedPathStore(browserSessionStorage())
/** SPEC §3 "auth preselect": whether the login dialog starts with the login or the registration. */
export const authPreselect = createAuthPreselectStore(local)
