import { describe, expect, it } from 'vitest'
import { canSeeDashboard, isAdmin, isSuperadmin, isSupport, userRole, userRoles, userType } from './roles.ts'
import { type UserName, users } from './rule-users.test-support.ts'

describe('roles (SPEC §6)', () => {
  it.each<[UserName, string, string]>([
    ['guest', 'guest', '§6 Roles: … anonymous visitor (guest)'],
    ['trainee', 'trainee', '§6 Role is detected by the matching object on the user'],
    ['business', 'business', '§6 Role is detected by the matching object on the user'],
    ['school', 'school', '§6 Role is detected by the matching object on the user'],
    ['region', 'region', '§6 Role is detected by the matching object on the user'],
    ['admin', 'admin', '§6 Admin is one fixed admin account'],
  ])('userRole(%s) is %s — %s', (name, expected) => {
    expect(userRole(users[name])).toBe(expected)
  })

  it('an admin account that has a business keeps both roles (SPEC §2: admins see the business menu plus Admin)', () => {
    expect(userRoles({ is_admin: true, business: { slug: 'x' } })).toEqual(['admin', 'business'])
    expect(userRoles(users.admin)).toEqual(['admin'])
    expect(userRoles(users.guest)).toEqual(['guest'])
  })

  it.each<[UserName, string, string]>([
    ['business', 'business', '§6 User type is derived as business, school or region'],
    ['school', 'school', '§6 User type is derived as business, school or region'],
    ['region', 'region', '§6 User type is derived as business, school or region'],
    ['trainee', '', '§6 … otherwise empty'],
    ['guest', '', '§6 … otherwise empty'],
    ['admin', '', '§6 … otherwise empty'],
  ])('userType(%s) is "%s" — %s', (name, expected) => {
    expect(userType(users[name])).toBe(expected)
  })

  it.each<[string, (u: (typeof users)[UserName]) => boolean, UserName, boolean, string]>([
    ['isAdmin', isAdmin, 'admin', true, '§6 Admin is one fixed admin account'],
    ['isAdmin', isAdmin, 'business', false, '§6 Admin is one fixed admin account'],
    ['isSupport', isSupport, 'admin', true, '§6 Support is that account or one fixed support account'],
    ['isSupport', isSupport, 'support', true, '§6 Support is that account or one fixed support account'],
    ['isSupport', isSupport, 'trainee', false, '§6 Support is that account or one fixed support account'],
    [
      'canSeeDashboard',
      canSeeDashboard,
      'admin',
      true,
      '§6 Dashboard access allows the admin or one dashboard account',
    ],
    [
      'canSeeDashboard',
      canSeeDashboard,
      'dashboard',
      true,
      '§6 Dashboard access allows the admin or one dashboard account',
    ],
    [
      'canSeeDashboard',
      canSeeDashboard,
      'support',
      false,
      '§6 Dashboard access allows the admin or one dashboard account',
    ],
    [
      'isSuperadmin',
      isSuperadmin,
      'superadmin',
      true,
      '§6 A superadmin guard requires the admin plus a stored superadmin flag',
    ],
    [
      'isSuperadmin',
      isSuperadmin,
      'admin',
      false,
      '§6 A superadmin guard requires the admin plus a stored superadmin flag',
    ],
    [
      'isSuperadmin',
      isSuperadmin,
      'flaggedNonAdmin',
      false,
      '§6 A superadmin guard requires the admin plus a stored superadmin flag',
    ],
  ])('%s(%s) is %s — %s', (_name, check, user, expected) => {
    expect(check(users[user])).toBe(expected)
  })
})
