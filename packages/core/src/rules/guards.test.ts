import { describe, expect, it } from 'vitest'
import { evaluateGuard, evaluateGuards, GUARD_NAMES, type GuardResult, type GuardRoute } from './guards.ts'
import { type UserName, users } from './rule-users.test-support.ts'

const allow: GuardResult = { allow: true }
const index: GuardResult = { redirect: '/' }
const login: GuardResult = { redirect: '/', login: true }
const to = (redirect: string): GuardResult => ({ redirect })

type Row = [
  guard: string,
  user: UserName,
  route: GuardRoute | string,
  production: boolean,
  expected: GuardResult,
  spec: string,
]

const rows: Row[] = [
  ['admin', 'admin', '/admin', false, allow, '§6 admin (admin account)'],
  ['admin', 'business', '/admin', false, index, '§6 admin (admin account)'],
  ['admin', 'guest', '/admin', false, login, '§4 a protected page sends a guest to login'],
  ['superadmin', 'superadmin', '/admin/oabalytics', false, allow, '§6 superadmin: admin plus stored flag'],
  ['superadmin', 'admin', '/admin/oabalytics', false, index, '§6 superadmin: admin plus stored flag'],
  ['superadmin', 'flaggedNonAdmin', '/admin/oabalytics', false, index, '§6 superadmin: admin plus stored flag'],
  [
    'dashboard',
    'admin',
    '/admin/dashboard',
    false,
    allow,
    '§6 Dashboard access allows the admin or one dashboard account',
  ],
  [
    'dashboard',
    'dashboard',
    '/admin/dashboard',
    false,
    allow,
    '§6 Dashboard access allows the admin or one dashboard account',
  ],
  [
    'dashboard',
    'trainee',
    '/admin/dashboard',
    false,
    index,
    '§6 Dashboard access allows the admin or one dashboard account',
  ],
  ['dashboard', 'guest', '/admin/dashboard', false, login, '§4 a protected page sends a guest to login'],
  ['authenticated', 'guest', '/', false, allow, '§6 authenticated (default; only touches business users)'],
  ['authenticated', 'trainee', '/favoriten', false, allow, '§6 authenticated (default; only touches business users)'],
  ['authenticated', 'business', '/betrieb', false, allow, '§6 authenticated (default; only touches business users)'],
  [
    'authenticated',
    'unverifiedBusiness',
    '/betrieb',
    false,
    to('/betrieb/problem'),
    '§6 authenticated: business with unconfirmed e-mail → /betrieb/problem',
  ],
  [
    'authenticated',
    'unverifiedBusiness',
    '/betrieb/problem',
    false,
    allow,
    '§6 authenticated: the problem page itself stays reachable',
  ],
  ['authenticated', 'unverifiedBusiness', '/impressum', false, allow, '§6 authenticated: legal pages stay reachable'],
  ['logged-in', 'guest', '/favoriten', false, login, '§6 logged-in (guests go to index)'],
  ['logged-in', 'trainee', '/favoriten', false, allow, '§6 logged-in (guests go to index)'],
  ['logged-out', 'trainee', '/passwort-zuruecksetzen', false, index, '§6 logged-out (logged-in users go to index)'],
  ['logged-out', 'guest', '/passwort-zuruecksetzen', false, allow, '§6 logged-out (logged-in users go to index)'],
  [
    'business',
    'business',
    { path: '/betriebe/baeckerei-huber/bearbeiten', params: { slug: 'baeckerei-huber' } },
    false,
    allow,
    "§6 business: needs a business whose slug matches the user's own",
  ],
  [
    'business',
    'business',
    { path: '/betriebe/schreinerei-maier/bearbeiten', params: { slug: 'schreinerei-maier' } },
    false,
    index,
    '§6 business: … else index',
  ],
  ['business', 'business', '/betrieb/standorte', false, allow, '§6 business: needs a business'],
  ['business', 'trainee', '/betrieb/standorte', false, index, '§6 Business-only pages redirect to / for others'],
  ['business', 'school', '/betrieb/standorte', false, index, '§6 Business-only pages redirect to / for others'],
  ['business', 'guest', '/betrieb/standorte', false, login, '§4 a protected page sends a guest to login'],
  [
    'business',
    'business',
    { path: '/betrieb/job/erstellen', query: { type: '1' } },
    false,
    to('/betriebe/baeckerei-huber/jobs/erstellen?type=1'),
    '§6 job creation without the trustworthy permission, not type 3 → job-creation page under its own slug',
  ],
  [
    'business',
    'business',
    { path: '/betrieb/job/erstellen' },
    false,
    to('/betriebe/baeckerei-huber/jobs/erstellen'),
    '§6 job creation without the trustworthy permission, not type 3 → job-creation page under its own slug',
  ],
  [
    'business',
    'business',
    { path: '/betrieb/job/erstellen', query: { type: '3' } },
    false,
    allow,
    '§6 job creation of type 3 stays',
  ],
  [
    'business',
    'premiumBusiness',
    { path: '/betrieb/job/erstellen', query: { type: '1' } },
    false,
    allow,
    '§6 job creation with the trustworthy permission stays',
  ],
  [
    'business',
    'business',
    { path: '/betrieb/job/kfz-azubi/bearbeiten', params: { slug: 'kfz-azubi' }, job: { type_id: 1, version: 1 } },
    false,
    to('/betriebe/baeckerei-huber/jobs/uebersicht'),
    '§6 editing a job that is not type 3 and older than version 2 is redirected',
  ],
  [
    'business',
    'business',
    { path: '/betrieb/job/kfz-azubi/bearbeiten', params: { slug: 'kfz-azubi' }, job: { type_id: 1, version: 2 } },
    false,
    allow,
    '§6 job version threshold 2 (§9)',
  ],
  [
    'business',
    'business',
    { path: '/betrieb/job/aushilfe/bearbeiten', params: { slug: 'aushilfe' }, job: { type_id: 3, version: 1 } },
    false,
    allow,
    '§6 type 3 jobs are edited in any version',
  ],
  ['region', 'region', '/region/einstellungen', false, allow, '§6 region (needs a region)'],
  [
    'region',
    'business',
    '/region/einstellungen',
    false,
    to('/region'),
    '§6 region: a business user goes to the region page',
  ],
  ['region', 'trainee', '/region/einstellungen', false, index, '§6 region (needs a region)'],
  ['region', 'guest', '/region/einstellungen', false, login, '§4 a protected page sends a guest to login'],
  ['school', 'school', '/schule/einstellungen', false, allow, '§6 school (needs a school)'],
  [
    'school',
    'business',
    '/schule/einstellungen',
    false,
    to('/schule'),
    '§6 school: a business user goes to the school page',
  ],
  ['school', 'region', '/schule/einstellungen', false, index, '§6 school (needs a school)'],
  ['school', 'guest', '/schule/einstellungen', false, login, '§4 a protected page sends a guest to login'],
  [
    'no-business',
    'business',
    '/arbeitgeber/registrierung',
    false,
    to('/betrieb'),
    '§6 no-business (non-product businesses go to their home)',
  ],
  [
    'no-business',
    'business',
    { path: '/arbeitgeber/registrierung', query: { product: 'mail2chat' } },
    false,
    allow,
    '§6 no-business: a product business stays',
  ],
  ['no-business', 'trainee', '/arbeitgeber/registrierung', false, allow, '§6 no-business'],
  [
    'no-region',
    'region',
    '/region/registrierung',
    false,
    to('/region'),
    '§6 no-region (region users go to their profile path)',
  ],
  ['no-region', 'school', '/region/registrierung', false, allow, '§6 no-region'],
  ['no-school', 'school', '/schule/registrierung', false, to('/schule'), '§6 no-school (school users go to /schule)'],
  ['no-school', 'guest', '/schule/registrierung', false, allow, '§6 no-school'],
  [
    'no-trainee',
    'trainee',
    '/arbeitgeber',
    false,
    to('/i/profile'),
    '§6 no-trainee (trainees go to their profile path)',
  ],
  ['no-trainee', 'business', '/arbeitgeber', false, allow, '§6 no-trainee'],
  ['no-trainee', 'admin', '/arbeitgeber', false, allow, '§6 no-trainee: the admin account is no trainee'],
  [
    'hide-in-production',
    'trainee',
    '/intern/components',
    true,
    index,
    '§6 hide-in-production (redirect to index in production)',
  ],
  ['hide-in-production', 'guest', '/intern/components', false, allow, '§6 hide-in-production'],
  [
    'unknown-guard',
    'admin',
    '/admin',
    false,
    { error: { status: 500, message: 'Unknown middleware' } },
    '§6/§8 An unknown guard gives a 500 error "Unknown middleware"',
  ],
  [
    'toString',
    'admin',
    '/admin',
    false,
    { error: { status: 500, message: 'Unknown middleware' } },
    '§6/§8 inherited object keys are no guards',
  ],
]

describe('evaluateGuard (SPEC §6 route guards)', () => {
  it.each(rows)('%s for %s on %j (production %s) → %j — %s', (guard, user, route, production, expected) => {
    const context = {
      user: users[user],
      route: typeof route === 'string' ? { path: route } : route,
      env: { production },
    }
    expect(evaluateGuard(guard, context)).toEqual(expected)
  })

  it('every guard of SPEC §6 has at least one row above', () => {
    const covered = new Set(rows.map(([guard]) => guard))
    for (const name of GUARD_NAMES) expect(covered.has(name), name).toBe(true)
  })

  it('evaluateGuards stops at the first guard that does not allow', () => {
    const context = { user: users.trainee, route: { path: '/betrieb' }, env: { production: false } }
    expect(evaluateGuards(['authenticated', 'business', 'admin'], context)).toEqual(index)
    expect(evaluateGuards(['authenticated', 'logged-in'], context)).toEqual(allow)
  })
})
