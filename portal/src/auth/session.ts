/**
 * @module session — SPEC §4 Auth and Impersonation for the portal: what happens after a login,
 * on logout, when a token expires, and when an admin logs in as someone else and back.
 */
import {
  $authDialog,
  $loggedIn,
  ApiRequestError,
  type AuthToken,
  closeAuthDialog,
  homeLinkPath,
  openAuthDialog,
  resetStoresOnLogout,
  STORAGE_KEYS,
  setAuthDialogPreselect,
  showError,
  trackRequest,
  type User,
} from '@oabat/core'
import { navigate } from 'wouter/use-browser-location'
import { api, handleSessionExpiry } from '../api/api-client.ts'
import { forgetPushOnLogout } from '../pwa/browser-push.ts'
import { keepRatingsWithSession } from '../ratings/ratings-session.ts'
import { auth, authPreselect, impersonation, intendedPath } from './auth-stores.ts'
import { keepRealtimeWithSession } from './realtime-session.ts'

/** Shown when a stored token is refused (expired after 30 days, or revoked by a password change). */
export const SESSION_EXPIRED_MESSAGE = 'Deine Anmeldung ist abgelaufen. Bitte melde Dich erneut an.'

/** The page as a path with query and fragment (what the intended path store remembers). */
export function currentPath(): string {
  return `${location.pathname}${location.search}${location.hash}`
}

/** Resets every user-bound store (SPEC §4 Logout) without letting one broken reset stop the logout. */
function resetUserStores() {
  try {
    resetStoresOnLogout()
  } catch (error) {
    console.error(error)
  }
}

/** GET /api/auth/user (SPEC §7: the user in data). */
export async function fetchUser(): Promise<User> {
  const answer = await trackRequest(api('authUser', {}))
  return answer.data
}

/**
 * Fetches the session user again after a change the side menu or header show (a new company name,
 * a bought product); a failure keeps the shown user, the next page load corrects it.
 */
export function refreshSessionUser(): void {
  void fetchUser()
    .then((user) => auth.setUser(user))
    .catch(() => undefined)
}

export interface LoginOptions {
  /**
   * SPEC §2/§4: with redirect the user then goes to the remembered path or to the home of the
   * role; without it the user stays on the page.
   */
  redirect: boolean
  /**
   * SPEC §4 onboarding flag: a trainee who has just registered (onboarding not completed) goes
   * to the onboarding on /i/profile/editieren instead, wherever the registration started.
   */
  afterRegistration?: boolean
}

/** The onboarding a new trainee meets first (portal/src/trainee-profile/trainee-profile-edit-page.tsx). */
export const ONBOARDING_PATH = '/i/profile/editieren?onboarding=1'

/**
 * SPEC §4 after a login: keep the token, fetch the user, close the auth dialog, go to the
 * remembered path (or home) when asked to.
 */
export async function completeLogin(answer: Pick<AuthToken, 'token' | 'user'>, options: LoginOptions): Promise<User> {
  auth.signIn(answer.token, answer.user)
  let user = answer.user
  try {
    user = await fetchUser()
    auth.setUser(user)
  } catch {
    // The login answer carries the same user; a failed refetch does not undo the login.
  }
  closeAuthDialog()
  finishLoginNavigation(user, options)
  return user
}

/** Where a fresh login leads: the remembered path (used once), else the home of the role. */
export function finishLoginNavigation(user: User, { redirect, afterRegistration }: LoginOptions): void {
  const remembered = intendedPath.take()
  if (afterRegistration && user.trainee && !user.trainee.onboarding_completed) {
    navigate(ONBOARDING_PATH, { replace: false })
    return
  }
  if (!redirect) return
  navigate(remembered ?? homeLinkPath(user), { replace: false })
}

/**
 * On page load with a stored token: confirm it with GET /api/auth/user. A refused token ends the
 * session; without a connection the remembered user stays shown.
 */
export async function loadSessionUser(): Promise<void> {
  const state = auth.$auth.get()
  if (state.status !== 'checking') return
  try {
    auth.setUser(await fetchUser())
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return // handled by the expiry hook
    if (state.user) auth.setUser(state.user)
    else {
      auth.signOut()
      showError('Deine Anmeldung konnte gerade nicht geprüft werden. Bitte melde Dich erneut an.')
    }
  }
}

/** SPEC §4 Logout: call the server (failure ignored, SPEC §8), forget the session, reset the stores. */
export async function logout(options: { redirectTo?: string | null } = {}): Promise<void> {
  if (impersonation.$adminToken.get()) {
    // SPEC §4: logout while impersonating ends the impersonation.
    await endImpersonation()
    return
  }
  if (auth.token()) {
    await forgetPushOnLogout().catch(() => {})
    await trackRequest(api('authLogout', {})).catch(() => {})
  }
  auth.signOut()
  intendedPath.clear()
  resetUserStores()
  const target = options.redirectTo === undefined ? '/' : options.redirectTo
  if (target !== null) navigate(target, { replace: true })
}

/**
 * SPEC §4 Impersonation: the admin asks for a temporary login, its own token is stored, the
 * session token is replaced and the page loads again, at the home of the user.
 */
export async function startImpersonation(userId: number): Promise<void> {
  const adminToken = auth.token()
  if (!adminToken) throw new Error('Bitte melde Dich zuerst als Admin an.')
  const answer = await trackRequest(api('temporaryLogin', { body: { user_id: userId } }))
  impersonation.begin(adminToken)
  auth.signIn(answer.token, answer.user)
  resetUserStores()
  location.assign(homeLinkPath(answer.user))
}

/** Ends an impersonation: the temporary token is revoked, the admin's token restored, the admin area loaded. */
export async function endImpersonation(): Promise<void> {
  if (auth.token()) await trackRequest(api('authLogout', {})).catch(() => {})
  const adminToken = impersonation.finish()
  resetUserStores()
  if (adminToken) {
    auth.adoptToken(adminToken)
    location.assign('/admin/uebersicht')
  } else {
    auth.signOut()
    location.assign('/')
  }
}

/** A token the server refused mid-session: back to the admin account, or logged out with the login dialog. */
function onExpiredToken() {
  if (impersonation.$adminToken.get()) {
    void endImpersonation()
    return
  }
  auth.signOut()
  resetUserStores()
  intendedPath.remember(currentPath())
  showError(SESSION_EXPIRED_MESSAGE)
  openAuthDialog({ redirect: true })
}

/**
 * SPEC §3 "auth preselect": the dialog starts with the view this browser last chose; a finished
 * login or registration makes it the login.
 */
function keepAuthPreselect(): void {
  setAuthDialogPreselect(() => authPreselect.get())
  $authDialog.subscribe((dialog) => {
    if (dialog.open) authPreselect.remember(dialog.view)
  })
  auth.$auth.subscribe((state) => {
    if (state.status === 'user') authPreselect.remember('login')
  })
}

/** Starts the session handling once, when the portal starts. */
export function startSession(): void {
  handleSessionExpiry(onExpiredToken)
  // SPEC §4 cookie consent: logged-in users count as allowing all kinds.
  auth.$auth.subscribe((state) => $loggedIn.set(state.token !== null))
  keepRealtimeWithSession()
  keepAuthPreselect()
  keepRatingsWithSession()
  // Another tab logged in, out or switched accounts: this tab follows with a fresh start.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.authToken && event.newValue !== auth.token()) location.reload()
  })
  void loadSessionUser()
}
