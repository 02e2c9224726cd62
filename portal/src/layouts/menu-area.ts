import { isAdmin, type User } from '@oabat/core'

export type MenuArea = 'business' | 'school' | 'region' | 'admin'

/**
 * The area whose side menu an account gets, or null for accounts without one (trainees). Kept
 * apart from the menus themselves, which load with the first area page.
 */
export function menuAreaOf(user: User | null): MenuArea | null {
  if (!user) return null
  if (user.business) return 'business'
  if (user.school) return 'school'
  if (user.region) return 'region'
  return isAdmin(user) ? 'admin' : null
}
