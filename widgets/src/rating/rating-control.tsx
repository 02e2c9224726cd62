import { isLike } from '@oabat/core'
import { type JobCardRating, ratingPress } from './job-rating.ts'

/**
 * The rating control of a job card and a job page: „Gefällt mir“ (rating 100) and „Gefällt mir
 * nicht“ (0) as toggle buttons; pressing the chosen one again removes the rating.
 */
export function RatingControl({ rating, jobName }: { rating: JobCardRating; jobName: string }) {
  const liked = rating.value !== null && isLike(rating.value)
  const disliked = rating.value !== null && !isLike(rating.value)
  return (
    <span className="oabat-rating" part="rating">
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
