import { JOB_TYPE_LABELS, type JobSummary } from '@oabat/core'
import { type MouseEvent, useRef, useState } from 'react'
import type { CardRating } from '../rating/card-rating.tsx'
import { formatDistance, formatPublished, formatStartDate, initialsOf } from '../shared/format.ts'
import themeCss from '../shared/theme.css?inline'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import cardCss from './job-card.css?inline'

/** Called on a plain primary click on a job's link; preventDefault() keeps the page where it is. */
export type JobSelectHandler = (job: JobSummary, event: MouseEvent<HTMLAnchorElement>) => void

export interface JobCardProps {
  job: JobSummary
  /** Origin of the portal the job link points to; '' means the page's own origin. */
  portalUrl: string
  onSelect?: JobSelectHandler
  /** The rating control and swipe (rating/card-rating.tsx); without it the card has none. */
  rating?: CardRating
}

export const jobCardStyles = [themeCss, cardCss] as const

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** One job as a card: logo, linked title, business, place and distance, type, start and age. */
export function JobCard({ job, portalUrl, onSelect, rating }: JobCardProps) {
  const ref = useRef<HTMLElement>(null)
  useWidgetStyles(ref, jobCardStyles)
  const [logoBroken, setLogoBroken] = useState(false)
  const start = job.start_date ? formatStartDate(job.start_date) : null
  const published = formatPublished(job.published_at)
  const href = `${portalUrl.replace(/\/$/, '')}${job.url}`

  return (
    <article
      ref={ref}
      className={rating ? 'oabat-card oabat-card--rated oabat-theme' : 'oabat-card oabat-theme'}
      part="card"
      lang="de"
      data-job-id={job.id}
      {...rating?.swipe}
    >
      <span className="oabat-card__logo" part="logo">
        {job.business.logo_url && !logoBroken ? (
          <img
            src={job.business.logo_url}
            alt={`Logo von ${job.business.name}`}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            onError={() => setLogoBroken(true)}
          />
        ) : (
          <span aria-hidden="true">{initialsOf(job.business.name)}</span>
        )}
      </span>
      <span className="oabat-card__body">
        <h3 className="oabat-card__title" part="title">
          <a
            className="oabat-card__link"
            href={href}
            onClick={(event) => {
              if (onSelect && isPlainClick(event)) onSelect(job, event)
            }}
          >
            {/* Soft hyphens from the server break long German words with a hyphen on any browser. */}
            {job.name_hyphenated ?? job.name}
          </a>
        </h3>
        <span className="oabat-card__business">{job.business.name}</span>
        <ul className="oabat-card__meta" part="meta">
          <li className="oabat-card__type">{JOB_TYPE_LABELS[job.type_id]}</li>
          <li>
            {job.city}
            {job.distance_km !== null ? ` · ${formatDistance(job.distance_km)}` : ''}
          </li>
          {start ? <li>{start}</li> : null}
          {published ? (
            <li>
              Veröffentlicht <time dateTime={job.published_at}>{published}</time>
            </li>
          ) : null}
        </ul>
      </span>
      {rating?.control}
    </article>
  )
}
