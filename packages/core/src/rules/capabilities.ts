import { type RuleUser, userRole } from './roles.ts'

/** SPEC §9: subscription type 2 means premium. */
export const PREMIUM_SUBSCRIPTION_TYPE_ID = 2
/** SPEC §6: the business permission that lets a business run livestream polls. */
export const ADMIN_LIVESTREAM_POLLS_PERMISSION = 'admin_livestream_polls'

/** SPEC §6 business permission names. */
export const BUSINESS_PERMISSIONS = [
  'publish_business',
  'publish_apprenticeship',
  'publish_traineeship',
  'show_own_jobs',
  'invite_school',
  'activate_job',
  'publish_regular_jobs',
  'mail2chat',
  'statistics',
  'job_external_application',
  'job_ai',
  'job_ci',
  'job_einblick',
  'job_v3',
  'joblist_v2',
  'pro_portal',
  ADMIN_LIVESTREAM_POLLS_PERMISSION,
] as const
export type BusinessPermission = (typeof BUSINESS_PERMISSIONS)[number]

type MaybeUser = RuleUser | null | undefined

/** SPEC §6 sendInterest: trainee or guest. */
export function canSendInterest(user: MaybeUser): boolean {
  const role = userRole(user)
  return role === 'trainee' || role === 'guest'
}

/** SPEC §6 like: trainee or guest. */
export function canLike(user: MaybeUser): boolean {
  return canSendInterest(user)
}

/** SPEC §6 chat: trainee, region or guest. */
export function canChat(user: MaybeUser): boolean {
  const role = userRole(user)
  return role === 'trainee' || role === 'region' || role === 'guest'
}

/** SPEC §6 network: business or school. */
export function canNetwork(user: MaybeUser): boolean {
  return Boolean(user?.business || user?.school)
}

/** Own-account rule: settings, tutorials and aliases of an account belong to that account only. */
export function canEditAccount(user: MaybeUser, accountId: number): boolean {
  return user?.id !== undefined && user.id === accountId
}

/** SPEC §6 editBusiness: only the business with the user's own slug. */
export function canEditBusiness(user: MaybeUser, businessSlug: string): boolean {
  return Boolean(user?.business && user.business.slug === businessSlug)
}

/** SPEC §6 editSchool: only the school with the user's own slug. */
export function canEditSchool(user: MaybeUser, schoolSlug: string): boolean {
  return Boolean(user?.school && user.school.slug === schoolSlug)
}

/** SPEC §6 editRegion: only the region with the user's own slug. */
export function canEditRegion(user: MaybeUser, regionSlug: string): boolean {
  return Boolean(user?.region && user.region.slug === regionSlug)
}

/** SPEC §6 editMaterials: a region or school whose channel slug matches. */
export function canEditMaterials(user: MaybeUser, channelSlug: string): boolean {
  const owner = user?.region ?? user?.school
  return Boolean(owner?.channel && owner.channel.slug === channelSlug)
}

/** SPEC §6 editEvents: the same rule as editMaterials. */
export function canEditEvents(user: MaybeUser, channelSlug: string): boolean {
  return canEditMaterials(user, channelSlug)
}

/** SPEC §6 hasSubscription(id): the business has a subscription of that type id. */
export function hasSubscription(user: MaybeUser, subscriptionTypeId: number): boolean {
  return Boolean(user?.business?.subscription_types?.some((type) => type.id === subscriptionTypeId))
}

/** SPEC §6 isPremium: a business with subscription type id 2. */
export function isPremium(user: MaybeUser): boolean {
  return hasSubscription(user, PREMIUM_SUBSCRIPTION_TYPE_ID)
}

/** SPEC §6 showBusinessSites: a business with more than one site. */
export function showBusinessSites(user: MaybeUser): boolean {
  return (user?.business?.business_sites?.length ?? 0) > 1
}

/** Whether the user's business holds a permission (SPEC §6 permission names). */
export function hasBusinessPermission(user: MaybeUser, permission: string): boolean {
  return Boolean(user?.business?.permissions?.includes(permission))
}

/** SPEC §6 adminPolls: the business permission admin_livestream_polls. */
export function canAdminPolls(user: MaybeUser): boolean {
  return hasBusinessPermission(user, ADMIN_LIVESTREAM_POLLS_PERMISSION)
}
