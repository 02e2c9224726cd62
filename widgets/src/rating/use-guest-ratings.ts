import {
  browserLocalStorage,
  createPathClient,
  createRatingsStore,
  type RatingsStore,
  ratingRoutePaths,
} from '@oabat/core'
import { useCallback, useSyncExternalStore } from 'react'
import type { JobCardRating } from './job-rating.ts'

/** One store per API origin and page: every list and card of the page shows the same ratings. */
const stores = new Map<string, RatingsStore>()

function storeFor(apiBase: string): RatingsStore {
  let store = stores.get(apiBase)
  if (!store) {
    const call = createPathClient(ratingRoutePaths, { baseUrl: apiBase })
    store = createRatingsStore(browserLocalStorage(), {
      list: async (userId, appendJobs) =>
        (await call('jobRatings', { query: { user_id: userId, append_jobs: appendJobs ? '1' : '0' } })).data,
      rate: async (body) => (await call('createJobRating', { body })).data,
      rateAnonymously: (body) => call('createAnonymousJobRating', { body }),
      remove: (id) => call('deleteJobRating', { params: { id } }),
    })
    stores.set(apiBase, store)
  }
  return store
}

export type RatedHandler = (job: { id: number; name: string; url: string }, rating: number | null) => void

/**
 * A widget visitor's ratings (the `ratings` attribute, widgets/PROTOCOL.md): widgets have no login,
 * so a rating is a guest's — kept in this site's local storage under the session id and sent to
 * POST /api/v2/jobs/anonymous_ratings/. `onRated` tells the page (the `oabat:rate` event), which may
 * ask the visitor to log in on the portal.
 */
export function useGuestRatings(apiBase: string, onRated: RatedHandler) {
  const store = storeFor(apiBase)
  const state = useSyncExternalStore(
    (onChange) => store.$ratings.listen(onChange),
    () => store.$ratings.get(),
    () => store.$ratings.get(),
  )
  return useCallback(
    (job: { id: number; name: string; url: string }): JobCardRating => ({
      value: state.byJob[job.id]?.rating ?? null,
      onRate(rating) {
        store.rateAsGuest(job.id, rating)
        onRated(job, rating)
      },
      onRemove() {
        void store.remove(job.id)
        onRated(job, null)
      },
    }),
    [store, state, onRated],
  )
}
