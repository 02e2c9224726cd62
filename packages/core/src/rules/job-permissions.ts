import { JOB_TYPES, type JobTypeId } from '../constants.ts'
import { hasBusinessPermission, PREMIUM_SUBSCRIPTION_TYPE_ID } from './capabilities.ts'
import { JOB_VERSION_THRESHOLD, TRUSTWORTHY_JOB_PERMISSION } from './guards.ts'
import type { RuleUser } from './roles.ts'

/*
 * SPEC §4 job links and §6 business permissions, decided once for server and portal:
 * - creating a job of type 1 or 2 in the new editor (version 2) needs the general permission
 *   `activate_job` (the "trustworthy" one of the business guard); the legacy editor (version 1,
 *   /betriebe/{slug}/jobs/erstellen) may create them without it;
 * - creating a type-3 job needs `job_v3` in either editor;
 * - publishing needs the permission of the job's type (publish_apprenticeship, publish_traineeship,
 *   publish_regular_jobs); without it, a publish request goes to review (status pending) and an
 *   admin's approval publishes.
 */

/** The permission that publishes a job of a type without review. */
export const JOB_PUBLISH_PERMISSIONS: Readonly<Record<JobTypeId, string>> = {
  1: 'publish_apprenticeship',
  2: 'publish_traineeship',
  3: 'publish_regular_jobs',
}

/** SPEC §6: the permission a type-3 job needs to be created at all. */
export const JOB_V3_PERMISSION = 'job_v3'

/** SPEC §6 permission `statistics`: the job statistics per platform. */
export const JOB_STATISTICS_PERMISSION = 'statistics'

/** The permission creating a job of this type in this editor version needs; null when none. */
export function jobCreatePermission(typeId: JobTypeId, version: number): string | null {
  if (typeId === JOB_TYPES.job) return JOB_V3_PERMISSION
  return version >= JOB_VERSION_THRESHOLD ? TRUSTWORTHY_JOB_PERMISSION : null
}

/** Whether the user's business may create a job of this type in this editor version. */
export function canCreateJob(user: RuleUser | null | undefined, typeId: JobTypeId, version: number): boolean {
  if (!user?.business) return false
  const needed = jobCreatePermission(typeId, version)
  return needed === null || hasBusinessPermission(user, needed)
}

/** Whether the user's business publishes a job of this type at once (else the job goes to review). */
export function canPublishJob(user: RuleUser | null | undefined, typeId: JobTypeId): boolean {
  return hasBusinessPermission(user, JOB_PUBLISH_PERMISSIONS[typeId])
}

/** SPEC §4: the edit link (new editor) exists only for type 3 or version 2 and higher. */
export function canOpenJobEditor(job: { type_id: number; version: number }): boolean {
  return job.type_id === JOB_TYPES.job || job.version >= JOB_VERSION_THRESHOLD
}

/** SPEC §4 edit link of a job, or null when the job can only be edited in the legacy editor. */
export function jobEditLink(job: { slug: string; type_id: number; version: number }): string | null {
  return canOpenJobEditor(job) ? `/betrieb/job/${encodeURIComponent(job.slug)}/bearbeiten` : null
}

/**
 * SPEC §4 create link: type 3 needs its own permission, the other types the general create
 * permission; otherwise no link.
 */
export function jobCreateLink(user: RuleUser | null | undefined, typeId: JobTypeId): string | null {
  return canCreateJob(user, typeId, JOB_VERSION_THRESHOLD) ? `/betrieb/job/erstellen?type=${typeId}` : null
}

/** Active jobs (published or in review) a business may hold, by subscription. */
export const JOB_LIMITS = { free: 3, subscription: 10, premium: 50 } as const

/**
 * The limit of active jobs for a business with these subscription type ids: premium (type 2) 50,
 * any other subscription 10, none 3; plus one per job ad bought in the store (product `job`, „eine weitere
 * aktive Stellenanzeige je Stück“). The bought job ads' own type does not raise the base: the caller leaves
 * it out of the ids and passes their number (server: auth/session-user.ts).
 */
export function jobLimit(subscriptionTypeIds: readonly number[], boughtJobAds = 0): number {
  const base = subscriptionTypeIds.includes(PREMIUM_SUBSCRIPTION_TYPE_ID)
    ? JOB_LIMITS.premium
    : subscriptionTypeIds.length > 0
      ? JOB_LIMITS.subscription
      : JOB_LIMITS.free
  return base + boughtJobAds
}

/** Fields of SPEC §3 Job a type-3 job's "legacy" block may override. */
export const LEGACY_BLOCK_FIELDS = [
  'name',
  'description',
  'tasks',
  'requirements',
  'benefits',
  'start_date',
  'salary',
  'employment_type',
] as const
