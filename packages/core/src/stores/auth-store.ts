import { atom, type ReadableAtom } from 'nanostores'
import { profilePath } from '../rules/home-link.ts'
import type { User } from '../schemas/user.ts'
import { type KeyValueStorage, readItem, readJson, writeItem, writeJson } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

/**
 * SPEC §4 Auth: logged out (`guest`) or logged in (`user`). `checking` is the moment after a page
 * load with a stored token, before GET /api/auth/user has confirmed it; `user` then holds the
 * user remembered from the last visit, if any.
 */
export type AuthStatus = 'guest' | 'checking' | 'user'

export interface AuthState {
  status: AuthStatus
  token: string | null
  user: User | null
}

export interface AuthStore {
  readonly $auth: ReadableAtom<AuthState>
  /** The bearer token for the API client, read on every call. */
  token(): string | null
  /** A login answer (or a token from a link) plus its user: logged in. */
  signIn(token: string, user: User): void
  /** A token without its user yet (social login): checking until setUser or signOut. */
  adoptToken(token: string): void
  /** The user as GET /api/auth/user answered it. */
  setUser(user: User): void
  /** Forgets token and user (logout, expired token). */
  signOut(): void
}

function isStoredUser(value: unknown): value is User {
  const user = value as Partial<User> | null
  return typeof user === 'object' && user !== null && typeof user.id === 'number' && typeof user.email === 'string'
}

/**
 * The auth store. The token lives in the storage under SPEC §3 "auth token"; the user and its
 * profile path are remembered under "user" and "profilePath" so a reload can show the account at
 * once while the token is checked again.
 */
export function createAuthStore(storage: KeyValueStorage): AuthStore {
  const storedToken = readItem(storage, STORAGE_KEYS.authToken)
  const storedUser = storedToken ? readJson(storage, STORAGE_KEYS.user, isStoredUser) : null
  const $auth = atom<AuthState>(
    storedToken
      ? { status: 'checking', token: storedToken, user: storedUser }
      : { status: 'guest', token: null, user: null },
  )

  function rememberUser(user: User | null) {
    writeJson(storage, STORAGE_KEYS.user, user)
    writeItem(storage, STORAGE_KEYS.profilePath, user ? profilePath(user) : null)
  }

  return {
    $auth,
    token: () => $auth.get().token,
    signIn(token, user) {
      writeItem(storage, STORAGE_KEYS.authToken, token)
      rememberUser(user)
      $auth.set({ status: 'user', token, user })
    },
    adoptToken(token) {
      writeItem(storage, STORAGE_KEYS.authToken, token)
      rememberUser(null)
      $auth.set({ status: 'checking', token, user: null })
    },
    setUser(user) {
      const { token } = $auth.get()
      // A user without a token cannot be logged in; a late answer after logout is dropped.
      if (!token) return
      rememberUser(user)
      $auth.set({ status: 'user', token, user })
    },
    signOut() {
      writeItem(storage, STORAGE_KEYS.authToken, null)
      rememberUser(null)
      $auth.set({ status: 'guest', token: null, user: null })
    },
  }
}
