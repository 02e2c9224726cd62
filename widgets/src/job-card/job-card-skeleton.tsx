import { useRef } from 'react'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import { jobCardStyles } from './job-card.tsx'

/** The shape of a card while its data loads; hidden from screen readers (the list says "lädt"). */
export function JobCardSkeleton() {
  const ref = useRef<HTMLDivElement>(null)
  useWidgetStyles(ref, jobCardStyles)
  return (
    <div ref={ref} className="oabat-card oabat-card--skeleton oabat-theme" part="card" aria-hidden="true">
      <span className="oabat-skeleton oabat-card__logo-placeholder" />
      <span className="oabat-card__body">
        <span className="oabat-skeleton oabat-card__line oabat-card__line--title" />
        <span className="oabat-skeleton oabat-card__line" />
        <span className="oabat-skeleton oabat-card__line oabat-card__line--short" />
      </span>
    </div>
  )
}
