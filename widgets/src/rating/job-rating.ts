import { DISLIKE_RATING, isLike, LIKE_RATING } from '@oabat/core'

/** What a job card needs to show and change the visitor's rating (SPEC §4 Ratings). */
export interface JobCardRating {
  /** The visitor's rating 0–100, or null when the job is not rated. */
  value: number | null
  onRate(rating: number): void
  onRemove(): void
}

/** A press on „Gefällt mir“ or „Gefällt mir nicht“: the same button again takes the rating back. */
export function ratingPress(rating: JobCardRating, like: boolean): void {
  const current = rating.value === null ? null : isLike(rating.value)
  if (current === like) rating.onRemove()
  else rating.onRate(like ? LIKE_RATING : DISLIKE_RATING)
}

/** How far (px) a finger must move sideways before a swipe counts, as in dating-style job apps. */
export const SWIPE_DISTANCE = 80
