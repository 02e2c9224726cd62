import type { JobSummary } from '@oabat/core'
import type { ReactNode } from 'react'
import type { JobCardRating } from './job-rating.ts'
import { RatingControl } from './rating-control.tsx'
import { type SwipeHandlers, swipeHandlers } from './swipe-handlers.ts'

/**
 * What a rated job card shows: the control and the swipe. Built here and handed to the card, so
 * the card's own code (in every job widget's download) carries none of the rating's.
 */
export interface CardRating {
  control: ReactNode
  swipe: SwipeHandlers
}

/** The visitor's rating of each job of a list or card; undefined = no rating control. */
export type CardRatingFor = (job: JobSummary) => CardRating | undefined

export function cardRating(rating: JobCardRating, jobName: string): CardRating {
  return { control: <RatingControl rating={rating} jobName={jobName} />, swipe: swipeHandlers(rating) }
}
