import {
  ApiRequestError,
  businessPagePath,
  CRAFT_LABELS,
  type Craft,
  excerpt,
  internshipPagePath,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type JobV2,
  jobHeading,
} from '@oabat/core'
import { buttonClassName, Card } from '@oabat/ui'
import { JobList, RatingControl } from '@oabat/widgets'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { hasJobContent, JobContent, jobText } from '../components/content-blocks.tsx'
import { formatDuration, formatPositions, formatStart, graduationLabel } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { JobInterestCard } from '../job-interest/job-interest-card.tsx'
import { cardRatingFor, useRatingFor } from '../ratings/use-rating-for.ts'
import './job-page.css'

/** Jobs nearby: the same kind of offer within this distance. */
const NEARBY_RADIUS_KM = 25
const NEARBY_COUNT = 6

/** SPEC §2 /betriebe/{slug}/jobs/{jobSlug}: a job from GET /api/v2/jobs/{slug}. */
export function JobPage({ jobSlug }: { jobSlug: string }) {
  const { data, error, mutate } = useApi('jobV2', { params: { slug: jobSlug } })
  if (error instanceof ApiRequestError && error.status === 404)
    return <ErrorPage status={404} message={error.message} />
  if (error) return <LoadError subject="Die Stelle" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={8} label="Stelle wird geladen …" />
  return <JobDetails job={data.data} />
}

function Facts({ job }: { job: JobV2 }) {
  const site = job.business_site
  const employment = jobText(job).employmentType
  const facts: Array<[string, string | null]> = [
    ['Ort', [site.street, [job.postal_code, job.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
    ['Beginn', formatStart(job.start_date)],
    ['Dauer', formatDuration(job.duration_months)],
    ['Anstellung', employment],
    ['Plätze', formatPositions(job.positions)],
    ['Schulabschluss', graduationLabel(job.graduation)],
  ]
  return (
    <dl className="job-facts">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term} className="job-facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

/**
 * The job as trainees see it. `preview` (the company's preview of an unsaved job, /betrieb/job/vorschau)
 * leaves out the jobs nearby and keeps the page out of the index.
 */
export function JobDetails({ job, preview = false }: { job: JobV2; preview?: boolean }) {
  const onSelect = usePortalJobSelect()
  usePageHead({
    title: jobHeading(job.name, job.business.name),
    description: excerpt(job.description) || `${JOB_TYPE_LABELS[job.type_id]} bei ${job.business.name}`,
    canonicalPath: preview ? null : job.url,
  })
  const category = job.category ? CRAFT_LABELS[job.category as Craft] : null
  const businessPath = businessPagePath(job.business.slug)
  const ratingFor = useRatingFor()
  // Only after hydration and never in the company's preview: the rating is the visitor's own.
  const rating = preview ? undefined : ratingFor(job)
  const cardRatings = useMemo(() => cardRatingFor(ratingFor), [ratingFor])
  return (
    <article className="job-page">
      <Card as="div" className="job-page__header">
        {/* In the corner, over nothing: appearing after hydration shifts no line of the page. */}
        {rating && (
          <div className="job-page__rating">
            <RatingControl rating={rating} jobName={job.name} />
          </div>
        )}
        <div className="job-page__company">
          <CompanyLogo name={job.business.name} url={job.business.logo_url} size={64} />
          <div>
            <Link href={businessPath} className="job-page__company-name">
              {job.business.name}
            </Link>
            <p className="job-page__place">{job.city}</p>
          </div>
        </div>
        <h1 className="job-page__title">{job.name}</h1>
        <ul className="job-page__tags" aria-label="Merkmale">
          <li className="job-page__tag job-page__tag--type">{JOB_TYPE_LABELS[job.type_id]}</li>
          {category && <li className="job-page__tag">{category}</li>}
        </ul>
        <Facts job={job} />
      </Card>

      {/* Not in the company's preview of an unsaved job: nobody can send interest in it yet. */}
      {/* Rendered on the server as a guest sees it, so it takes its place at once (no layout shift). */}
      {!preview && <JobInterestCard job={job} />}

      {!preview && job.type_id === JOB_TYPES.traineeship && (
        <Card as="section" className="job-page__business" aria-labelledby="job-weeks-title">
          <h2 id="job-weeks-title">Praktikumswochen</h2>
          <p>Sieh nach, in welchen Wochen {job.business.name} Praktikant:innen nimmt, und buche Deine Woche.</p>
          <Link
            href={internshipPagePath(job.business.slug, job.slug)}
            className={buttonClassName({ design: 'primary-flat' })}
          >
            Freie Wochen ansehen
          </Link>
        </Card>
      )}

      {hasJobContent(job) && (
        <Card as="section" className="job-page__text" aria-label="Beschreibung">
          <JobContent job={job} />
        </Card>
      )}

      <Card as="section" className="job-page__business" aria-labelledby="job-business-title">
        <h2 id="job-business-title">Über {job.business.name}</h2>
        <p>Erfahre mehr über den Betrieb, seine Standorte und alle offenen Stellen.</p>
        <Link href={businessPath} className={buttonClassName({ design: 'primary-flat' })}>
          Zum Betrieb
        </Link>
      </Card>

      {!preview && (
        <section className="job-page__nearby" aria-labelledby="job-nearby-title">
          <h2 id="job-nearby-title">Weitere Stellen in der Nähe</h2>
          <JobList
            apiBase={API_BASE}
            portalUrl={portalOrigin()}
            latitude={job.latitude}
            longitude={job.longitude}
            radius={NEARBY_RADIUS_KM}
            type={job.type_id === 2 ? 'praktikum' : job.type_id === 1 ? 'ausbildung' : 'alle'}
            pageSize={NEARBY_COUNT}
            exclude={job.slug}
            onSelect={onSelect}
            ratingFor={cardRatings}
          />
        </section>
      )}
    </article>
  )
}
