import { afterEach, describe, expect, it } from 'vitest'
import { $authDialog, closeAuthDialog, openAuthDialog, showAuthDialogView } from './auth-dialog-store.ts'
import { $loadingBar, trackRequest } from './loading-bar-store.ts'
import { onLogoutReset, resetStoresOnLogout } from './logout-reset.ts'
import { $sideMenuOpen, toggleSideMenu } from './menu-store.ts'
import { $errorMessage, clearError, showError } from './snackbar-store.ts'

afterEach(() => {
  clearError()
  closeAuthDialog()
})

describe('snackbar store (SPEC §4 "the global error snackbar can be set and cleared")', () => {
  it('holds the message until cleared', () => {
    showError('Keine Verbindung zum Server.')
    expect($errorMessage.get()).toBe('Keine Verbindung zum Server.')
    clearError()
    expect($errorMessage.get()).toBeNull()
  })
})

describe('loading bar store (SPEC §4 hidden, running, failed, finished)', () => {
  it('runs while any request is open and finishes when the last one settles', async () => {
    let finishFirst: (value: string) => void = () => {}
    const first = trackRequest(new Promise<string>((resolve) => (finishFirst = resolve)))
    const second = trackRequest(Promise.resolve('b'))
    expect($loadingBar.get()).toBe('running')
    await second
    expect($loadingBar.get()).toBe('running')
    finishFirst('a')
    await expect(first).resolves.toBe('a')
    expect($loadingBar.get()).toBe('finished')
  })

  it('shows failed when one of the open requests failed, and passes the error on', async () => {
    const ok = trackRequest(Promise.resolve(1))
    const failing = trackRequest(Promise.reject(new Error('kaputt')))
    await ok
    await expect(failing).rejects.toThrow('kaputt')
    expect($loadingBar.get()).toBe('failed')
    await trackRequest(Promise.resolve(2))
    expect($loadingBar.get()).toBe('finished')
  })
})

describe('auth dialog store (SPEC §2 login dialog with or without redirect)', () => {
  it('opens with redirect by default, without when asked, and switches views', () => {
    openAuthDialog()
    expect($authDialog.get()).toEqual({ open: true, view: 'login', redirect: true })
    showAuthDialogView('register')
    expect($authDialog.get()).toEqual({ open: true, view: 'register', redirect: true })
    closeAuthDialog()
    expect($authDialog.get().open).toBe(false)
    openAuthDialog({ redirect: false, view: 'password' })
    expect($authDialog.get()).toEqual({ open: true, view: 'password', redirect: false })
  })
})

describe('logout reset (SPEC §4 Logout resets the stores)', () => {
  it('resets the menu store and every registered store, even when one reset fails', () => {
    toggleSideMenu()
    expect($sideMenuOpen.get()).toBe(true)
    let chatReset = 0
    const unregisterChat = onLogoutReset(() => {
      chatReset += 1
    })
    const unregisterBroken = onLogoutReset(() => {
      throw new Error('kaputt')
    })
    expect(() => resetStoresOnLogout()).toThrow(AggregateError)
    expect($sideMenuOpen.get()).toBe(false)
    expect(chatReset).toBe(1)
    unregisterBroken()
    unregisterChat()
    resetStoresOnLogout()
    expect(chatReset).toBe(1)
  })
})
