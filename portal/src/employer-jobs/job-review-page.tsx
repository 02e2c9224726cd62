import { isAdmin, type JobReview, type JobV2, jobPagePath, type User } from '@oabat/core'
import { Button, buttonClassName, Card, Notice, TextAreaField } from '@oabat/ui'
import { useState } from 'react'
import { Link, Redirect, useSearch } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { JobDetails } from '../pages/job-page.tsx'
import { refreshJobAnswers } from './job-cache.ts'
import { editPath, overviewPath } from './paths.ts'
import './employer-jobs.css'

const REVIEW_LABELS: Record<JobReview['status'], string> = {
  pending: 'Wartet auf Prüfung',
  approved: 'Freigegeben',
  rejected: 'Abgelehnt',
}
const REVIEW_TONES: Record<JobReview['status'], string> = {
  pending: 'pending',
  approved: 'published',
  rejected: 'rejected',
}
const REJECT_NEEDS_COMMENT = 'Bitte schreibe dem Betrieb, was er ändern soll.'

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short' })

/** Admin only: approve (publishes the job) or reject with a comment (PUT /api/v2/job_reviews/{id}). */
function Decision({ review, onDecided }: { review: JobReview; onDecided: () => void }) {
  const [comment, setComment] = useState('')
  const form = useFormAction(['comment', 'status'])
  const decide = async (status: 'approved' | 'rejected') => {
    if (status === 'rejected' && !comment.trim()) {
      form.setFieldErrors({ comment: REJECT_NEEDS_COMMENT })
      return
    }
    const answer = await form.run(() =>
      api('updateJobReview', { params: { reviewId: review.id }, body: { status, comment: comment.trim() || null } }),
    )
    if (answer) onDecided()
  }
  return (
    <Card as="section" className="area-card" aria-labelledby="review-decision-title">
      <h2 id="review-decision-title">Entscheidung</h2>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <TextAreaField
        label="Kommentar für den Betrieb"
        rows={4}
        maxRows={16}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={form.fieldErrors.comment}
        hint="Bei einer Ablehnung Pflicht: Was soll der Betrieb ändern?"
      />
      <div className="job-editor__actions">
        <Button design="primary" disabled={form.pending} onClick={() => void decide('approved')}>
          Freigeben und veröffentlichen
        </Button>
        <Button design="secondary-flat" disabled={form.pending} onClick={() => void decide('rejected')}>
          Ablehnen
        </Button>
      </div>
    </Card>
  )
}

function ReviewStatus({ review, admin, job }: { review: JobReview; admin: boolean; job: JobV2 | null }) {
  const slug = review.business.slug
  return (
    <Card as="section" className="area-card" aria-labelledby="review-status-title">
      <h2 id="review-status-title">Status der Prüfung</h2>
      <p>
        <span className={`jobs-badge jobs-badge--${REVIEW_TONES[review.status]}`}>{REVIEW_LABELS[review.status]}</span>{' '}
        <span className="area-card__muted">
          eingereicht am {dateTime.format(new Date(review.created_at))}
          {review.status !== 'pending' && `, entschieden am ${dateTime.format(new Date(review.updated_at))}`}
        </span>
      </p>
      {review.comment && (
        <blockquote className="review-comment">
          <p className="review-comment__label">Kommentar von oabat</p>
          <p>{review.comment}</p>
        </blockquote>
      )}
      {!admin && review.status === 'pending' && (
        <p>Unser Team prüft Eure Stelle, meist innerhalb eines Werktags. Danach erscheint sie in der Suche.</p>
      )}
      {!admin && review.status === 'rejected' && job && (
        <p>
          <Link href={editPath(slug, job)} className={buttonClassName({ design: 'primary' })}>
            Stelle überarbeiten
          </Link>
        </p>
      )}
      {review.status === 'approved' && (
        <p>
          <Link href={jobPagePath(slug, review.job_slug)}>Zur veröffentlichten Stelle</Link>
        </p>
      )}
      {!admin && (
        <p>
          <Link href={overviewPath(slug)}>Zurück zu Unseren Berufen</Link>
        </p>
      )}
    </Card>
  )
}

function Review({ businessSlug, jobSlug, admin }: { businessSlug: string; jobSlug: string; admin: boolean }) {
  const query = new URLSearchParams(useSearch())
  const jobs = useApi('jobsOfBusiness', { query: { business: businessSlug } })
  const listed = jobs.data?.data.find((candidate) => candidate.slug === jobSlug) ?? null
  const reviewId = Number(query.get('review')) || listed?.review?.id || null
  const review = useApi('jobReview', reviewId ? { params: { reviewId } } : null)
  const job: JobV2 | null = listed
    ? { ...listed, published_at: listed.published_at ?? listed.updated_at, content_blocks: listed.content_blocks ?? [] }
    : null

  if (jobs.error) return <LoadError subject="Die Stelle" error={jobs.error} onRetry={() => jobs.mutate()} />
  if (review.error) return <LoadError subject="Die Prüfung" error={review.error} onRetry={() => review.mutate()} />
  if (!jobs.data || (reviewId && !review.data)) return <Skeleton lines={8} label="Prüfung wird geladen …" />
  const data = review.data?.data
  if (!data || data.job_slug !== jobSlug) {
    return (
      <AreaPage eyebrow="Prüfung" title="Keine Prüfung gefunden">
        <Notice tone="info">Für diese Stelle gibt es keine Prüfung (mehr).</Notice>
      </AreaPage>
    )
  }
  const refresh = () => refreshJobAnswers()
  return (
    <AreaPage eyebrow={admin ? `Prüfung · ${data.business.name}` : 'Prüfung'} title={data.job_name}>
      <ReviewStatus review={data} admin={admin} job={job} />
      {admin && data.status === 'pending' && <Decision review={data} onDecided={() => void refresh()} />}
      {job ? (
        <section aria-label="Die Stelle, wie sie erscheinen wird" className="review-job">
          <JobDetails job={job} preview />
        </section>
      ) : (
        <Notice tone="info">Die Stelle gibt es nicht mehr.</Notice>
      )}
    </AreaPage>
  )
}

/**
 * SPEC §2 /betriebe/{businessSlug}/jobs/{jobSlug}/review?review={id}: an admin reads the job and
 * approves or rejects it with a comment; the job's company sees the status and the comment. Others
 * are sent to the start page (SPEC §6: business-only pages redirect to / for others).
 */
export function JobReviewPage({ businessSlug, jobSlug }: { businessSlug: string; jobSlug: string }) {
  const { user } = useAuth()
  if (!user) return null
  const admin = isAdmin(user as User)
  if (!admin && user.business?.slug !== businessSlug) return <Redirect to="/" replace />
  return <Review businessSlug={businessSlug} jobSlug={jobSlug} admin={admin} />
}
