import { z } from 'zod'
import { PostSummary } from './search-v2.ts'

/** SPEC §3 Post: a news item of a business, school or region (the Neuigkeiten tab). */
export const Post = PostSummary.extend({ body: z.string(), channel: z.string() }).meta({ id: 'Post' })
export type Post = z.infer<typeof Post>

/** SPEC §3 Event: start_at, title, channel. */
export const EventItem = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    start_at: z.string(),
    end_at: z.string().nullable(),
    city: z.string().nullable(),
    channel: z.string(),
    url: z.string(),
  })
  .meta({ id: 'Event' })
export type EventItem = z.infer<typeof EventItem>

/** SPEC §3 Job fair (Messe). */
export const JobFair = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    logo_file_path: z.string().nullable(),
    channel: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    location_slug: z.string(),
    city: z.string(),
    businesses: z.array(
      z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo_url: z.string().nullable() }),
    ),
    businesses_unpublished: z.number().int(),
    distance_km: z.number().nullable(),
    /** The fair's livestreams (GET /api/livestreams/{id} has the whole stream), planned start first. */
    livestreams: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        is_live: z.boolean(),
        planned_start: z.string().nullable(),
        planned_end: z.string().nullable(),
        thumbnail_url: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'JobFair' })
export type JobFair = z.infer<typeof JobFair>

/** A fair as the admin edits it: every participating company, published or not (GET /api/admin/jobfairs/{id}). */
export const AdminJobFair = JobFair.extend({
  participants: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), is_published: z.boolean() }),
  ),
}).meta({ id: 'AdminJobFair' })
export type AdminJobFair = z.infer<typeof AdminJobFair>
