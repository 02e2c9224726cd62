import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { personName } from '../auth/display-name.ts'
import { useAuth } from '../auth/use-auth.ts'
import { formatBirthdate } from '../forms/dates.ts'
import { AccountPage } from './account-page.tsx'

/**
 * SPEC §2 /i/profile, the profile target of trainees: what the account holds about the trainee,
 * and where to change it.
 */
export function TraineeProfilePage() {
  const { user } = useAuth()
  if (!user) return null
  const trainee = user.trainee
  return (
    <AccountPage title={`Hallo ${user.firstname || personName(user)}!`} intro={<p>Das ist Dein oabat-Konto.</p>}>
      <Card as="section" className="account-section" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">Deine Daten</h2>
        <dl className="account-facts">
          <dt>Name</dt>
          <dd>{personName(user)}</dd>
          <dt>E-Mail-Adresse</dt>
          <dd>
            {user.email}
            {!user.email_verified && ' (noch nicht bestätigt)'}
          </dd>
          {trainee?.birthdate && (
            <>
              <dt>Geburtsdatum</dt>
              <dd>{formatBirthdate(trainee.birthdate)}</dd>
            </>
          )}
          {user.phone_number && (
            <>
              <dt>Telefon</dt>
              <dd>{user.phone_number}</dd>
            </>
          )}
        </dl>
        <ul className="account-links">
          <li>
            <Link href="/einstellungen">Daten ändern</Link>
          </li>
          <li>
            <Link href="/i/password">Passwort ändern</Link>
          </li>
          <li>
            <Link href="/i/benachrichtigungen">Benachrichtigungen</Link>
          </li>
        </ul>
      </Card>
      <Card as="section" className="account-section" aria-labelledby="profile-search-title">
        <h2 id="profile-search-title">Weiter suchen</h2>
        <p className="account-section__text">Finde Ausbildungsplätze und Praktika in Deiner Nähe.</p>
        <ul className="account-links">
          <li>
            <Link href="/ausbildung">Ausbildungsplätze</Link>
          </li>
          <li>
            <Link href="/praktikum">Praktikumsplätze</Link>
          </li>
        </ul>
      </Card>
    </AccountPage>
  )
}
