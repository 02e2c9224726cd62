import { isLike, type JobSummary } from '@oabat/core'
import { Card } from '@oabat/ui'
import { JobCard } from '@oabat/widgets'
import { useEffect, useMemo } from 'react'
import { Link } from 'wouter'
import { AccountPage } from '../account/account-page.tsx'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePortalJobSelect } from '../components/use-portal-select.ts'
import { useStore } from '../state/use-store.ts'
import { FavouriteBusinesses } from './favourite-businesses.tsx'
import { ratings } from './ratings-stores.ts'
import { useCardRatingFor } from './use-rating-for.ts'
import './favorites-page.css'

/**
 * SPEC §2 /favoriten: the jobs the trainee likes (rated over 50), newest first, from
 * GET /api/v2/jobs/ratings with append_jobs=1. Taking a like back removes the job from the list.
 * Below them the favourite companies (GET /api/v2/businesses/likes).
 */
export function FavoritesPage() {
  const { user } = useAuth()
  const input = user ? { query: { user_id: user.id, append_jobs: '1' as const } } : null
  const { data, error, mutate } = useApi('jobRatings', input)
  const ratingFor = useCardRatingFor()
  const onSelect = usePortalJobSelect()
  const state = useStore(ratings.$ratings)
  // A like changed on this page (or the replay after login finished): the list follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store's state is the trigger
  useEffect(() => {
    void mutate()
  }, [state, mutate])
  const liked = useMemo(
    () =>
      (data?.data ?? [])
        .filter((rating) => isLike(rating.rating) && rating.job)
        .map((rating) => rating.job as JobSummary),
    [data],
  )

  return (
    <AccountPage title="Favoriten" intro={<p>Die Stellen und Unternehmen, die Dir gefallen.</p>}>
      <h2>Stellen</h2>
      {error ? (
        <LoadError subject="Deine Favoriten" error={error} onRetry={() => mutate()} />
      ) : !data ? (
        <Skeleton lines={4} label="Favoriten werden geladen …" />
      ) : liked.length === 0 ? (
        <Card as="section" className="favorites__empty">
          <h2>Noch keine Favoriten</h2>
          <p>
            Tippe bei einer Stelle auf das Herz oder wische sie auf dem Handy nach rechts, dann findest Du sie hier.{' '}
            <Link href="/">Stellen suchen</Link>
          </p>
        </Card>
      ) : (
        <ul className="favorites__list" aria-label="Stellen, die Dir gefallen">
          {liked.map((job) => (
            <li key={job.id}>
              <JobCard job={job} portalUrl="" onSelect={onSelect} rating={ratingFor(job)} />
            </li>
          ))}
        </ul>
      )}
      {user && <FavouriteBusinesses userId={user.id} />}
    </AccountPage>
  )
}
