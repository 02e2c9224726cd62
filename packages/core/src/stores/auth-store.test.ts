import { describe, expect, it } from 'vitest'
import { createAuthStore } from './auth-store.ts'
import { type KeyValueStorage, memoryStorage } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'
import { testUser } from './store-test-user.test-support.ts'

describe('auth store (SPEC §3 "auth token", §4 Auth)', () => {
  it('starts logged out without a stored token', () => {
    const auth = createAuthStore(memoryStorage())
    expect(auth.$auth.get()).toEqual({ status: 'guest', token: null, user: null })
    expect(auth.token()).toBeNull()
  })

  it('keeps token, user and profile path under the SPEC keys after a login', () => {
    const storage = memoryStorage()
    const auth = createAuthStore(storage)
    const user = testUser()
    auth.signIn('tok-1', user)
    expect(auth.$auth.get()).toEqual({ status: 'user', token: 'tok-1', user })
    expect(storage.getItem('auth token')).toBe('tok-1')
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user)
    expect(storage.getItem('profilePath')).toBe('/i/profile')
  })

  it('a reload with a stored token is "checking", showing the remembered user', () => {
    const storage = memoryStorage()
    const user = testUser({ firstname: 'Max' })
    createAuthStore(storage).signIn('tok-2', user)
    const reloaded = createAuthStore(storage)
    expect(reloaded.$auth.get()).toEqual({ status: 'checking', token: 'tok-2', user })
    expect(reloaded.token()).toBe('tok-2')
  })

  it('ignores a broken remembered user and a user without a token', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.authToken, 'tok-3')
    storage.setItem(STORAGE_KEYS.user, '{kaputt')
    expect(createAuthStore(storage).$auth.get().user).toBeNull()
    const guestStorage = memoryStorage()
    guestStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser()))
    expect(createAuthStore(guestStorage).$auth.get()).toEqual({ status: 'guest', token: null, user: null })
  })

  it('setUser confirms the session; after signOut a late answer is dropped', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.authToken, 'tok-4')
    const auth = createAuthStore(storage)
    const user = testUser({ scope: 'business' })
    auth.setUser(user)
    expect(auth.$auth.get()).toEqual({ status: 'user', token: 'tok-4', user })
    auth.signOut()
    auth.setUser(user)
    expect(auth.$auth.get()).toEqual({ status: 'guest', token: null, user: null })
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.profilePath)).toBeNull()
  })

  it('adoptToken (social login) stores the token and waits for the user', () => {
    const storage = memoryStorage()
    const auth = createAuthStore(storage)
    auth.adoptToken('tok-5')
    expect(auth.$auth.get()).toEqual({ status: 'checking', token: 'tok-5', user: null })
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe('tok-5')
  })

  it('notifies subscribers on every change', () => {
    const auth = createAuthStore(memoryStorage())
    const seen: string[] = []
    const unbind = auth.$auth.listen((state) => seen.push(state.status))
    auth.adoptToken('t')
    auth.setUser(testUser())
    auth.signOut()
    unbind()
    expect(seen).toEqual(['checking', 'user', 'guest'])
  })

  it('keeps working in memory when the storage throws (blocked storage)', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const auth = createAuthStore(throwing)
    auth.signIn('tok-6', testUser())
    expect(auth.token()).toBe('tok-6')
    auth.signOut()
    expect(auth.token()).toBeNull()
  })
})
