import { browserLocalStorage, createRatingsStore } from '@oabat/core'
import { api } from '../api/api-client.ts'

/**
 * The portal's one ratings store (SPEC §4 Ratings, docs/ratings.md): the visitor's rating per job,
 * a guest's in `rating_queue`. The calls go without the loading bar (SPEC §7: no progress indicator).
 */
export const ratings = createRatingsStore(browserLocalStorage(), {
  list: async (userId, appendJobs) =>
    (await api('jobRatings', { query: { user_id: userId, append_jobs: appendJobs ? '1' : '0' } })).data,
  rate: async (body) => (await api('createJobRating', { body })).data,
  rateAnonymously: (body) => api('createAnonymousJobRating', { body }),
  remove: (id) => api('deleteJobRating', { params: { id } }),
})
