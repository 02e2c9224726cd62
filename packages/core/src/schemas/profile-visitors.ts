import { z } from 'zod'

/**
 * One trainee who opened the company's profile from a fair („Profilbesucher“, SPEC §2). Shown are
 * only the first name and the initial of the last name: no address, age, contact or account id
 * (docs/livestreams.md, Profilbesucher).
 */
export const ProfileVisitor = z
  .object({
    firstname: z.string(),
    lastname_initial: z.string(),
    visits: z.number().int(),
    last_visited_at: z.string(),
    /** Names of the fairs the visits came from, newest first. */
    fairs: z.array(z.string()),
  })
  .meta({ id: 'ProfileVisitor' })
export type ProfileVisitor = z.infer<typeof ProfileVisitor>

/** GET /api/business/{businessId}/profile_visits: the last PROFILE_VISIT_DAYS days. */
export const ProfileVisitors = z
  .object({
    days: z.number().int(),
    total_visits: z.number().int(),
    /** Visits of guests and of accounts that are not trainees: counted, never named. */
    anonymous_visits: z.number().int(),
    visitors: z.array(ProfileVisitor),
  })
  .meta({ id: 'ProfileVisitors' })
export type ProfileVisitors = z.infer<typeof ProfileVisitors>
