import { JOB_TYPES } from '../constants.ts'
import { hasBusinessPermission } from './capabilities.ts'
import { profilePath } from './home-link.ts'
import { canSeeDashboard, isAdmin, isSuperadmin, type RuleUser, userRole } from './roles.ts'

/** SPEC §6 route guards, by the names the route table uses. */
export const GUARD_NAMES = [
  'admin',
  'superadmin',
  'dashboard',
  'authenticated',
  'logged-in',
  'logged-out',
  'business',
  'region',
  'school',
  'no-business',
  'no-region',
  'no-school',
  'no-trainee',
  'hide-in-production',
] as const
export type GuardName = (typeof GUARD_NAMES)[number]

/** SPEC §8: an unknown route guard is a 500 with this message. */
export const UNKNOWN_GUARD_MESSAGE = 'Unknown middleware'

/**
 * SPEC §6 names no trustworthy permission for job creation; a business that may activate its own
 * jobs without review is the trustworthy one.
 */
export const TRUSTWORTHY_JOB_PERMISSION = 'activate_job'
/** SPEC §9 job version threshold: older jobs of types 1 and 2 cannot be opened in the new editor. */
export const JOB_VERSION_THRESHOLD = 2

/** The page a business user with an unconfirmed e-mail address is sent to by the default guard. */
export const BUSINESS_PROBLEM_PATH = '/betrieb/problem'
/** Pages the default guard never sends away from: the problem page itself, verification, logout and legal pages. */
const BUSINESS_PROBLEM_EXEMPT = new Set([
  BUSINESS_PROBLEM_PATH,
  '/verify',
  '/abmelden',
  '/agb',
  '/agb-messe',
  '/app-datenschutz',
  '/datenschutz',
  '/impressum',
  '/kontakt',
  '/nutzungsbedingungen',
  '/nutzungsbedingungen-fuer-bildungseinrichtungen',
])

export interface GuardRoute {
  /** The path without query and fragment, e.g. /betriebe/baeckerei-huber/bearbeiten. */
  path: string
  /** Route parameters; `slug` on /betriebe/{slug}/… pages is the business slug. */
  params?: Readonly<Record<string, string | undefined>>
  query?: Readonly<Record<string, string | undefined>>
  /** On the job-edit page: the job being edited (its type and version decide the redirect). */
  job?: { type_id: number; version: number } | null
}

export interface GuardContext {
  user: RuleUser | null | undefined
  route: GuardRoute
  env: { production: boolean }
}

/**
 * What a guard decided. `login: true` means a guest hit a protected page: open the login dialog
 * and remember the intended path (when `isValidRedirectPath` accepts it) for after the login.
 */
export type GuardResult =
  | { allow: true }
  | { redirect: string; login?: true }
  | { error: { status: 500; message: typeof UNKNOWN_GUARD_MESSAGE } }

const ALLOW = { allow: true } as const
const INDEX = { redirect: '/' } as const
const LOGIN = { redirect: '/', login: true } as const

const JOB_CREATE_PATH = '/betrieb/job/erstellen'
const JOB_EDIT_PATH = /^\/betrieb\/job\/[^/]+\/bearbeiten$/

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value)
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** SPEC §6 business guard, with its job-creation and job-edit redirects. */
function businessGuard({ user, route }: GuardContext): GuardResult {
  if (!user) return LOGIN
  const business = user.business
  if (!business) return INDEX
  const pageSlug = route.path.startsWith('/betriebe/') ? route.params?.slug : undefined
  if (pageSlug !== undefined && pageSlug !== business.slug) return INDEX
  const own = `/betriebe/${encodeURIComponent(business.slug)}`
  if (route.path === JOB_CREATE_PATH) {
    const type = route.query?.type
    if (!hasBusinessPermission(user, TRUSTWORTHY_JOB_PERMISSION) && type !== String(JOB_TYPES.job)) {
      return { redirect: withQuery(`${own}/jobs/erstellen`, { type }) }
    }
  }
  if (JOB_EDIT_PATH.test(route.path) && route.job) {
    if (route.job.type_id !== JOB_TYPES.job && route.job.version < JOB_VERSION_THRESHOLD) {
      return { redirect: `${own}/jobs/uebersicht` }
    }
  }
  return ALLOW
}

const GUARDS: Record<GuardName, (context: GuardContext) => GuardResult> = {
  admin: ({ user }) => (!user ? LOGIN : isAdmin(user) ? ALLOW : INDEX),
  superadmin: ({ user }) => (!user ? LOGIN : isSuperadmin(user) ? ALLOW : INDEX),
  dashboard: ({ user }) => (!user ? LOGIN : canSeeDashboard(user) ? ALLOW : INDEX),
  // The default guard of every page; it only touches business users whose e-mail is unconfirmed.
  authenticated: ({ user, route }) =>
    user?.business && user.email_verified === false && !BUSINESS_PROBLEM_EXEMPT.has(route.path)
      ? { redirect: BUSINESS_PROBLEM_PATH }
      : ALLOW,
  'logged-in': ({ user }) => (user ? ALLOW : LOGIN),
  'logged-out': ({ user }) => (user ? INDEX : ALLOW),
  business: businessGuard,
  region: ({ user }) => (!user ? LOGIN : user.region ? ALLOW : user.business ? { redirect: '/region' } : INDEX),
  school: ({ user }) => (!user ? LOGIN : user.school ? ALLOW : user.business ? { redirect: '/schule' } : INDEX),
  // A business may open these pages only to buy a product (the registration link carries ?product=).
  'no-business': ({ user, route }) => (user?.business && !route.query?.product ? { redirect: '/betrieb' } : ALLOW),
  'no-region': ({ user }) => (user?.region ? { redirect: profilePath(user) ?? '/' } : ALLOW),
  'no-school': ({ user }) => (user?.school ? { redirect: '/schule' } : ALLOW),
  'no-trainee': ({ user }) => (user && userRole(user) === 'trainee' ? { redirect: profilePath(user) ?? '/' } : ALLOW),
  'hide-in-production': ({ env }) => (env.production ? INDEX : ALLOW),
}

export function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(GUARDS, name)
}

/** SPEC §6: runs one route guard. An unknown name is the 500 "Unknown middleware" of SPEC §8. */
export function evaluateGuard(name: string, context: GuardContext): GuardResult {
  if (!isGuardName(name)) return { error: { status: 500, message: UNKNOWN_GUARD_MESSAGE } }
  return GUARDS[name](context)
}

/** Runs a route's guards in order and returns the first result that does not allow the page. */
export function evaluateGuards(names: readonly string[], context: GuardContext): GuardResult {
  for (const name of names) {
    const result = evaluateGuard(name, context)
    if (!('allow' in result)) return result
  }
  return ALLOW
}
