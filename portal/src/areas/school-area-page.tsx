import { schoolBoardPath, schoolProfilePath, schoolSearchPath } from '@oabat/core'
import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { ChannelEvents } from '../events/channel-events.tsx'
import { AreaPage } from './area-page.tsx'

/** SPEC §2 /schule for school accounts: a welcome with the school's name and what the account holds. */
export function SchoolAreaPage() {
  const { user } = useAuth()
  const school = user?.school
  if (!user || !school) return null
  return (
    <AreaPage
      eyebrow="Deine Schule"
      title={`Willkommen, ${user.firstname || school.name}!`}
      intro={`Hier verwaltest Du ${school.name} auf oabat.`}
    >
      <div className="area-page__grid">
        <Card as="section" className="area-card" aria-labelledby="school-board-title">
          <h2 id="school-board-title">Schwarzes Brett</h2>
          <p className={school.is_minibat_unlocked ? 'area-status area-status--ok' : 'area-status'}>
            {school.is_minibat_unlocked ? 'Freigeschaltet' : 'Noch nicht freigeschaltet'}
          </p>
          <p className="area-card__muted">
            Das Schwarze Brett zeigt Deinen Schülerinnen und Schülern Praktika und Ausbildungsplätze aus der Region.
          </p>
          <p>
            <Link href={schoolBoardPath(school.slug)}>Zum Schwarzen Brett und zum Einladungslink</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="school-profile-title">
          <h2 id="school-profile-title">Schulprofil</h2>
          <p>
            <Link href={schoolProfilePath(school.slug)}>Stell Deine Schule vor: Text, Logo, Bilder und Video.</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="school-channel-title">
          <h2 id="school-channel-title">Region</h2>
          <p>
            {school.channel
              ? 'Deine Schule gehört zum Channel einer Region auf oabat.'
              : 'Deine Schule liegt in keiner Region auf oabat.'}
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="school-users-title">
          <h2 id="school-users-title">Nutzerverwaltung</h2>
          <p>
            <Link href="/schule/nutzerverwaltung">
              Lade Kolleginnen und Kollegen ein, die Deine Schule mitverwalten.
            </Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="school-search-title">
          <h2 id="school-search-title">Schulen in der Nähe</h2>
          <p>
            <Link href={schoolSearchPath()}>Finde andere Schulen und ihre Profile.</Link>
          </p>
        </Card>
        <Card as="section" className="area-card" aria-labelledby="school-settings-title">
          <h2 id="school-settings-title">Benachrichtigungen</h2>
          <p>
            <Link href="/schule/einstellungen">Lege fest, wann wir Dir E-Mails schicken.</Link>
          </p>
        </Card>
        {/* SPEC §6 editEvents: the school writes the events of its own channel (docs/regions.md). */}
        {school.channel && <ChannelEvents channel={school.channel.slug} />}
      </div>
    </AreaPage>
  )
}
