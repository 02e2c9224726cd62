import { browserLocalStorage, createRatingsStore, ratingsApiOf } from '@oabat/core'
import { api } from '../api/api-client.ts'

/**
 * The portal's one ratings store (SPEC §4 Ratings, docs/ratings.md): the visitor's rating per job,
 * a guest's in `rating_queue`. The calls go without the loading bar (SPEC §7: no progress indicator).
 */
export const ratings = createRatingsStore(browserLocalStorage(), ratingsApiOf(api))
