import { z } from 'zod'
import { JobSummary } from './job.ts'

/** SPEC §3 Rating: a trainee's rating 0–100 of a job; over 50 counts as a like. */
export const JobRating = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    user_id: z.number().int(),
    rating: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    job: JobSummary.optional().meta({ description: 'The job as on a card (append_jobs=1; published jobs only)' }),
  })
  .meta({ id: 'JobRating' })
export type JobRating = z.infer<typeof JobRating>

/** A guest's rating kept under the browser's session id (SPEC §7 anonymous_ratings). */
export const AnonymousJobRating = z
  .object({ job_id: z.number().int(), anonymous_user_id: z.string(), rating: z.number().int() })
  .meta({ id: 'AnonymousJobRating' })

/** SPEC §3 Review: a platform review from the survey card. */
export const PlatformReview = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    rating: z.number().int(),
    message: z.string(),
    type: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'PlatformReview' })
export type PlatformReview = z.infer<typeof PlatformReview>

/** The company of a favourite as a card shows it. */
export const LikedBusiness = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), logo_url: z.string().nullable() })
  .meta({ id: 'LikedBusiness' })
export type LikedBusiness = z.infer<typeof LikedBusiness>

/** SPEC §3 Business `is_liked`: a trainee's favourite company (docs/ratings.md). */
export const BusinessLike = z
  .object({
    id: z.number().int(),
    business_id: z.number().int(),
    user_id: z.number().int(),
    created_at: z.string(),
    business: LikedBusiness.optional().meta({ description: 'The company (visible companies only)' }),
  })
  .meta({ id: 'BusinessLike' })
export type BusinessLike = z.infer<typeof BusinessLike>

/** How many trainees marked a company as favourite; never who. */
export const BusinessLikeCount = z.object({ likes: z.number().int() }).meta({ id: 'BusinessLikeCount' })
