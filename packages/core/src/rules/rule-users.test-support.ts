import type { RuleUser } from './roles.ts'

/** One user per SPEC §6 role, shaped like the User of GET /api/auth/user, for the rule tables. */
export const users = {
  guest: null,
  trainee: { trainee: { id: 1 } },
  business: {
    email_verified: true,
    business: {
      slug: 'baeckerei-huber',
      permissions: ['publish_business'],
      subscription_types: [{ id: 1 }],
      business_sites: [{ slug: 'baeckerei-huber-passau' }],
    },
  },
  premiumBusiness: {
    business: {
      slug: 'schreinerei-maier',
      permissions: ['activate_job', 'admin_livestream_polls'],
      subscription_types: [{ id: 2 }, { id: 5 }],
      business_sites: [{ slug: 'schreinerei-maier-passau' }, { slug: 'schreinerei-maier-deggendorf' }],
    },
  },
  unverifiedBusiness: { email_verified: false, business: { slug: 'neu-gmbh' } },
  school: { school: { slug: 'mittelschule-passau', channel: { slug: 'mittelschule-passau' } } },
  region: { region: { slug: 'passau', channel: { slug: 'region-passau' } } },
  admin: { is_admin: true },
  superadmin: { is_admin: true, is_superadmin: true },
  flaggedNonAdmin: { is_superadmin: true, trainee: { id: 9 } },
  support: { is_support: true, trainee: { id: 7 } },
  dashboard: { is_dashboard: true, trainee: { id: 8 } },
} satisfies Record<string, RuleUser | null>

export type UserName = keyof typeof users
