import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { reviewPath } from './paths.ts'

const PENDING = { query: { status: 'pending' as const } }
const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' })

/** The admin's queue (GET /api/v2/job_reviews): jobs waiting for a decision, oldest first, each linking to its review page. */
export function PendingJobReviews() {
  const { data, error, mutate } = useApi('jobReviews', PENDING)
  const reviews = [...(data?.data ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at))
  return (
    <Card as="section" className="area-card" aria-labelledby="pending-reviews-title">
      <h2 id="pending-reviews-title">Stellen zur Prüfung</h2>
      {error && <LoadError subject="Die offenen Prüfungen" plural error={error} onRetry={() => mutate()} />}
      {!error && !data && <Skeleton lines={3} label="Offene Prüfungen werden geladen …" />}
      {data && reviews.length === 0 && <p className="area-card__muted">Keine Stelle wartet auf eine Prüfung.</p>}
      {reviews.length > 0 && (
        <ul className="area-card__list">
          {reviews.map((review) => (
            <li key={review.id}>
              <Link href={reviewPath(review.business.slug, review.job_slug, review.id)}>{review.job_name}</Link>{' '}
              <span className="area-card__muted">
                · {review.business.name} · eingereicht {dateFormat.format(new Date(review.created_at))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
