import type { ProfileVisitors } from '@oabat/core'
import { Card, Notice } from '@oabat/ui'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { AreaPage } from './area-page.tsx'

const visitsText = (n: number) => (n === 1 ? '1 Besuch' : `${n} Besuche`)

function VisitorList({ data }: { data: ProfileVisitors }) {
  if (data.total_visits === 0)
    return (
      <p className="area-card__muted" role="status">
        In den letzten {data.days} Tagen hat noch niemand Euer Profil von einer Messe aus besucht. Sobald Ihr auf einer
        Messe oder in ihrem Livestream zu sehen seid, erscheinen die Besuche hier.
      </p>
    )
  return (
    <>
      <p role="status">
        {visitsText(data.total_visits)} in den letzten {data.days} Tagen
        {data.anonymous_visits > 0 && `, davon ${visitsText(data.anonymous_visits)} ohne Namen`}.
      </p>
      {data.visitors.length > 0 && (
        <ul className="area-people" aria-label="Besucherinnen und Besucher">
          {data.visitors.map((visitor) => (
            <li
              key={`${visitor.firstname}-${visitor.lastname_initial}-${visitor.last_visited_at}`}
              className="area-people__item"
            >
              <div>
                <p className="area-people__name">
                  {visitor.firstname} {visitor.lastname_initial}
                </p>
                <p className="area-card__muted">
                  {visitsText(visitor.visits)} · zuletzt am {formatDateTime(visitor.last_visited_at)} · von{' '}
                  {visitor.fairs.join(', ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function Visitors({ businessId }: { businessId: number }) {
  const visitors = useApi('profileVisitors', { params: { businessId } })
  return (
    <Card as="section" className="area-card" aria-labelledby="profile-visitors-title">
      <h2 id="profile-visitors-title">Wer Euer Profil von einer Messe aus besucht hat</h2>
      {visitors.error ? (
        <LoadError subject="Die Profilbesucher" plural error={visitors.error} onRetry={() => void visitors.mutate()} />
      ) : !visitors.data ? (
        <Skeleton lines={3} label="Profilbesucher werden geladen …" />
      ) : (
        <VisitorList data={visitors.data.data} />
      )}
    </Card>
  )
}

/**
 * SPEC §2 business side menu „Profilbesucher“ (job fair participants): who opened the company's
 * profile from a fair or its livestream, by first name and initial (docs/livestreams.md).
 */
export function ProfileVisitorsPage() {
  const { user } = useAuth()
  // The business guard ran first; this only satisfies the types.
  if (!user?.business) return null
  return (
    <AreaPage
      eyebrow={user.business.name}
      title="Profilbesucher"
      intro="Azubis, die Euer Profil von einer Messe oder ihrem Livestream aus geöffnet haben."
    >
      {user.business.is_job_fair_participant ? (
        <div className="area-page__grid">
          <Visitors businessId={user.business.id} />
          <Card as="section" className="area-card" aria-labelledby="profile-visitors-privacy-title">
            <h2 id="profile-visitors-privacy-title">Was Ihr hier seht</h2>
            <p>
              Von angemeldeten Azubis zeigen wir nur den Vornamen und den ersten Buchstaben des Nachnamens, wie oft und
              wann sie zuletzt da waren und von welcher Messe. Besuche ohne Konto und von Schulen oder anderen Betrieben
              zählen wir nur. Nach 90 Tagen löschen wir die Besuche.
            </p>
            <p>Wenn Du jemanden kennenlernen möchtest: Im Livestream-Chat und auf der Messe seid Ihr ansprechbar.</p>
          </Card>
        </div>
      ) : (
        <Notice tone="info">
          Profilbesucher gibt es für Unternehmen, die an einer Messe teilnehmen. Sprich uns an, wenn Ihr dabei sein
          möchtet.
        </Notice>
      )}
    </AreaPage>
  )
}
