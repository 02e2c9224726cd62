import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { clientAddress } from '../auth/client-address.ts'
import { hashPassword, verifyPassword } from '../auth/password-hash.ts'
import { randomSecret, sha256 } from '../auth/secret-tokens.ts'
import { revokeUserTokens } from '../auth/session-tokens.ts'
import { isoAfter, LIFETIMES } from '../auth/token-lifetimes.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { passwordResetMail } from '../mail/mail-texts.ts'

/** The one answer of a reset request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'Wenn es zu dieser E-Mail-Adresse ein Konto gibt, haben wir Dir einen Link zum Zurücksetzen geschickt.'
export const RESET_LINK_INVALID = 'Der Link ist ungültig oder abgelaufen. Fordere bitte einen neuen an.'

/** Password change (logged in), reset request and reset (SPEC §7). */
export function registerPasswordRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.TRUST_PROXY === '1')

  /** Creates the reset link and mails it; runs after the answer has gone out. */
  async function sendResetLink(email: string): Promise<void> {
    const user = await db.selectFrom('users').select(['id', 'firstname']).where('email', '=', email).executeTakeFirst()
    if (!user) return
    const token = randomSecret()
    const at = now()
    await db.transaction().execute(async (trx) => {
      // Only the newest link works.
      await trx
        .updateTable('password_resets')
        .set({ used_at: new Date(at).toISOString() })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute()
      await trx
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: sha256(token),
          created_at: new Date(at).toISOString(),
          expires_at: isoAfter(at, LIFETIMES.passwordResetLink),
          used_at: null,
        })
        .execute()
    })
    const link = `${config.publicUrl}/passwort-zuruecksetzen?token=${token}&email=${encodeURIComponent(email)}`
    await services.mailer.send(passwordResetMail(email, user.firstname, link))
  }

  registerRoute(app, contract.passwordRequest, async ({ body, context: c }) => {
    await services.limiter.consume('otpSendPerAddress', addressOf(c))
    await services.limiter.consume('passwordRequest', body.email)
    // The work happens after the answer, so that answer and its timing say nothing about the address.
    sendResetLink(body.email).catch((error: unknown) => console.error('password reset mail failed:', error))
    return { message: RESET_REQUESTED }
  })

  registerRoute(app, contract.passwordReset, async ({ body, context: c }) => {
    await services.limiter.consume('passwordReset', addressOf(c))
    const at = new Date(now()).toISOString()
    const reset = await db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.expires_at', 'r.used_at'])
      .where('r.token_hash', '=', sha256(body.token))
      .where('u.email', '=', body.email)
      .executeTakeFirst()
    if (!reset || reset.used_at !== null || reset.expires_at <= at) {
      throw new HttpError(422, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] })
    }
    const passwordHash = await hashPassword(body.password)
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('password_resets').set({ used_at: at }).where('id', '=', reset.id).execute()
      // The link proved access to the mailbox, so the address counts as confirmed.
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at)),
        }))
        .where('id', '=', reset.user_id)
        .execute()
      await revokeUserTokens(trx, reset.user_id, now())
    })
    return { message: 'Dein Passwort ist geändert. Du kannst Dich jetzt damit anmelden.' }
  })

  registerRoute(app, contract.passwordChange, async ({ body, session, context: c }) => {
    const { user, tokenId } = sessionOf(session)
    await services.limiter.consume('login', `${addressOf(c)}|${user.email}`)
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()
    if (!(await verifyPassword(row.password_hash, body.current_password))) {
      const message = 'Das bisherige Passwort stimmt nicht.'
      throw new HttpError(422, message, { current_password: [message] })
    }
    const passwordHash = await hashPassword(body.password)
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute()
      await revokeUserTokens(trx, user.id, now(), tokenId)
    })
    return { message: 'Dein Passwort ist geändert. Andere Geräte sind jetzt abgemeldet.' }
  })
}
