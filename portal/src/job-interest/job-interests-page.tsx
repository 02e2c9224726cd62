import { type JobInterest, jobPagePath } from '@oabat/core'
import { buttonClassName, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link, useSearch } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { applicantPath } from '../trainee-profile/applicant-path.ts'
import { downloadFile } from './download-file.ts'
import './job-interest.css'

const DATE = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * /betrieb/anfragen (docs/employer.md): the interests trainees sent for the company's jobs, newest first,
 * each with its message, its files and the way into the chat with that trainee. `?job_id=` shows one job's.
 */
export function JobInterestsPage() {
  const { user } = useAuth()
  const query = new URLSearchParams(useSearch())
  const jobId = Number(query.get('job_id')) || undefined
  // The business guard runs first; this only satisfies the types.
  if (!user?.business) return null
  return (
    <AreaPage
      eyebrow={user.business.name}
      title="Anfragen"
      intro="Hier seht Ihr, wer Interesse an Euren Stellen gezeigt hat. Antwortet am besten schnell im Chat."
    >
      <InterestList jobId={jobId} />
    </AreaPage>
  )
}

function InterestList({ jobId }: { jobId: number | undefined }) {
  const { data, error, mutate } = useApi('jobInterests', { query: jobId ? { job_id: jobId } : {} })
  if (error) return <LoadError subject="Die Anfragen" plural error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Anfragen werden geladen …" />
  const interests = data.data
  return (
    <section className="job-interests" aria-label="Anfragen">
      {jobId && (
        <p>
          {interests[0] ? `Anfragen zu „${interests[0].job_name}“.` : 'Anfragen zu einer Stelle.'}{' '}
          <Link href="/betrieb/anfragen">Alle Anfragen zeigen</Link>
        </p>
      )}
      {interests.length === 0 ? (
        <Card as="div">
          <p>
            {jobId
              ? 'Zu dieser Stelle gibt es noch keine Anfragen. Sobald Azubis Interesse zeigen, erscheinen sie hier und in Euren Nachrichten.'
              : 'Noch keine Anfragen. Sobald Azubis Interesse an Euren Stellen zeigen, erscheinen sie hier und in Euren Nachrichten.'}
          </p>
        </Card>
      ) : (
        <ul className="job-interests__list">
          {interests.map((interest) => (
            <li key={interest.id}>
              <InterestCard interest={interest} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function InterestCard({ interest }: { interest: JobInterest }) {
  return (
    <Card as="article" className="job-interests__item" data-testid="job-interest">
      <header className="job-interests__head">
        <h2>{interest.trainee_name || 'Azubi'}</h2>
        <time dateTime={interest.created_at}>{DATE.format(new Date(interest.created_at))}</time>
      </header>
      <p className="job-interests__job">
        Interesse an: <Link href={jobPagePath(interest.business_slug, interest.job_slug)}>{interest.job_name}</Link>
      </p>
      {interest.message ? (
        <p className="job-interests__message">{interest.message}</p>
      ) : (
        <p className="job-interests__none">Ohne Nachricht.</p>
      )}
      {interest.file_ids.length > 0 && (
        <ul className="job-interests__files" aria-label="Unterlagen">
          {interest.file_ids.map((fileId) => (
            <InterestFile key={fileId} fileId={fileId} />
          ))}
        </ul>
      )}
      <div className="job-interests__actions">
        <Link href={`/chat?user_id=${interest.trainee_id}`} className={buttonClassName({ design: 'primary' })}>
          Im Chat antworten
        </Link>
        <Link href={applicantPath(interest.trainee_id)} className={buttonClassName({ design: 'primary-flat' })}>
          Profil ansehen
        </Link>
      </div>
    </Card>
  )
}

function InterestFile({ fileId }: { fileId: number }) {
  const { data, error } = useApi('fileInfo', { params: { fileId } })
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (error) return <li className="job-interest__error">Diese Datei ist nicht mehr verfügbar.</li>
  if (!data) return <li>Datei wird geladen …</li>
  const file = data.data
  return (
    <li>
      <button
        type="button"
        className="job-interest__remove"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          setFailure(null)
          downloadFile(file.id, file.original_filename)
            .catch((cause: Error) => setFailure(cause.message))
            .finally(() => setBusy(false))
        }}
      >
        {file.original_filename}
      </button>{' '}
      <span className="job-interests__size">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
      {failure && (
        <Notice tone="error" title="Download fehlgeschlagen.">
          {failure}
        </Notice>
      )}
    </li>
  )
}
