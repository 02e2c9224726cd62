import { Link } from 'wouter'
import { OrganisationMailSettings } from '../account/organisation-mail-settings.tsx'
import { organisationName } from '../auth/display-name.ts'
import { useAuth } from '../auth/use-auth.ts'
import { AreaPage } from './area-page.tsx'

/** SPEC §2 /schule/einstellungen and /region/einstellungen: the organisation's mail settings, and the way to the account settings. */
export function OrganisationSettingsPage() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <AreaPage eyebrow={organisationName(user) ?? 'Einstellungen'} title="Einstellungen">
      <OrganisationMailSettings user={user} />
      <p>
        Name, E-Mail-Adresse und Passwort Deines Zugangs: <Link href="/einstellungen">Kontoeinstellungen</Link>
      </p>
    </AreaPage>
  )
}
