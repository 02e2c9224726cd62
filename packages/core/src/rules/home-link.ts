import { type RuleUser, userRole, userType } from './roles.ts'

/** SPEC §2 home link: school users go to schule, region users to region, business users to betrieb, everyone else to /. */
export function homeLinkPath(user: RuleUser | null | undefined): string {
  switch (userType(user)) {
    case 'school':
      return '/schule'
    case 'region':
      return '/region'
    case 'business':
      return '/betrieb'
    default:
      return '/'
  }
}

interface ProfileUser extends RuleUser {
  school?: { slug: string } | null
  business?: { slug: string } | null
}

/**
 * SPEC §2 profile targets: region goes to region, trainee to /i/profile, school to its school page,
 * business to its business page. An account without any of them (the bare admin account) has none.
 */
export function profilePath(user: ProfileUser | null | undefined): string | null {
  if (!user) return null
  if (user.region) return '/region'
  if (user.school) return `/schule/${encodeURIComponent(user.school.slug)}`
  if (user.business) return `/betriebe/${encodeURIComponent(user.business.slug)}`
  if (user.trainee || userRole(user) === 'trainee') return '/i/profile'
  return null
}
