import type { PathCall } from '../client/path-client.ts'
import type { ratingRoutePaths } from '../contract/rating-route-paths.ts'
import type { RatingsApi } from './ratings-store.ts'

/** The ratings store's calls over a client of SPEC §7 Ratings (the portal's or a widget's). */
export function ratingsApiOf(call: PathCall<typeof ratingRoutePaths>): RatingsApi {
  return {
    list: async (userId, appendJobs) =>
      (await call('jobRatings', { query: { user_id: userId, append_jobs: appendJobs ? '1' : '0' } })).data,
    rate: async (body) => (await call('createJobRating', { body })).data,
    rateAnonymously: (body) => call('createAnonymousJobRating', { body }),
    remove: (id) => call('deleteJobRating', { params: { id } }),
  }
}
