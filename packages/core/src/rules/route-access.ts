import { type AccountRole, isSuperadmin, type RuleUser, userRoles } from './roles.ts'

/**
 * Who may call an API route. `public`: everyone; `guest`: only without login (registration);
 * `user`: any logged-in account; `admin` / `superadmin`: those accounts only; `dashboard`: the admin
 * or the dashboard account (SPEC §6 dashboard guard); a list of roles: accounts holding one of them
 * (SPEC §6 roles; the admin account only where `admin` is listed); `apiKey`: a company's API key of
 * the API connection product instead of a login (docs/store.md „API-Anbindung“), so every login is
 * refused like a missing key.
 */
export type RouteAccess =
  | 'public'
  | 'guest'
  | 'user'
  | 'admin'
  | 'superadmin'
  | 'dashboard'
  | 'apiKey'
  | readonly AccountRole[]

/** allow; login: refused because nobody is logged in (401); forbidden: logged in but not allowed (403). */
export type AccessDecision = 'allow' | 'login' | 'forbidden'

/** Whether a user (null: a guest) may call a route with this access. */
export function decideAccess(access: RouteAccess, user: RuleUser | null | undefined): AccessDecision {
  if (access === 'public') return 'allow'
  if (access === 'guest') return user ? 'forbidden' : 'allow'
  if (!user || access === 'apiKey') return 'login'
  if (access === 'user') return 'allow'
  if (access === 'superadmin') return isSuperadmin(user) ? 'allow' : 'forbidden'
  if (access === 'dashboard') return user.is_dashboard || userRoles(user).includes('admin') ? 'allow' : 'forbidden'
  const allowed: readonly string[] = access === 'admin' ? ['admin'] : access
  return userRoles(user).some((role) => allowed.includes(role)) ? 'allow' : 'forbidden'
}
