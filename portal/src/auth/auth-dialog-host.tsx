import { $authDialog, closeAuthDialog, showError } from '@oabat/core'
import { Suspense, useEffect, useState } from 'react'
import { whenIdle } from '../components/when-idle.ts'
import { ErrorBoundary } from '../errors/error-boundary.tsx'
import { lazyPage } from '../router/lazy-page.ts'
import { useStore } from '../state/use-store.ts'

const loadAuthDialog = () => import('./auth-dialog.tsx')
const AuthDialog = lazyPage(() => loadAuthDialog().then((m) => m.AuthDialog))

/** Starts loading the dialog's code, e.g. when the pointer or focus reaches an „Anmelden“ button. */
export function preloadAuthDialog(): void {
  void loadAuthDialog().catch(() => {
    // The dialog reports the failure itself when it is opened.
  })
}

/** Without its code the dialog cannot open: every attempt says so instead of doing nothing. */
function LoadFailed() {
  useEffect(
    () =>
      $authDialog.subscribe((state) => {
        if (!state.open) return
        showError('Die Anmeldung konnte nicht geladen werden. Bitte lade die Seite neu.')
        closeAuthDialog()
      }),
    [],
  )
  return null
}

/**
 * The auth dialog's place in the app. Its code is not part of the first paint: it loads when the
 * browser is idle, on hover or focus of „Anmelden“, or at the latest when the dialog is opened.
 */
export function AuthDialogHost() {
  const { open } = useStore($authDialog)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => whenIdle(preloadAuthDialog), [])
  if (!wanted) return null
  return (
    <ErrorBoundary fallback={() => <LoadFailed />}>
      <Suspense fallback={null}>
        <AuthDialog />
      </Suspense>
    </ErrorBoundary>
  )
}
