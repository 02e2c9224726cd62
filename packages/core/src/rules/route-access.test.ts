import { describe, expect, it } from 'vitest'
import { ROLES } from './roles.ts'
import { decideAccess, type RouteAccess } from './route-access.ts'
import { users } from './rule-users.test-support.ts'

/** Expected decision per role, in the order guest, trainee, business, school, region, admin. */
const table: Array<[RouteAccess, string[]]> = [
  ['public', ['allow', 'allow', 'allow', 'allow', 'allow', 'allow']],
  ['guest', ['allow', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden']],
  ['user', ['login', 'allow', 'allow', 'allow', 'allow', 'allow']],
  ['admin', ['login', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allow']],
  ['superadmin', ['login', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden']],
  ['apiKey', ['login', 'login', 'login', 'login', 'login', 'login']],
  ['dashboard', ['login', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allow']],
  [['trainee'], ['login', 'allow', 'forbidden', 'forbidden', 'forbidden', 'forbidden']],
  [
    ['business', 'school', 'region'],
    ['login', 'forbidden', 'allow', 'allow', 'allow', 'forbidden'],
  ],
]

describe('decideAccess (SPEC §6 roles, enforced on every API route)', () => {
  for (const [access, expected] of table) {
    it.each(ROLES.map((role, i) => [role, expected[i]] as const))(
      `${JSON.stringify(access)} for %s → %s`,
      (role, decision) => {
        expect(decideAccess(access, users[role])).toBe(decision)
      },
    )
  }

  it('the superadmin passes superadmin routes; an admin with a business passes business routes', () => {
    expect(decideAccess('superadmin', users.superadmin)).toBe('allow')
    expect(decideAccess(['business'], { is_admin: true, business: { slug: 'x' } })).toBe('allow')
  })

  it('the dashboard account passes dashboard routes only (SPEC §6 dashboard guard)', () => {
    expect(decideAccess('dashboard', { is_dashboard: true })).toBe('allow')
    expect(decideAccess('admin', { is_dashboard: true })).toBe('forbidden')
  })
})
