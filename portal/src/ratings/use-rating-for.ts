import { canLike, isTrainee, needsFirstLikeDialog, openRatingDialog, showError } from '@oabat/core'
import { type CardRatingFor, cardRating, type JobCardRating } from '@oabat/widgets'
import { useCallback, useMemo } from 'react'
import { useAuth } from '../auth/use-auth.ts'
import { useHydrated } from '../ssr/client-only.tsx'
import { useStore } from '../state/use-store.ts'
import { ratings } from './ratings-stores.ts'

const NO_RATINGS = { byJob: {}, userId: null }

/** A rating the server refused or could not take: the snackbar says why (in German from the server). */
function reportFailure(error: unknown) {
  showError(error instanceof Error ? error.message : 'Die Bewertung konnte nicht gespeichert werden.')
}

/**
 * The rating of a job for the visitor (SPEC §4 Ratings, §6 like: trainee or guest), or undefined
 * for accounts that do not rate and during server rendering (the ratings live in the browser).
 */
export function useRatingFor(): (job: { id: number; name: string }) => JobCardRating | undefined {
  const { status, user } = useAuth()
  const hydrated = useHydrated()
  const state = useStore(ratings.$ratings, NO_RATINGS)
  return useCallback(
    (job) => {
      if (!hydrated || status === 'checking' || !canLike(user)) return undefined
      const value = state.byJob[job.id]?.rating ?? null
      if (!user || !isTrainee(user))
        return {
          value,
          onRate(rating) {
            ratings.rateAsGuest(job.id, rating)
            openRatingDialog({ kind: 'login', jobName: job.name })
          },
          onRemove: () => void ratings.remove(job.id),
        }
      return {
        value,
        onRate(rating) {
          if (needsFirstLikeDialog(user, rating)) {
            openRatingDialog({ kind: 'first-like', jobId: job.id, jobName: job.name, rating })
            return
          }
          ratings.rate(user.id, job.id, rating).catch(reportFailure)
        },
        onRemove: () => void ratings.remove(job.id).catch(reportFailure),
      }
    },
    [hydrated, status, user, state],
  )
}

/** The rating as JobCard and JobList take it: the control and the swipe of each card. */
export function useCardRatingFor(): CardRatingFor {
  const ratingFor = useRatingFor()
  return useMemo(() => cardRatingFor(ratingFor), [ratingFor])
}

export function cardRatingFor(ratingFor: ReturnType<typeof useRatingFor>): CardRatingFor {
  return (job) => {
    const rating = ratingFor(job)
    return rating && cardRating(rating, job.name)
  }
}
