import { z } from 'zod'
import { BusinessRef, BusinessSite } from './business.ts'

export const JobTypeId = z.union([z.literal(1), z.literal(2), z.literal(3)]).meta({
  id: 'JobTypeId',
  description: '1 Ausbildung, 2 Praktikum, 3 Job',
})

/** A job in a result list: enough for a card, nothing more. */
export const JobSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_hyphenated: z.string().optional().meta({
      description:
        'The name with soft hyphens (U+00AD) at the German syllable breaks of its long words, for narrow cards',
    }),
    type_id: JobTypeId,
    category: z.string().nullable(),
    business: BusinessRef,
    city: z.string(),
    postal_code: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    distance_km: z.number().nullable(),
    start_date: z.string().nullable(),
    published_at: z.string(),
    url: z.string().meta({ description: 'Path of the job page in the portal' }),
  })
  .meta({ id: 'JobSummary' })
export type JobSummary = z.infer<typeof JobSummary>

export const ContentBlock = z
  .object({ component: z.string(), data: z.record(z.string(), z.unknown()) })
  .meta({ id: 'ContentBlock' })
export type ContentBlock = z.infer<typeof ContentBlock>

/** A whole job (v1 shape: the text in description). */
export const Job = JobSummary.omit({ distance_km: true })
  .extend({
    description: z.string(),
    tasks: z.array(z.string()),
    requirements: z.array(z.string()),
    benefits: z.array(z.string()),
    duration_months: z.number().int().nullable(),
    positions: z.number().int(),
    graduation: z.string().nullable(),
    version: z.number().int(),
    business_site: BusinessSite,
    is_liked: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'Job' })
export type Job = z.infer<typeof Job>

/** v2 shape: the same job with its text as content blocks. */
export const JobV2 = Job.extend({ content_blocks: z.array(ContentBlock) }).meta({ id: 'JobV2' })
export type JobV2 = z.infer<typeof JobV2>

export const JobCategory = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .meta({ id: 'JobCategory' })
export type JobCategory = z.infer<typeof JobCategory>
