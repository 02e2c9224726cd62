import { $authDialog, type AuthDialogView, closeAuthDialog } from '@oabat/core'
import { Dialog } from '@oabat/ui'
import { useStore } from '../state/use-store.ts'
import { intendedPath } from './auth-stores.ts'
import { LoginForm } from './login-form.tsx'
import { PasswordRequestForm } from './password-request-form.tsx'
import { TraineeRegistration } from './trainee-registration.tsx'
import './auth-dialog.css'

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
      {view === 'login' && <LoginForm redirect={redirect} />}
      {view === 'register' && <TraineeRegistration redirect={redirect} />}
      {view === 'password' && <PasswordRequestForm />}
    </Dialog>
  )
}
