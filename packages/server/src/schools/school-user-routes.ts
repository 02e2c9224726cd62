import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import {
  inviteOrganisationUser,
  listOrganisationUsers,
  ownOrganisation,
  removeOrganisationUser,
  resendOrganisationInvitation,
} from '../accounts/organisation-users.ts'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { registerRoute } from '../http/register-route.ts'

/**
 * SPEC §2 /schule/nutzerverwaltung (issue #14 item 4): a school's users list, invite, re-invite and
 * remove the people who run its account — only for their own school (403 „Das ist nicht Deine
 * Schule.“ for any other id). The work is the companies' (accounts/organisation-users.ts).
 */
export function registerSchoolUserRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context
  const invitations = { db, mailer: services.mailer, limiter: services.limiter, publicUrl: config.publicUrl, now }

  const ownSchool = (user: SessionUser, schoolId: number) => ownOrganisation(db, user, 'school', schoolId)

  registerRoute(app, contract.schoolUsers, async ({ session, params }) => {
    const organisation = await ownSchool(sessionOf(session).user, params.schoolId)
    return { data: await listOrganisationUsers(db, organisation) }
  })

  registerRoute(app, contract.inviteSchoolUser, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const organisation = await ownSchool(user, params.schoolId)
    return { data: await inviteOrganisationUser(invitations, user, organisation, body) }
  })

  registerRoute(app, contract.resendSchoolInvitation, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const organisation = await ownSchool(user, params.schoolId)
    return resendOrganisationInvitation(invitations, user, organisation, params.userId)
  })

  registerRoute(app, contract.removeSchoolUser, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const organisation = await ownSchool(user, params.schoolId)
    return removeOrganisationUser(db, now, user, organisation, params.userId)
  })
}
