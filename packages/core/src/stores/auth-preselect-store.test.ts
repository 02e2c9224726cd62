import { afterEach, describe, expect, it } from 'vitest'
import { $authDialog, closeAuthDialog, openAuthDialog, setAuthDialogPreselect } from './auth-dialog-store.ts'
import { createAuthPreselectStore } from './auth-preselect-store.ts'
import { memoryStorage } from './storage.ts'

afterEach(() => {
  setAuthDialogPreselect(() => 'login')
  closeAuthDialog()
})

describe('auth preselect (SPEC §3 local storage key)', () => {
  it('starts with the login and keeps the last choice between login and registration', () => {
    const storage = memoryStorage()
    const store = createAuthPreselectStore(storage)
    expect(store.get()).toBe('login')
    store.remember('register')
    expect(createAuthPreselectStore(storage).get()).toBe('register')
    // The password request is a detour, not a choice.
    store.remember('password')
    expect(store.get()).toBe('register')
    store.remember('login')
    expect(store.get()).toBe('login')
    expect(storage.getItem('auth preselect')).toBe('login')
  })

  it('an unknown stored value means the login', () => {
    const storage = memoryStorage()
    storage.setItem('auth preselect', 'irgendwas')
    expect(createAuthPreselectStore(storage).get()).toBe('login')
  })

  it('the dialog opens with the preselected view unless the caller names one', () => {
    const store = createAuthPreselectStore(memoryStorage())
    setAuthDialogPreselect(() => store.get())
    store.remember('register')
    openAuthDialog({ redirect: true })
    expect($authDialog.get()).toMatchObject({ open: true, view: 'register' })
    openAuthDialog({ view: 'login', redirect: false })
    expect($authDialog.get()).toMatchObject({ open: true, view: 'login', redirect: false })
  })
})
