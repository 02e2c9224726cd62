import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { AccountPage } from './account-page.tsx'
import { DeactivationForm } from './deactivation-form.tsx'
import { EmailChangeForm } from './email-change-form.tsx'
import { OrganisationMailSettings } from './organisation-mail-settings.tsx'
import { PasswordChangeForm } from './password-change-form.tsx'
import { PersonalDataForm } from './personal-data-form.tsx'
import { YourDataDownload } from './your-data-download.tsx'

/** SPEC §2 /einstellungen: name, e-mail change with a code, password change, Your data download, deactivation request. */
export function SettingsPage() {
  const { user } = useAuth()
  // The logged-in guard runs first; without a user there is nothing to show.
  if (!user) return null
  const organisation = Boolean(user.business || user.school || user.region)
  return (
    <AccountPage title="Einstellungen" intro={<p>Deine Kontodaten, Deine Anmeldung und Dein Konto.</p>}>
      <PersonalDataForm key={`data-${user.id}`} user={user} />
      <EmailChangeForm key={`email-${user.id}`} user={user} />
      <PasswordChangeForm />
      {organisation && <OrganisationMailSettings user={user} />}
      {user.business && (
        <Card as="section" className="account-section" aria-labelledby="business-users-link-title">
          <h2 id="business-users-link-title">Benutzer Eures Unternehmens</h2>
          <p className="account-section__text">
            Ladet Kolleginnen und Kollegen ein oder entfernt ihren Zugang.{' '}
            <Link href="/betrieb/benutzer">Zur Benutzerverwaltung</Link>
          </p>
        </Card>
      )}
      {user.school && (
        <Card as="section" className="account-section" aria-labelledby="school-users-link-title">
          <h2 id="school-users-link-title">Nutzer Eurer Schule</h2>
          <p className="account-section__text">
            Ladet Kolleginnen und Kollegen ein oder entfernt ihren Zugang.{' '}
            <Link href="/schule/nutzerverwaltung">Zur Nutzerverwaltung</Link>
          </p>
        </Card>
      )}
      {user.trainee && (
        <Card as="section" className="account-section" aria-labelledby="notifications-link-title">
          <h2 id="notifications-link-title">Benachrichtigungen</h2>
          <p className="account-section__text">
            Lege fest, worüber wir Dich per Nachricht und E-Mail informieren.{' '}
            <Link href="/i/benachrichtigungen">Benachrichtigungen einstellen</Link>
          </p>
        </Card>
      )}
      <YourDataDownload userId={user.id} />
      <DeactivationForm />
    </AccountPage>
  )
}
