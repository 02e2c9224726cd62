import type { JobSummary } from '@oabat/core'
import type { ReactNode } from 'react'
import type { JobCardRating } from './job-rating.ts'
import { type RatedHandler, useGuestRatings } from './use-guest-ratings.ts'

type RatingFor = (job: JobSummary) => JobCardRating | undefined

interface GuestRatingsProps {
  apiBase: string
  /** The element's `ratings` attribute: without it the cards have no rating control. */
  enabled: boolean
  onRated: RatedHandler
  children: (ratingFor: RatingFor | undefined) => ReactNode
}

function WithRatings({ apiBase, onRated, children }: Omit<GuestRatingsProps, 'enabled'>) {
  return children(useGuestRatings(apiBase, onRated))
}

/** Gives a widget element's cards the guest's rating control when the page asked for it. */
export function GuestRatings({ enabled, children, ...rest }: GuestRatingsProps) {
  return enabled ? <WithRatings {...rest}>{children}</WithRatings> : children(undefined)
}
