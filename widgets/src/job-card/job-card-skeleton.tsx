import { useRef } from 'react'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import { jobCardStyles } from './job-card.tsx'

/** A typical card's texts: the skeleton renders them invisibly, so it is as tall as a real card. */
const GHOST_META = ['Ausbildung', 'Passau · 0,1 km', 'ab 1. Sept. 2027', 'Veröffentlicht am 23. Oktober 2026']

/** The shape of a card while its data loads; hidden from screen readers (the list says "lädt"). */
export function JobCardSkeleton() {
  const ref = useRef<HTMLDivElement>(null)
  useWidgetStyles(ref, jobCardStyles)
  return (
    <div ref={ref} className="oabat-card oabat-card--skeleton oabat-theme" part="card" aria-hidden="true">
      <span className="oabat-skeleton oabat-card__logo-placeholder" />
      <span className="oabat-card__body">
        <span className="oabat-card__title">
          <span className="oabat-skeleton oabat-card__ghost">Ausbildung als Fachkraft für Lagerlogistik 2027</span>
        </span>
        <span className="oabat-card__business">
          <span className="oabat-skeleton oabat-card__ghost">Walter Antriebstechnik AG</span>
        </span>
        <span className="oabat-card__meta">
          {GHOST_META.map((text) => (
            <span key={text} className="oabat-skeleton oabat-card__ghost">
              {text}
            </span>
          ))}
        </span>
      </span>
    </div>
  )
}
