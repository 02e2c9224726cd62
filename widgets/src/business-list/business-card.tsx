import type { BusinessSummary } from '@oabat/core'
import { type MouseEvent, useRef, useState } from 'react'
import { jobCardStyles } from '../job-card/job-card.tsx'
import { formatCount, formatDistance, initialsOf } from '../shared/format.ts'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'

/** Called on a plain primary click on a business link; preventDefault() keeps the page where it is. */
export type BusinessSelectHandler = (business: BusinessSummary, event: MouseEvent<HTMLAnchorElement>) => void

export interface BusinessCardProps {
  business: BusinessSummary
  /** Origin of the portal the link points to; '' means the page's own origin. */
  portalUrl: string
  /** Opens the business page in a new tab (embeds in iframes). */
  newTab?: boolean
  onSelect?: BusinessSelectHandler
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** "Keine offenen Stellen", "1 offene Stelle", "12 offene Stellen" */
export function jobsCountLabel(count: number): string {
  if (count === 0) return 'Keine offenen Stellen'
  return count === 1 ? '1 offene Stelle' : `${formatCount(count)} offene Stellen`
}

/** One business as a card: logo (or initials), linked name, motto, city with distance, open jobs. */
export function BusinessCard({ business, portalUrl, newTab = false, onSelect }: BusinessCardProps) {
  const ref = useRef<HTMLElement>(null)
  useWidgetStyles(ref, jobCardStyles)
  const [logoBroken, setLogoBroken] = useState(false)
  const href = `${portalUrl.replace(/\/$/, '')}${business.url}`

  return (
    <article ref={ref} className="oabat-card oabat-theme" part="card" lang="de" data-business-id={business.id}>
      <span className="oabat-card__logo" part="logo">
        {business.logo_url && !logoBroken ? (
          <img
            src={business.logo_url}
            alt={`Logo von ${business.name}`}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            onError={() => setLogoBroken(true)}
          />
        ) : (
          <span aria-hidden="true">{initialsOf(business.name)}</span>
        )}
      </span>
      <span className="oabat-card__body">
        <h3 className="oabat-card__title" part="title">
          <a
            className="oabat-card__link"
            href={href}
            {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
            onClick={(event) => {
              if (onSelect && isPlainClick(event)) onSelect(business, event)
            }}
          >
            {business.name}
            {newTab ? <span className="oabat-sr-only"> (öffnet in neuem Tab)</span> : null}
          </a>
        </h3>
        {business.motto ? <span className="oabat-card__business">{business.motto}</span> : null}
        <ul className="oabat-card__meta" part="meta">
          <li>
            {business.city}
            {business.distance_km !== null ? ` · ${formatDistance(business.distance_km)}` : ''}
          </li>
          <li className="oabat-card__type">{jobsCountLabel(business.jobs_count)}</li>
        </ul>
      </span>
    </article>
  )
}
