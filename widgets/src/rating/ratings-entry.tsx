/**
 * @module ratings.js — the rating control of `<oabat-job-list ratings>` and `<oabat-job-card ratings>`.
 * The elements import it by URL only when the attribute asks for it, so neither element's download
 * carries the ratings store (docs/ratings.md).
 */
import {
  browserLocalStorage,
  createPathClient,
  createRatingsStore,
  type RatingsStore,
  ratingRoutePaths,
  ratingsApiOf,
} from '@oabat/core'
import { type CardRatingFor, cardRating } from './card-rating.tsx'

// One store per API origin, shared by every element on the page: a like in one list shows in the others.
const stores = new Map<string, RatingsStore>()

function storeFor(apiBase: string): RatingsStore {
  let store = stores.get(apiBase)
  if (!store) {
    store = createRatingsStore(
      browserLocalStorage(),
      ratingsApiOf(createPathClient(ratingRoutePaths, { baseUrl: apiBase })),
    )
    stores.set(apiBase, store)
  }
  return store
}

/**
 * A visitor's ratings on the host's site. The element cannot log in there, so they are a guest's
 * (SPEC §4): kept in this browser under the host's origin and sent to oabat anonymously, where
 * they count in the company's job statistics. Calls `onChange` now and on every change; the
 * answer stops watching.
 */
export function watchGuestRatings(apiBase: string, onChange: (ratingFor: CardRatingFor) => void): () => void {
  const store = storeFor(apiBase)
  return store.$ratings.subscribe((state) =>
    onChange((job) =>
      cardRating(
        {
          value: state.byJob[job.id]?.rating ?? null,
          onRate: (rating) => store.rateAsGuest(job.id, rating),
          onRemove: () => void store.remove(job.id),
        },
        job.name,
      ),
    ),
  )
}
