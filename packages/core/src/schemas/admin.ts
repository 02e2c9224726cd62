import { z } from 'zod'

/**
 * A company in the admin's list (GET /api/v2/admin/business): what /admin/betriebe shows in a row
 * and what the fair and slot pickers need. `owner` is the company's first account, the one the
 * admin logs in as from the row (SPEC §4 impersonation).
 */
export const AdminBusinessRow = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    is_job_fair_participant: z.boolean(),
    is_visible: z.boolean(),
    created_at: z.string(),
    owner: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
    subscription_type_ids: z.array(z.number().int()),
    published_jobs: z.number().int(),
    /** The company's sites with the channels each is in (main site first); the admin adds or removes them. */
    sites: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        city: z.string(),
        is_main: z.boolean(),
        channels: z.array(z.object({ slug: z.string(), name: z.string(), is_active: z.boolean() })),
      }),
    ),
  })
  .meta({ id: 'AdminBusinessRow' })
export type AdminBusinessRow = z.infer<typeof AdminBusinessRow>

/** A school in the admin's list (GET /api/v2/admin/schools). */
export const AdminSchoolRow = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type: z.string(),
    city: z.string(),
    /** The Schwarzes Brett is unlocked (SPEC §1: unlocked per school). */
    is_minibat_unlocked: z.boolean(),
    channel: z.object({ slug: z.string(), name: z.string() }).nullable(),
    /** Accounts of the school (0: nobody has registered it yet). */
    users: z.number().int(),
    /** The regions the school is assigned to (Schulverwaltung, POST/DELETE /api/v2/school/{id}/region/{region}). */
    regions: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  })
  .meta({ id: 'AdminSchoolRow' })
export type AdminSchoolRow = z.infer<typeof AdminSchoolRow>

/** A channel (GET /api/channels): the filter of the admin's lists. */
export const Channel = z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).meta({ id: 'Channel' })
export type Channel = z.infer<typeof Channel>

/** One recorded impersonation (SPEC §4): which admin logged in as whom, when, and when it ended. */
export const ImpersonationRecord = z
  .object({
    id: z.number().int(),
    admin: z.object({ id: z.number().int(), name: z.string() }),
    target: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    created_at: z.string(),
    /** When the admin returned (or logged out); null while it lasts or when the token simply expired. */
    ended_at: z.string().nullable(),
  })
  .meta({ id: 'ImpersonationRecord' })
export type ImpersonationRecord = z.infer<typeof ImpersonationRecord>

/** A job of a job list as the admin edits it, published or not. */
export const AdminJobListJob = z
  .object({
    slug: z.string(),
    name: z.string(),
    business_name: z.string(),
    status: z.enum(['draft', 'pending', 'published', 'archived']),
  })
  .meta({ id: 'AdminJobListJob' })
export type AdminJobListJob = z.infer<typeof AdminJobListJob>
