import { canPublishJob, JOB_TYPE_LABELS, type JobTypeId, jobPagePath, type OwnJob, type User } from '@oabat/core'
import { Button, buttonClassName, Card, Dialog, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { useFlash } from './flash.ts'
import { refreshJobAnswers } from './job-cache.ts'
import { createLinkFor } from './job-editor-pages.tsx'
import { JobStatistics } from './job-statistics.tsx'
import { JOB_GROUPS, type JobGroup, jobGroup, limitReachedMessage, STATUS_LABELS, savedMessage } from './job-status.ts'
import { editPath, reviewPath } from './paths.ts'
import './employer-jobs.css'

const EMPTY = {}
type Business = NonNullable<User['business']>
type Action = 'publish' | 'archive' | 'draft'

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' })

function LimitUsage() {
  const { data, error, mutate } = useApi('jobCheckLimit', EMPTY)
  if (error) return <LoadError subject="Euer Stellenlimit" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={1} label="Stellenlimit wird geladen …" />
  const { used, limit, remaining } = data.data
  return (
    <div className="jobs-limit">
      <p>
        <strong>
          {used} von {limit}
        </strong>{' '}
        aktiven Stellen genutzt (veröffentlicht oder in Prüfung).
      </p>
      <progress className="jobs-limit__bar" max={limit} value={Math.min(used, limit)} aria-label="Genutzte Stellen" />
      {remaining <= 0 && <Notice tone="info">{limitReachedMessage(limit)}</Notice>}
    </div>
  )
}

interface RowProps {
  job: OwnJob
  user: User
  business: Business
  statistics: boolean
  busy: boolean
  onAction: (job: OwnJob, action: Action) => void
  onDelete: (job: OwnJob) => void
}

function JobRow({ job, user, business, statistics, busy, onAction, onDelete }: RowProps) {
  const [showStats, setShowStats] = useState(false)
  const group = jobGroup(job)
  const publishLabel = canPublishJob(user, job.type_id) ? 'Veröffentlichen' : 'Zur Prüfung einreichen'
  const titleId = `job-${job.id}-title`
  return (
    <li className="jobs-row" aria-labelledby={titleId}>
      <div className="jobs-row__main">
        <h3 id={titleId} className="jobs-row__title">
          {job.name}
        </h3>
        <p className="jobs-row__meta">
          <span className={`jobs-badge jobs-badge--${group}`}>{STATUS_LABELS[group]}</span>
          {JOB_TYPE_LABELS[job.type_id]} · {job.city}
          {job.published_at && group === 'published' && <> · seit {dateFormat.format(new Date(job.published_at))}</>}
        </p>
        {group === 'rejected' && (
          <Notice tone="error" title="Unser Team hat die Veröffentlichung abgelehnt.">
            {job.review?.comment ? <p>Begründung: {job.review.comment}</p> : <p>Ohne Begründung.</p>}
            <p>Passe die Stelle an und reiche sie erneut ein.</p>
          </Notice>
        )}
        {group === 'pending' && (
          <p className="jobs-row__note">Wartet auf die Prüfung durch unser Team; danach erscheint sie.</p>
        )}
      </div>
      <div className="jobs-row__actions">
        <Link href={editPath(business.slug, job)} className={buttonClassName({ design: 'flat', size: 'small' })}>
          Bearbeiten
        </Link>
        {group === 'published' && (
          <Link
            href={jobPagePath(business.slug, job.slug)}
            className={buttonClassName({ design: 'flat', size: 'small' })}
          >
            Ansehen
          </Link>
        )}
        {job.review && (group === 'pending' || group === 'rejected') && (
          <Link
            href={reviewPath(business.slug, job.slug, job.review.id)}
            className={buttonClassName({ design: 'flat', size: 'small' })}
          >
            Prüfung ansehen
          </Link>
        )}
        {(group === 'draft' || group === 'rejected' || group === 'archived') && (
          <Button design="primary" size="small" disabled={busy} onClick={() => onAction(job, 'publish')}>
            {publishLabel}
          </Button>
        )}
        {group === 'pending' && (
          <Button design="flat" size="small" disabled={busy} onClick={() => onAction(job, 'draft')}>
            Zurückziehen
          </Button>
        )}
        {(group === 'published' || group === 'pending') && (
          <Button design="flat" size="small" disabled={busy} onClick={() => onAction(job, 'archive')}>
            Archivieren
          </Button>
        )}
        {statistics && group === 'published' && (
          <Button design="flat" size="small" aria-expanded={showStats} onClick={() => setShowStats((shown) => !shown)}>
            {showStats ? 'Statistik ausblenden' : 'Statistik'}
          </Button>
        )}
        <Button design="secondary-flat" size="small" disabled={busy} onClick={() => onDelete(job)}>
          Löschen
        </Button>
      </div>
      {showStats && <JobStatistics jobId={job.id} jobName={job.name} />}
    </li>
  )
}

const ACTION_STATUS: Record<Action, 'published' | 'archived' | 'draft'> = {
  publish: 'published',
  archive: 'archived',
  draft: 'draft',
}

function Overview({ user, business }: { user: User; business: Business }) {
  const jobs = useApi('ownJobs', EMPTY)
  const features = useApi('jobFeatures', EMPTY)
  const [flash, setFlash] = useFlash()
  const [deleting, setDeleting] = useState<OwnJob | null>(null)
  const action = useFormAction([])

  const refresh = () => refreshJobAnswers()

  const run = async (job: OwnJob, kind: Action) => {
    setFlash(null)
    const answer = await action.run(() =>
      api('updateJob', { params: { jobId: job.id }, body: { status: ACTION_STATUS[kind] } }),
    )
    if (!answer) return
    // The list shows the new state before the message says so.
    await refresh()
    setFlash(
      kind === 'draft' ? `„${job.name}“ ist zurückgezogen und wieder ein Entwurf.` : savedMessage(answer.value.data),
    )
  }

  const confirmDelete = async () => {
    if (!deleting) return
    const job = deleting
    const answer = await action.run(() => api('deleteJobV2', { params: { jobId: job.id } }))
    setDeleting(null)
    if (!answer) return
    await refresh()
    setFlash(`„${job.name}“ ist gelöscht.`)
  }

  const types: JobTypeId[] = [1, 2, 3]
  const createLinks = types
    .map((type) => ({ type, href: createLinkFor(user, business, type) }))
    .filter((link): link is { type: JobTypeId; href: string } => link.href !== null)
  const byGroup = new Map<JobGroup, OwnJob[]>()
  for (const job of jobs.data?.data ?? []) {
    const group = jobGroup(job)
    byGroup.set(group, [...(byGroup.get(group) ?? []), job])
  }

  return (
    <AreaPage eyebrow="Dein Betrieb" title="Unsere Berufe" intro="Eure Ausbildungsplätze, Praktika und Stellen.">
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <Card as="section" className="area-card" aria-labelledby="jobs-create-title">
        <h2 id="jobs-create-title">Neue Stelle anlegen</h2>
        {createLinks.length > 0 ? (
          <div className="jobs-create">
            {createLinks.map(({ type, href }) => (
              <Link key={type} href={href} className={buttonClassName({ design: 'primary' })}>
                {JOB_TYPE_LABELS[type]} anlegen
              </Link>
            ))}
          </div>
        ) : (
          <p className="area-card__muted">Euer Betrieb kann noch keine Stellen anlegen.</p>
        )}
        <LimitUsage />
      </Card>
      {jobs.error && <LoadError subject="Eure Stellen" plural error={jobs.error} onRetry={() => jobs.mutate()} />}
      {!jobs.error && !jobs.data && <Skeleton lines={6} label="Stellen werden geladen …" />}
      {jobs.data && jobs.data.data.length === 0 && (
        <Card as="section" className="area-card">
          <h2>Noch keine Stellen</h2>
          <p>Legt Eure erste Stelle an – Schülerinnen und Schüler in Eurer Nähe finden sie dann in der Suche.</p>
        </Card>
      )}
      {jobs.data &&
        jobs.data.data.length > 0 &&
        JOB_GROUPS.filter(({ group }) => (byGroup.get(group)?.length ?? 0) > 0).map(({ group, title }) => (
          <Card key={group} as="section" className="area-card" aria-labelledby={`jobs-group-${group}`}>
            <h2 id={`jobs-group-${group}`}>
              {title} ({byGroup.get(group)?.length ?? 0})
            </h2>
            <ul className="jobs-list">
              {(byGroup.get(group) ?? []).map((job) => (
                <JobRow
                  key={job.id}
                  job={job}
                  user={user}
                  business={business}
                  statistics={features.data?.data.statistics ?? false}
                  busy={action.pending}
                  onAction={(target, kind) => void run(target, kind)}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          </Card>
        ))}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Stelle löschen?"
        actions={
          <>
            <Button design="flat" onClick={() => setDeleting(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void confirmDelete()}>
              Endgültig löschen
            </Button>
          </>
        }
      >
        <p>
          „{deleting?.name}“ wird mit ihren Aufrufen und Anfragen gelöscht. Das lässt sich nicht rückgängig machen. Wenn
          Ihr sie nur vorübergehend nicht zeigen wollt, archiviert sie stattdessen.
        </p>
      </Dialog>
    </AreaPage>
  )
}

/** SPEC §2 /betriebe/{slug}/jobs/uebersicht („Unsere Berufe“): the company's jobs by status with their actions. */
export function JobsOverviewPage() {
  const { user } = useAuth()
  // The business guard ran first (own slug only); this only satisfies the types.
  if (!user?.business) return null
  return <Overview user={user} business={user.business} />
}
