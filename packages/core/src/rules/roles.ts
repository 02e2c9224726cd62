/**
 * The shape the role, capability and guard rules read. Both the full `User` of GET /api/auth/user
 * and the server's lighter session user satisfy it, so the rules are written once (SPEC §6).
 */
export interface RuleUser {
  /** The account's user id (own-account rules). */
  id?: number
  /** SPEC §6: the admin, support and dashboard accounts and the superadmin flag come from configuration. */
  is_admin?: boolean
  is_support?: boolean
  is_dashboard?: boolean
  is_superadmin?: boolean
  email_verified?: boolean
  trainee?: object | null
  business?: RuleBusiness | null
  school?: RuleChannelOwner | null
  region?: RuleChannelOwner | null
}

export interface RuleBusiness {
  slug: string
  permissions?: readonly string[]
  subscription_types?: readonly { id: number }[]
  business_sites?: readonly { slug: string }[]
}

export interface RuleChannelOwner {
  slug: string
  channel?: { slug: string } | null
}

/** SPEC §6 roles; "guest" is the anonymous visitor. */
export const ROLES = ['guest', 'trainee', 'business', 'school', 'region', 'admin'] as const
export type Role = (typeof ROLES)[number]
/** Roles a logged-in account can have. */
export type AccountRole = Exclude<Role, 'guest'>

/** SPEC §6 user type: business, school or region, otherwise empty. */
export type UserType = 'business' | 'school' | 'region' | ''

/**
 * The role of a user, detected by the matching object on the user (SPEC §6); the admin account is
 * recognised by its flag first. No user is a guest. Every other account without a business, school
 * or region is a trainee (the server gives such accounts a trainee object).
 */
export function userRole(user: RuleUser | null | undefined): Role {
  if (!user) return 'guest'
  if (user.is_admin) return 'admin'
  if (user.business) return 'business'
  if (user.school) return 'school'
  if (user.region) return 'region'
  return 'trainee'
}

/** Every role a user holds: the admin account keeps the role of an object it has as well. */
export function userRoles(user: RuleUser | null | undefined): Role[] {
  if (!user) return ['guest']
  if (!user.is_admin) return [userRole(user)]
  const hasObject = Boolean(user.business || user.school || user.region || user.trainee)
  return hasObject ? ['admin', userRole({ ...user, is_admin: false })] : ['admin']
}

/** SPEC §6: the user type is business, school or region, otherwise empty. */
export function userType(user: RuleUser | null | undefined): UserType {
  if (user?.business) return 'business'
  if (user?.school) return 'school'
  if (user?.region) return 'region'
  return ''
}

export function isTrainee(user: RuleUser | null | undefined): boolean {
  return userRole(user) === 'trainee'
}

/** SPEC §6: the one admin account. */
export function isAdmin(user: RuleUser | null | undefined): boolean {
  return user?.is_admin === true
}

/** SPEC §6: support is the admin account or the one support account. */
export function isSupport(user: RuleUser | null | undefined): boolean {
  return user?.is_admin === true || user?.is_support === true
}

/** SPEC §6: dashboard access allows the admin or the one dashboard account. */
export function canSeeDashboard(user: RuleUser | null | undefined): boolean {
  return user?.is_admin === true || user?.is_dashboard === true
}

/** SPEC §6: the superadmin is the admin plus the superadmin flag. */
export function isSuperadmin(user: RuleUser | null | undefined): boolean {
  return user?.is_admin === true && user.is_superadmin === true
}
