import { $authDialog, type AuthDialogView, closeAuthDialog } from '@oabat/core'
import { Dialog, Notice } from '@oabat/ui'
import { Suspense } from 'react'
import { Skeleton } from '../components/skeleton.tsx'
import { ErrorBoundary } from '../errors/error-boundary.tsx'
import { lazyPage } from '../router/lazy-page.ts'
import { useStore } from '../state/use-store.ts'
import { intendedPath } from './auth-stores.ts'
import './auth-dialog.css'

// The forms load when the dialog first opens; most visits never open it.
const LoginForm = lazyPage(() => import('./login-form.tsx').then((m) => m.LoginForm))
const TraineeRegistration = lazyPage(() => import('./trainee-registration.tsx').then((m) => m.TraineeRegistration))
const PasswordRequestForm = lazyPage(() => import('./password-request-form.tsx').then((m) => m.PasswordRequestForm))

const TITLES: Record<AuthDialogView, string> = {
  login: 'Anmelden',
  register: 'Kostenlos registrieren',
  password: 'Passwort vergessen',
}

/**
 * The auth dialog of SPEC §2/§4 (at most 443 px wide): login, trainee registration with a code,
 * and the password request. Closing it without logging in forgets the intended path.
 */
export function AuthDialog() {
  const { open, view, redirect } = useStore($authDialog)
  const onClose = () => {
    intendedPath.clear()
    closeAuthDialog()
  }
  return (
    <Dialog open={open} onClose={onClose} title={TITLES[view]} className="auth-dialog">
      <ErrorBoundary
        key={`${open}-${view}`}
        fallback={(error) => (
          <Notice tone="error" title="Das Formular konnte nicht geladen werden.">
            {error.message}
          </Notice>
        )}
      >
        <Suspense fallback={<Skeleton lines={4} label="Wird geladen …" />}>
          {view === 'login' && <LoginForm redirect={redirect} />}
          {view === 'register' && <TraineeRegistration redirect={redirect} />}
          {view === 'password' && <PasswordRequestForm />}
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  )
}
