import { ApiRequestError, type CallInput, type CallOutput, createApiClient, type RouteKey } from '@oabat/core'
import { auth } from '../auth/auth-stores.ts'

/** The API lives on the portal's own origin. */
export const API_BASE = ''

const call = createApiClient({ baseUrl: API_BASE, token: () => auth.token() })

type ExpiredHandler = () => void
let onSessionExpired: ExpiredHandler = () => {}

/** Set once by the session module: what happens when the server no longer accepts our token. */
export function handleSessionExpiry(handler: ExpiredHandler): void {
  onSessionExpired = handler
}

/**
 * Every call of the portal, with the bearer token of the session. A 401 to a call that carried
 * the current token means the token expired or was revoked elsewhere: the session ends.
 */
export async function api<K extends RouteKey>(
  key: K,
  input: CallInput<K>,
  init?: { signal?: AbortSignal },
): Promise<CallOutput<K>> {
  const token = auth.token()
  try {
    return await call(key, input, init)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && token && token === auth.token()) {
      onSessionExpired()
    }
    throw error
  }
}
