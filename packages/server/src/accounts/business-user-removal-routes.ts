import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import { unusablePasswordHash } from '../auth/password-hash.ts'
import { revokeUserTokens } from '../auth/session-tokens.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'

const NOT_OWN_BUSINESS = 'Das ist nicht Dein Unternehmen.'
const USER_NOT_FOUND = 'Diese Person gehört nicht zu Eurem Unternehmen.'
const NOT_YOURSELF = 'Du kannst Dich nicht selbst entfernen.'

/** The address a removed account keeps: unique, not deliverable (.invalid), so the real one is free again. */
export function removedAddress(userId: number): string {
  return `entfernt-${userId}@oabat.invalid`
}

/**
 * DELETE /api/business/{businessId}/users/{userId}: a company removes one of its people. The row is
 * not deleted: its images, videos and chat messages cascade with it (the company would lose them).
 * Instead the account is closed for good in one transaction: it leaves the company, its sessions end,
 * its password and social logins stop working, and its address is freed for a new invitation.
 */
export function registerBusinessUserRemovalRoutes(app: Hono, context: AccountContext): void {
  const { db, now } = context

  registerRoute(app, contract.removeBusinessUser, async ({ session, params }) => {
    const { user } = sessionOf(session)
    if (user.business?.id !== params.businessId) throw new HttpError(403, NOT_OWN_BUSINESS)
    if (user.id === params.userId) throw new HttpError(422, NOT_YOURSELF)
    const passwordHash = await unusablePasswordHash()
    await db.transaction().execute(async (trx) => {
      const closed = await trx
        .updateTable('users')
        .set({
          business_id: null,
          email: removedAddress(params.userId),
          password_hash: passwordHash,
          phone_number: null,
          one_signal_id: null,
          temp_email: null,
        })
        .where('id', '=', params.userId)
        .where('business_id', '=', params.businessId)
        .executeTakeFirst()
      if (Number(closed.numUpdatedRows) !== 1) throw notFound(USER_NOT_FOUND)
      await revokeUserTokens(trx, params.userId, now())
      await trx.deleteFrom('social_accounts').where('user_id', '=', params.userId).execute()
      await trx.deleteFrom('password_resets').where('user_id', '=', params.userId).execute()
      await trx.deleteFrom('user_aliases').where('user_id', '=', params.userId).execute()
    })
    return { message: 'Die Person wurde aus Eurem Unternehmen entfernt.' }
  })
}
