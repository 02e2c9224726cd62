import type { AuthState } from '@oabat/core'
import { useStore } from '../state/use-store.ts'
import { auth } from './auth-stores.ts'

/** Server-rendered pages are the guests' view; a stored session takes over after hydration. */
const GUEST: AuthState = { status: 'guest', token: null, user: null }

/** The session: status, token and user (SPEC §4 Auth), re-rendering on login and logout. */
export function useAuth(): AuthState {
  return useStore(auth.$auth, GUEST)
}
