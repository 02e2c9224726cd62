import { isLike } from '@oabat/core'
import { useRef } from 'react'
import themeCss from '../shared/theme.css?inline'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import { type JobCardRating, ratingPress } from './job-rating.ts'
import ratingCss from './rating-control.css?inline'

const ratingStyles = [themeCss, ratingCss] as const

/**
 * The rating control of a job card and a job page: „Gefällt mir“ (rating 100) and „Gefällt mir
 * nicht“ (0) as toggle buttons; pressing the chosen one again removes the rating.
 */
export function RatingControl({ rating, jobName }: { rating: JobCardRating; jobName: string }) {
  const liked = rating.value !== null && isLike(rating.value)
  const disliked = rating.value !== null && !isLike(rating.value)
  const ref = useRef<HTMLSpanElement>(null)
  // On a job page the control stands alone; on a card the card adopted the same sheets already.
  useWidgetStyles(ref, ratingStyles)
  return (
    <span ref={ref} className="oabat-rating oabat-theme" part="rating">
      <button
        type="button"
        className="oabat-rating__button oabat-rating__button--dislike"
        aria-pressed={disliked}
        aria-label={`${jobName}: Gefällt mir nicht`}
        title="Gefällt mir nicht"
        onClick={() => ratingPress(rating, false)}
      >
        <span aria-hidden="true">✕</span>
      </button>
      <button
        type="button"
        className="oabat-rating__button oabat-rating__button--like"
        aria-pressed={liked}
        aria-label={`${jobName}: Gefällt mir`}
        title="Gefällt mir"
        onClick={() => ratingPress(rating, true)}
      >
        <span aria-hidden="true">♥</span>
      </button>
    </span>
  )
}
