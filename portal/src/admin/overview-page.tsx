import { Button, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { PendingJobReviews } from '../employer-jobs/pending-reviews.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { MemberRequests } from '../region-area/member-requests.tsx'
import { formatDateTime } from './admin-format.ts'
import { FailedMails } from './failed-mails.tsx'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

const NEWEST = { query: { sort: '-created_at' as const } }
const NEW_COMPANIES_SHOWN = 8
const REQUESTED = { query: { status: 'requested' as const } }

/** The companies that registered last (GET /api/v2/admin/business, newest first). */
function NewCompanies() {
  const { data, error, mutate } = useApi('adminBusinesses', NEWEST)
  const rows = (data?.data ?? []).slice(0, NEW_COMPANIES_SHOWN)
  return (
    <Card as="section" className="area-card" aria-labelledby="new-companies-title">
      <h2 id="new-companies-title">Neue Unternehmen</h2>
      {error && <LoadError subject="Die neuen Unternehmen" plural error={error} onRetry={() => mutate()} />}
      {!error && !data && <Skeleton lines={3} label="Neue Unternehmen werden geladen …" />}
      {data && rows.length === 0 && <p className="area-card__muted">Noch hat sich kein Unternehmen registriert.</p>}
      {rows.length > 0 && (
        <ul className="area-card__list">
          {rows.map((business) => (
            <li key={business.id}>
              <Link href={`/betriebe/${encodeURIComponent(business.slug)}`}>{business.name}</Link>{' '}
              <span className="area-card__muted">
                {business.city ? `· ${business.city} ` : ''}· registriert {formatDateTime(business.created_at)}
                {business.is_visible ? '' : ' · unsichtbar'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <p className="area-card__muted">
          {data.meta.total.toLocaleString('de-DE')} Unternehmen insgesamt ·{' '}
          <Link href="/admin/betriebe">Alle Unternehmen</Link>
        </p>
      )}
    </Card>
  )
}

/** Articles whose authors asked the team to publish them (GET /api/admin/articles?status=requested). */
function RequestedArticles() {
  const { data, error, mutate } = useApi('adminArticles', REQUESTED)
  const rows = data?.data ?? []
  return (
    <Card as="section" className="area-card" aria-labelledby="requested-articles-title">
      <h2 id="requested-articles-title">Artikel zur Veröffentlichung</h2>
      {error && <LoadError subject="Die Artikel" plural error={error} onRetry={() => mutate()} />}
      {!error && !data && <Skeleton lines={2} label="Artikel werden geladen …" />}
      {data && rows.length === 0 && <p className="area-card__muted">Kein Artikel wartet auf die Veröffentlichung.</p>}
      {rows.length > 0 && (
        <ul className="area-card__list">
          {rows.map((article) => (
            <li key={article.id}>
              {article.title}{' '}
              <span className="area-card__muted">
                · von {article.author_name}, zuletzt geändert {formatDateTime(article.updated_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="area-card__muted">
        <Link href="/admin/artikel">Zu den Artikeln</Link>
      </p>
    </Card>
  )
}

/** SPEC §4: the last logins of admins as other users, with their end. */
function RecentImpersonations() {
  const { data, error, mutate } = useApi('impersonations', {})
  const rows = data?.data ?? []
  return (
    <Card as="section" className="area-card" aria-labelledby="impersonations-title">
      <h2 id="impersonations-title">Anmeldungen als andere Nutzer</h2>
      {error && <LoadError subject="Das Protokoll" error={error} onRetry={() => mutate()} />}
      {!error && !data && <Skeleton lines={2} label="Protokoll wird geladen …" />}
      {data && rows.length === 0 && (
        <p className="area-card__muted">Bisher hat sich kein Admin als jemand anderes angemeldet.</p>
      )}
      {rows.length > 0 && (
        <ul className="area-card__list">
          {rows.map((entry) => (
            <li key={entry.id}>
              {entry.admin.name} als {entry.target.name}{' '}
              <span className="area-card__muted">
                ({entry.target.email}) · {formatDateTime(entry.created_at)}
                {entry.ended_at ? ` bis ${formatDateTime(entry.ended_at)}` : ' · nicht beendet'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** Operations (issue 17 item 5): the search cache and the mail outbox. */
function Operations() {
  const action = useFormAction([])
  const [flash, setFlash] = useState<string | null>(null)
  const clear = async () => {
    setFlash(null)
    const answer = await action.run(() => api('clearCache', { body: { tags: ['search'] } }))
    if (answer) setFlash(answer.value.message)
  }
  return (
    <Card as="section" className="area-card" aria-labelledby="operations-title">
      <h2 id="operations-title">Betrieb der Plattform</h2>
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <p className="area-card__muted">
        Die Suche merkt sich Ergebnisse bis zu einer Minute. Nach Änderungen direkt in der Datenbank leerst Du hier
        ihren Zwischenspeicher.
      </p>
      <div className="admin-actions">
        <Button design="secondary" disabled={action.pending} onClick={() => void clear()}>
          {action.pending ? 'Wird geleert …' : 'Suchcache leeren'}
        </Button>
        <Link href="/intern/mails">Postausgang ansehen</Link>
      </div>
    </Card>
  )
}

/** SPEC §2 /admin/uebersicht: what needs an admin now. */
export function AdminOverviewPage() {
  const { user } = useAuth()
  return (
    <AreaPage
      eyebrow="Administration"
      title={`Hallo ${user?.firstname || 'Admin'}!`}
      intro="Was gerade Deine Aufmerksamkeit braucht: Stellen und Artikel zur Prüfung, Beitrittsanfragen an Channels, neue Unternehmen und das Protokoll."
    >
      <PendingJobReviews />
      <RequestedArticles />
      <MemberRequests viewer="admin" />
      <NewCompanies />
      <RecentImpersonations />
      <Operations />
      <FailedMails />
    </AreaPage>
  )
}
