import type { Generated } from 'kysely'

/** A trainee's rating of a job, 0–100; over 50 is a like (migration 0019, docs/ratings.md). */
export interface JobRatingsTable {
  id: Generated<number>
  job_id: number
  user_id: number
  rating: number
  created_at: string
  updated_at: string
}

/** A guest's rating under the local session id, until the guest logs in and replays it. */
export interface JobAnonymousRatingsTable {
  id: Generated<number>
  job_id: number
  anonymous_user_id: string
  rating: number
  created_at: string
  updated_at: string
}

/** An answer of the survey card (SPEC §3 Review): one per account and prompt name. */
export interface PlatformReviewsTable {
  id: Generated<number>
  user_id: number
  rating: number
  message: string
  type: string
  created_at: string
}

/** A trainee's favourite company (migration 0024): one row per trainee and company. */
export interface BusinessLikesTable {
  id: Generated<number>
  business_id: number
  user_id: number
  created_at: string
}

export interface RatingTables {
  business_likes: BusinessLikesTable
  job_ratings: JobRatingsTable
  job_anonymous_ratings: JobAnonymousRatingsTable
  platform_reviews: PlatformReviewsTable
}
