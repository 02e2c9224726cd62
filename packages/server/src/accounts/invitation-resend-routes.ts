import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { randomSecret, sha256 } from '../auth/secret-tokens.ts'
import { isoAfter, LIFETIMES } from '../auth/token-lifetimes.ts'
import { invitationMail } from '../business-profile/invitation-mail.ts'
import { inviterLabel } from '../business-profile/inviter-label.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { invitationLink } from './invitation-link.ts'

const NOT_OWN_BUSINESS = 'Das ist nicht Dein Unternehmen.'
const USER_NOT_FOUND = 'Diese Person gehört nicht zu Eurem Unternehmen.'
const NOT_PENDING = 'Diese Person hat die Einladung schon angenommen.'

/**
 * POST /api/business/{businessId}/users/{userId}/invitation: the company sends an open invitation
 * again (the link was lost or is older than 7 days). A new link replaces every older one; link and
 * mail are one step, so a mail that cannot go out leaves the old link working (503).
 */
export function registerInvitationResendRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context

  registerRoute(app, contract.resendBusinessInvitation, async ({ session, params }) => {
    const { user } = sessionOf(session)
    if (user.business?.id !== params.businessId) throw new HttpError(403, NOT_OWN_BUSINESS)
    const invited = await db
      .selectFrom('users as u')
      .innerJoin('businesses as b', 'b.id', 'u.business_id')
      .select(['u.id', 'u.email', 'u.firstname', 'u.invited_at', 'u.email_verified_at', 'b.name as business_name'])
      .where('u.id', '=', params.userId)
      .where('u.business_id', '=', params.businessId)
      .executeTakeFirst()
    if (!invited) throw notFound(USER_NOT_FOUND)
    if (invited.invited_at === null || invited.email_verified_at !== null) throw new HttpError(422, NOT_PENDING)
    await services.limiter.consume('invitations', user.id)
    const invitedBy = await inviterLabel(db, user)
    const token = randomSecret()
    const at = now()
    await db.transaction().execute(async (trx) => {
      // Only the newest link works.
      await trx
        .updateTable('password_resets')
        .set({ used_at: new Date(at).toISOString() })
        .where('user_id', '=', invited.id)
        .where('used_at', 'is', null)
        .execute()
      await trx
        .insertInto('password_resets')
        .values({
          user_id: invited.id,
          token_hash: sha256(token),
          created_at: new Date(at).toISOString(),
          expires_at: isoAfter(at, LIFETIMES.activationLink),
          used_at: null,
        })
        .execute()
      await trx
        .updateTable('users')
        .set({ invited_at: new Date(at).toISOString() })
        .where('id', '=', invited.id)
        .execute()
      const link = invitationLink(config.publicUrl, token, invited.email)
      await services.mailer.send(
        invitationMail(invited.email, invited.business_name, invitedBy, link, invited.firstname),
      )
    })
    return { message: `Die Einladung an ${invited.email} ist erneut unterwegs.` }
  })
}
