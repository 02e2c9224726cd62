import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { personName } from '../auth/display-name.ts'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { formatBirthdate } from '../forms/dates.ts'
import { ProfileSections } from '../trainee-profile/profile-sections.tsx'
import { useOwnTrainee } from '../trainee-profile/use-own-trainee.ts'
import { AccountPage } from './account-page.tsx'
import '../trainee-profile/trainee-profile.css'

/**
 * SPEC §2 /i/profile, the profile target of trainees: the profile as a company sees it when the
 * trainee applies or writes (issue #13), its completeness, and the ways to change it.
 */
export function TraineeProfilePage() {
  const { user } = useAuth()
  const { trainee, error, reload } = useOwnTrainee()
  if (!user) return null
  return (
    <AccountPage
      title={`Hallo ${user.firstname || personName(user)}!`}
      intro={
        <p>So sehen Betriebe Dein Profil, wenn Du Dich bei ihnen meldest oder Interesse an einer Stelle zeigst.</p>
      }
    >
      {error && <LoadError subject="Dein Profil" error={error} onRetry={() => reload()} />}
      {!error && !trainee && <Skeleton lines={8} label="Dein Profil wird geladen …" />}
      {trainee && (
        <>
          <Card as="section" className="account-section" aria-labelledby="profile-state-title">
            <h2 id="profile-state-title">Dein Profil ist zu {trainee.completeness.percentage} % vollständig</h2>
            {!trainee.onboarding_completed && (
              <p className="account-section__text">
                Neu hier? Richte Dein Profil in wenigen Schritten ein, damit Betriebe Dich kennenlernen.
              </p>
            )}
            <ul className="account-links">
              <li>
                <Link
                  href={trainee.onboarding_completed ? '/i/profile/editieren' : '/i/profile/editieren?onboarding=1'}
                >
                  {trainee.onboarding_completed ? 'Profil bearbeiten' : 'Profil einrichten'}
                </Link>
              </li>
              <li>
                <Link href="/i/dokumente">Lebenslauf und Zeugnisse</Link>
              </li>
            </ul>
          </Card>
          <ProfileSections profile={trainee} />
        </>
      )}
      <Card as="section" className="account-section" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">Dein Konto</h2>
        <dl className="account-facts">
          <dt>Name</dt>
          <dd>{personName(user)}</dd>
          <dt>E-Mail-Adresse</dt>
          <dd>
            {user.email}
            {!user.email_verified && ' (noch nicht bestätigt)'}
          </dd>
          {user.trainee?.birthdate && (
            <>
              <dt>Geburtsdatum</dt>
              <dd>{formatBirthdate(user.trainee.birthdate)}</dd>
            </>
          )}
          {user.phone_number && (
            <>
              <dt>Telefon</dt>
              <dd>{user.phone_number}</dd>
            </>
          )}
        </dl>
        <p className="account-section__text">Geburtsdatum und Telefonnummer sehen Betriebe nicht.</p>
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
    </AccountPage>
  )
}
