import { Link } from 'wouter'
import { AccountPage } from './account-page.tsx'
import { PasswordChangeForm } from './password-change-form.tsx'

/** SPEC §2 /i/password: the trainee's password page. */
export function TraineePasswordPage() {
  return (
    <AccountPage
      title="Passwort ändern"
      narrow
      intro={
        <p>
          Nach der Änderung bleibst Du hier angemeldet; auf anderen Geräten musst Du Dich neu anmelden. Passwort
          vergessen? Melde Dich ab und nutze „Passwort vergessen“ in der Anmeldung.
        </p>
      }
    >
      <PasswordChangeForm titled={false} />
      <p>
        <Link href="/einstellungen">Zu allen Einstellungen</Link>
      </p>
    </AccountPage>
  )
}
