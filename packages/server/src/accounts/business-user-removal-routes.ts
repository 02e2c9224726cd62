import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { registerRoute } from '../http/register-route.ts'
import { ownOrganisation, removeOrganisationUser, resendOrganisationInvitation } from './organisation-users.ts'

/**
 * DELETE /api/business/{businessId}/users/{userId} and POST …/{userId}/invitation: a company removes
 * one of its people or sends an open invitation again (accounts/organisation-users.ts, shared with
 * the schools' user management).
 */
export function registerBusinessUserRemovalRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context

  registerRoute(app, contract.removeBusinessUser, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const organisation = await ownOrganisation(db, user, 'business', params.businessId)
    return removeOrganisationUser(db, now, user, organisation, params.userId)
  })

  registerRoute(app, contract.resendBusinessInvitation, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const organisation = await ownOrganisation(db, user, 'business', params.businessId)
    const invitations = { db, mailer: services.mailer, limiter: services.limiter, publicUrl: config.publicUrl, now }
    return resendOrganisationInvitation(invitations, user, organisation, params.userId)
  })
}
