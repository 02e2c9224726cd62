import { decideAccess, type RouteAccess } from '@oabat/core'
import type { Context } from 'hono'
import { HttpError } from '../http/http-error.ts'
import { HttpErrorWithHeaders } from './http-error-with-headers.ts'
import type { Session, SessionLookup } from './session.ts'

export const LOGIN_REQUIRED = 'Bitte melde Dich an.'
export const SESSION_EXPIRED = 'Deine Anmeldung ist abgelaufen. Bitte melde Dich erneut an.'
export const FORBIDDEN = 'Dafür hast Du keine Berechtigung.'
export const ALREADY_LOGGED_IN = 'Du bist bereits angemeldet. Melde Dich zuerst ab.'

/**
 * Enforces a route's access before its handler runs: 401 without a valid token where a login is
 * needed, 403 for a login that may not. Returns the session (null for guests). On public and
 * guest routes an invalid token counts as no login.
 */
export async function checkAccess(context: Context, access: RouteAccess): Promise<Session | null> {
  // The public API of the API connection product (store/api-keys.ts): an API key, never a login.
  if (access === 'apiKey') {
    const lookupApiKey = context.get('lookupApiKey') as (() => Promise<Session>) | undefined
    if (!lookupApiKey) throw new HttpErrorWithHeaders(401, LOGIN_REQUIRED, { 'WWW-Authenticate': 'Bearer' })
    return lookupApiKey()
  }
  const lookupSession = context.get('lookupSession') as (() => Promise<SessionLookup>) | undefined
  const hasHeader = Boolean(context.req.header('authorization'))
  if (access === 'public' && !hasHeader) return null
  const lookup: SessionLookup = lookupSession ? await lookupSession() : { kind: 'none' }
  const session = lookup.kind === 'valid' ? lookup.session : null
  const decision = decideAccess(access, session?.user ?? null)
  if (decision === 'allow') return session
  if (decision === 'login') {
    const invalid = lookup.kind === 'invalid'
    throw new HttpErrorWithHeaders(401, invalid ? SESSION_EXPIRED : LOGIN_REQUIRED, {
      'WWW-Authenticate': invalid ? 'Bearer error="invalid_token"' : 'Bearer',
    })
  }
  throw new HttpError(403, access === 'guest' ? ALREADY_LOGGED_IN : FORBIDDEN)
}

/** The session of a route whose access needs a login; checkAccess has guaranteed it. */
export function sessionOf(session: Session | null): Session {
  if (!session) throw new HttpError(401, LOGIN_REQUIRED)
  return session
}
