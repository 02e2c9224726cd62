/** Longest path the portal remembers; anything longer is not a page of ours. */
const MAX_REDIRECT_PATH_LENGTH = 2000

/**
 * An internal path: one leading slash (never two, so no other host), then letters, digits and
 * the few symbols our routes use, an optional query and an optional fragment.
 */
const REDIRECT_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/%]*(\?[A-Za-z0-9\-._~%=&+,;:@/]*)?(#[A-Za-z0-9\-._~%=&+,;:@/]*)?$/

/**
 * SPEC §5: a redirect path is remembered only if it is an internal path of letters, digits and a
 * few symbols with optional query and fragment.
 */
export function isValidRedirectPath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= MAX_REDIRECT_PATH_LENGTH && REDIRECT_PATH.test(path)
}
