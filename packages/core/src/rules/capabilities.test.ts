import { describe, expect, it } from 'vitest'
import {
  canAdminPolls,
  canChat,
  canEditAccount,
  canEditBusiness,
  canEditEvents,
  canEditMaterials,
  canEditRegion,
  canEditSchool,
  canLike,
  canNetwork,
  canSendInterest,
  hasSubscription,
  isPremium,
  showBusinessSites,
} from './capabilities.ts'
import { ROLES } from './roles.ts'
import { type UserName, users } from './rule-users.test-support.ts'

type Check = (user: (typeof users)[UserName]) => boolean

/** For each capability: the SPEC §6 sentence and the roles (of guest … admin) that hold it. */
const roleTable: Array<[string, Check, string[], string]> = [
  ['sendInterest', canSendInterest, ['guest', 'trainee'], '§6 sendInterest, like: trainee or guest'],
  ['like', canLike, ['guest', 'trainee'], '§6 sendInterest, like: trainee or guest'],
  ['chat', canChat, ['guest', 'trainee', 'region'], '§6 chat: trainee, region or guest'],
  ['network', canNetwork, ['business', 'school'], '§6 network: business or school'],
]

describe('capabilities by role (SPEC §6)', () => {
  for (const [name, check, allowed, sentence] of roleTable) {
    it.each(ROLES.map((role) => [role, allowed.includes(role)] as const))(
      `${name}(%s) is %s — ${sentence}`,
      (role, expected) => {
        expect(check(users[role])).toBe(expected)
      },
    )
  }
})

describe('capabilities by ownership and subscription (SPEC §6)', () => {
  it.each<[string, boolean, boolean, string]>([
    ['editAccount own id', canEditAccount({ id: 4, trainee: {} }, 4), true, 'own account only (PUT /api/users/{id})'],
    [
      'editAccount other id',
      canEditAccount({ id: 4, trainee: {} }, 5),
      false,
      'own account only (PUT /api/users/{id})',
    ],
    [
      'editAccount as admin',
      canEditAccount({ id: 1, is_admin: true }, 5),
      false,
      'own account only (PUT /api/users/{id})',
    ],
    ['editAccount guest', canEditAccount(null, 5), false, 'own account only (PUT /api/users/{id})'],
    ['editBusiness own slug', canEditBusiness(users.business, 'baeckerei-huber'), true, '§6 editBusiness: own slug'],
    [
      'editBusiness other slug',
      canEditBusiness(users.business, 'schreinerei-maier'),
      false,
      '§6 editBusiness: own slug',
    ],
    ['editBusiness as admin', canEditBusiness(users.admin, 'baeckerei-huber'), false, '§6 editBusiness: own slug'],
    ['editSchool own slug', canEditSchool(users.school, 'mittelschule-passau'), true, '§6 editSchool: own slug'],
    ['editSchool other slug', canEditSchool(users.school, 'realschule-vilshofen'), false, '§6 editSchool: own slug'],
    ['editSchool as business', canEditSchool(users.business, 'mittelschule-passau'), false, '§6 editSchool: own slug'],
    ['editRegion own slug', canEditRegion(users.region, 'passau'), true, '§6 editRegion: own slug'],
    ['editRegion other slug', canEditRegion(users.region, 'lkr-r'), false, '§6 editRegion: own slug'],
    [
      'editMaterials region channel',
      canEditMaterials(users.region, 'region-passau'),
      true,
      '§6 editMaterials: region or school whose channel slug matches',
    ],
    [
      'editMaterials school channel',
      canEditMaterials(users.school, 'mittelschule-passau'),
      true,
      '§6 editMaterials: region or school whose channel slug matches',
    ],
    [
      'editMaterials other channel',
      canEditMaterials(users.region, 'oabat'),
      false,
      '§6 editMaterials: region or school whose channel slug matches',
    ],
    [
      'editMaterials business',
      canEditMaterials(users.business, 'oabat'),
      false,
      '§6 editMaterials: region or school whose channel slug matches',
    ],
    [
      'editEvents school channel',
      canEditEvents(users.school, 'mittelschule-passau'),
      true,
      '§6 editEvents: region or school whose channel slug matches',
    ],
    [
      'editEvents other channel',
      canEditEvents(users.school, 'region-passau'),
      false,
      '§6 editEvents: region or school whose channel slug matches',
    ],
    [
      'isPremium with type 2',
      isPremium(users.premiumBusiness),
      true,
      '§6 isPremium: business with subscription type id 2',
    ],
    ['isPremium with type 1', isPremium(users.business), false, '§6 isPremium: business with subscription type id 2'],
    ['isPremium trainee', isPremium(users.trainee), false, '§6 isPremium: business with subscription type id 2'],
    ['hasSubscription(5)', hasSubscription(users.premiumBusiness, 5), true, '§6 hasSubscription(id): any type id'],
    ['hasSubscription(3)', hasSubscription(users.premiumBusiness, 3), false, '§6 hasSubscription(id): any type id'],
    [
      'showBusinessSites two sites',
      showBusinessSites(users.premiumBusiness),
      true,
      '§6 showBusinessSites: business with more than one site',
    ],
    [
      'showBusinessSites one site',
      showBusinessSites(users.business),
      false,
      '§6 showBusinessSites: business with more than one site',
    ],
    [
      'adminPolls with permission',
      canAdminPolls(users.premiumBusiness),
      true,
      '§6 adminPolls: business permission admin_livestream_polls',
    ],
    [
      'adminPolls without',
      canAdminPolls(users.business),
      false,
      '§6 adminPolls: business permission admin_livestream_polls',
    ],
    [
      'adminPolls guest',
      canAdminPolls(users.guest),
      false,
      '§6 adminPolls: business permission admin_livestream_polls',
    ],
  ])('%s → %s — %s', (_case, actual, expected) => {
    expect(actual).toBe(expected)
  })
})
