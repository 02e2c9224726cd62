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

/** What a checked invitation link is; only the holder of the link learns it. */
type InvitationState = 'unknown' | 'replaced' | 'expired' | 'accepted'

/** German reason and status of each way an invitation link can fail (docs/portal-accounts.md). */
export const INVITATION_REFUSALS: Record<InvitationState, { status: number; message: string }> = {
  unknown: {
    status: 404,
    message: 'Diese Einladung kennen wir nicht. Prüfe, ob Du den Link aus der E-Mail vollständig geöffnet hast.',
  },
  replaced: {
    status: 410,
    message:
      'Für diese Einladung wurde inzwischen ein neuerer Link verschickt. Öffne den Link aus der neuesten E-Mail „Einladung zu …“.',
  },
  expired: {
    status: 410,
    message:
      'Diese Einladung ist abgelaufen. Bitte die Person, die Dich eingeladen hat, sie Dir unter „Benutzer“ erneut zu senden.',
  },
  accepted: {
    status: 409,
    message: 'Diese Einladung wurde schon angenommen. Melde Dich mit Deiner E-Mail-Adresse und Deinem Passwort an.',
  },
}

export const INVITATION_LINK_INCOMPLETE =
  'Dem Einladungslink fehlt die E-Mail-Adresse. Öffne den Link aus der E-Mail bitte vollständig.'

/**
 * Accepting a company invitation (page /arbeitgeber/einladung?token=…&email=…). The invitation of
 * POST /api/business/{id}/users is a set-password link of the new company account (a row in
 * password_resets, 7 days): POST /api/auth/invitation shows what it is for, POST
 * /api/auth/invitation/accept sets name and password, confirms the address and logs in.
 */
export function registerInvitationRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.TRUST_PROXY === '1')

  /** The invitation of that token (and address, when given) and what it is. */
  async function checkInvitation(token: string, email: string | undefined) {
    let query = db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      // A company's or a school's invitation (accounts/organisation-users.ts).
      .leftJoin('businesses as b', 'b.id', 'u.business_id')
      .leftJoin('schools as s', 's.id', 'u.school_id')
      .select([
        'r.id',
        'r.user_id',
        'r.expires_at',
        'r.used_at',
        'u.email',
        'u.firstname',
        'u.lastname',
        'u.invited_at',
        'u.email_verified_at',
        'b.name as business_name',
        's.name as school_name',
      ])
      .where('r.token_hash', '=', sha256(token))
      // Only invitations: a password-reset link of the same table is no invitation.
      .where('u.invited_at', 'is not', null)
      .where((eb) => eb.or([eb('b.id', 'is not', null), eb('s.id', 'is not', null)]))
    if (email !== undefined) query = query.where('u.email', '=', email)
    const row = await query.executeTakeFirst()
    if (!row) return { state: 'unknown' as const }
    if (row.used_at !== null)
      return { state: row.email_verified_at !== null ? ('accepted' as const) : ('replaced' as const) }
    if (row.expires_at <= new Date(now()).toISOString()) return { state: 'expired' as const }
    return { state: 'open' as const, row }
  }

  registerRoute(app, contract.invitation, async ({ body, context: c }) => {
    // Guessing links is limited like password resets.
    await services.limiter.consume('passwordReset', addressOf(c))
    const checked = await checkInvitation(body.token, body.email)
    if (checked.state !== 'open') {
      const { status, message } = INVITATION_REFUSALS[checked.state]
      throw new HttpError(status, message, { token: [message] })
    }
    // Without the address the link is incomplete; the address is not answered to a token alone.
    if (body.email === undefined)
      throw new HttpError(422, INVITATION_LINK_INCOMPLETE, { email: [INVITATION_LINK_INCOMPLETE] })
    const { row } = checked
    return {
      data: {
        email: row.email,
        firstname: row.firstname,
        lastname: row.lastname,
        business_name: row.business_name,
        organisation_kind: row.business_name !== null ? ('business' as const) : ('school' as const),
        organisation_name: row.business_name ?? row.school_name ?? '',
        expires_at: row.expires_at,
      },
    }
  })

  registerRoute(app, contract.acceptInvitation, async ({ body, context: c }) => {
    await services.limiter.consume('passwordReset', addressOf(c))
    const checked = await checkInvitation(body.token, body.email)
    if (checked.state !== 'open') {
      const { message } = INVITATION_REFUSALS[checked.state]
      throw new HttpError(422, message, { token: [message] })
    }
    const { row } = checked
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
      if (Number(used.numUpdatedRows) !== 1) {
        const { message } = INVITATION_REFUSALS.accepted
        throw new HttpError(422, message, { token: [message] })
      }
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
