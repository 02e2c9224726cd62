import type { RouteRef } from './define-route.ts'

/** Method and path of the rating and platform review calls, exactly as SPEC §7 writes them; the
 * favourite companies (SPEC leaves them „not shown“) are ours, docs/ratings.md. */
export const ratingRoutePaths = {
  jobRatings: { method: 'GET', path: '/api/v2/jobs/ratings' },
  createJobRating: { method: 'POST', path: '/api/v2/jobs/ratings/' },
  createAnonymousJobRating: { method: 'POST', path: '/api/v2/jobs/anonymous_ratings/' },
  deleteJobRating: { method: 'DELETE', path: '/api/v2/jobs/ratings/{id}' },
  businessLikes: { method: 'GET', path: '/api/v2/businesses/likes' },
  createBusinessLike: { method: 'POST', path: '/api/v2/businesses/likes' },
  deleteBusinessLike: { method: 'DELETE', path: '/api/v2/businesses/likes/{businessId}' },
  businessLikeCount: { method: 'GET', path: '/api/business/{businessId}/likes' },
  reviews: { method: 'GET', path: '/api/v2/reviews' },
  createReview: { method: 'POST', path: '/api/v2/reviews' },
} as const satisfies Record<string, RouteRef>
