import type { User } from '@oabat/core'

/** The person's name, or the e-mail address for an account without one. */
export function personName(user: Pick<User, 'firstname' | 'lastname' | 'email'>): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || user.email
}

/** The organisation an account stands for (business, school or region), if any. */
export function organisationName(user: User): string | null {
  return user.business?.name ?? user.school?.name ?? user.region?.name ?? null
}

/** "Thomas Wimmer (Walter Antriebstechnik AG)": who the account is, for the header and the banner. */
export function accountLabel(user: User): string {
  const organisation = organisationName(user)
  return organisation ? `${personName(user)} (${organisation})` : personName(user)
}
