import { ApiRequestError, type Job, type JobSummary } from '@oabat/core'
import { useEffect, useMemo, useState } from 'react'
import type { CardRatingFor } from '../rating/card-rating.tsx'
import { StateMessage } from '../shared/state-message.tsx'
import { useLatest } from '../shared/use-latest.ts'
import { createReadClient } from '../shared/widget-api.ts'
import type { WidgetError } from '../shared/widget-error.ts'
import { JobCard, type JobSelectHandler } from './job-card.tsx'
import { JobCardSkeleton } from './job-card-skeleton.tsx'

export interface JobCardBySlugProps {
  /** Origin of the oabat API; '' means the page's own origin. */
  apiBase: string
  /** Slug of the job (GET /api/jobs/{slug}). */
  job: string
  /** Origin of the portal the link points to; defaults to the page's own origin. */
  portalUrl?: string
  onSelect?: JobSelectHandler
  /** The visitor's rating of the job once it is loaded; without it the card has no rating control. */
  ratingFor?: CardRatingFor
  onLoaded?: (job: JobSummary) => void
  onError?: (error: WidgetError) => void
}

type CardState = { status: 'loading' } | { status: 'ready'; job: JobSummary } | { status: 'not-found' | 'error' }

const NOT_FOUND = 'Diese Stelle gibt es nicht mehr.'
const FAILED = 'Die Stelle konnte nicht geladen werden.'

/** A whole job reduced to what a card shows (a single job has no distance). */
function toSummary(job: Job): JobSummary {
  return {
    id: job.id,
    slug: job.slug,
    name: job.name,
    name_hyphenated: job.name_hyphenated,
    type_id: job.type_id,
    category: job.category,
    business: {
      id: job.business.id,
      slug: job.business.slug,
      name: job.business.name,
      logo_url: job.business.logo_url,
    },
    city: job.city,
    postal_code: job.postal_code,
    latitude: job.latitude,
    longitude: job.longitude,
    distance_km: null,
    start_date: job.start_date,
    published_at: job.published_at,
    url: job.url,
  }
}

/** Loads one job by its slug and shows it as a card, with loading, gone and failure states. */
export function JobCardBySlug({
  apiBase,
  job,
  portalUrl = '',
  onSelect,
  onLoaded,
  onError,
  ratingFor,
}: JobCardBySlugProps) {
  const call = useMemo(() => createReadClient(apiBase), [apiBase])
  const [state, setState] = useState<CardState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const loaded = useLatest(onLoaded)
  const failed = useLatest(onError)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on "Erneut versuchen"
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    call('job', { params: { slug: job } }, { signal: controller.signal }).then(
      (answer) => {
        // A late answer for a removed card or an old slug is dropped.
        if (controller.signal.aborted) return
        const summary = toSummary(answer.data)
        setState({ status: 'ready', job: summary })
        loaded.current?.(summary)
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const status = error instanceof ApiRequestError ? error.status : 0
        const gone = status === 404 || status === 422
        setState({ status: gone ? 'not-found' : 'error' })
        failed.current?.({ kind: gone ? 'not-found' : 'network', message: gone ? NOT_FOUND : FAILED, status })
      },
    )
    return () => controller.abort()
  }, [call, job, attempt])

  switch (state.status) {
    case 'loading':
      return (
        <>
          <JobCardSkeleton />
          <span className="oabat-sr-only" role="status">
            Stelle wird geladen …
          </span>
        </>
      )
    case 'ready':
      return <JobCard job={state.job} portalUrl={portalUrl} onSelect={onSelect} rating={ratingFor?.(state.job)} />
    case 'not-found':
      return <StateMessage title={NOT_FOUND} text="Vielleicht ist sie schon besetzt. Schau Dir andere Stellen an." />
    case 'error':
      return (
        <StateMessage
          tone="error"
          title={FAILED}
          text="Prüfe Deine Internetverbindung und versuche es noch einmal."
          actionLabel="Erneut versuchen"
          onAction={() => setAttempt((n) => n + 1)}
        />
      )
  }
}
