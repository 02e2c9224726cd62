import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { clientAddress } from '../auth/client-address.ts'
import { loginAnswer, publicAnswer } from '../auth/login-answer.ts'
import { hashPassword } from '../auth/password-hash.ts'
import { sha256 } from '../auth/secret-tokens.ts'
import { revokeUserTokens } from '../auth/session-tokens.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'

export const INVITATION_INVALID =
  'Dieser Einladungslink ist ungültig, abgelaufen oder wurde schon benutzt. Bitte frag im Unternehmen nach einer neuen Einladung.'

/**
 * Accepting a company invitation (page /arbeitgeber/einladung?token=…&email=…). The invitation of
 * POST /api/business/{id}/users is a set-password link of the new company account (a row in
 * password_resets, 7 days): POST /api/auth/invitation shows what it is for, POST
 * /api/auth/invitation/accept sets name and password, confirms the address and logs in.
 */
export function registerInvitationRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.TRUST_PROXY === '1')

  /** The open invitation of that link, or a 422 at the token (the same for every way it can be wrong). */
  async function openInvitation(token: string, email: string) {
    const row = await db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('businesses as b', 'b.id', 'u.business_id')
      .select(['r.id', 'r.user_id', 'r.expires_at', 'r.used_at', 'u.email', 'u.firstname', 'u.lastname', 'b.name'])
      .where('r.token_hash', '=', sha256(token))
      .where('u.email', '=', email)
      .executeTakeFirst()
    if (!row || row.used_at !== null || row.expires_at <= new Date(now()).toISOString()) {
      throw new HttpError(422, INVITATION_INVALID, { token: [INVITATION_INVALID] })
    }
    return row
  }

  registerRoute(app, contract.invitation, async ({ body, context: c }) => {
    // Guessing links is limited like password resets.
    services.limiter.consume('passwordReset', addressOf(c))
    const row = await openInvitation(body.token, body.email)
    return {
      data: {
        email: row.email,
        firstname: row.firstname,
        lastname: row.lastname,
        business_name: row.name,
        expires_at: row.expires_at,
      },
    }
  })

  registerRoute(app, contract.acceptInvitation, async ({ body, context: c }) => {
    services.limiter.consume('passwordReset', addressOf(c))
    const row = await openInvitation(body.token, body.email)
    const passwordHash = await hashPassword(body.password)
    const at = new Date(now()).toISOString()
    const answer = await db.transaction().execute(async (trx) => {
      // Used once; a second click on the link is refused.
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      if (Number(used.numUpdatedRows) !== 1)
        throw new HttpError(422, INVITATION_INVALID, { token: [INVITATION_INVALID] })
      // The link came by mail, so the address counts as confirmed.
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at)),
        }))
        .where('id', '=', row.user_id)
        .execute()
      await revokeUserTokens(trx, row.user_id, now())
      return loginAnswer(context, row.user_id, { db: trx })
    })
    return publicAnswer(answer)
  })
}
