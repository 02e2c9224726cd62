import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { loadUser } from '../accounts/user-payload.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { sessionOf } from './access-check.ts'
import type { AccountContext } from './account-context.ts'
import type { AuthServices } from './auth-services.ts'
import { clientAddress } from './client-address.ts'
import { loginAnswer, publicAnswer } from './login-answer.ts'
import { verifyPassword } from './password-hash.ts'
import { revokeToken } from './session-tokens.ts'

export const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.'
export const NOT_ACTIVATED = 'Bitte bestätige zuerst Deine E-Mail-Adresse. Den Link dazu haben wir Dir geschickt.'

/** Login, logout, the current user and the admin's temporary login (SPEC §4, §7). */
export function registerLoginRoutes(app: Hono, context: AccountContext, { limiter }: AuthServices): void {
  const { db, config, now } = context

  /** Checks e-mail and password (rate-limited per address and e-mail); a wrong pair is a 422 on the password field. */
  async function checkCredentials(c: Parameters<typeof clientAddress>[0], email: string, password: string) {
    await limiter.consume('login', `${clientAddress(c, config.TRUST_PROXY === '1')}|${email}`)
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirst()
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      throw new HttpError(422, WRONG_CREDENTIALS, { password: [WRONG_CREDENTIALS] })
    }
    return user
  }

  registerRoute(app, contract.authLogin, async ({ body, context: c }) => {
    const user = await checkCredentials(c, body.email, body.password)
    return publicAnswer(await loginAnswer(context, user.id))
  })

  registerRoute(app, contract.login, async ({ body, context: c }) => {
    const user = await checkCredentials(c, body.email, body.password)
    if (user.email_verified_at === null && !body.skipActivation) throw new HttpError(403, NOT_ACTIVATED)
    return publicAnswer(await loginAnswer(context, user.id))
  })

  registerRoute(app, contract.authLogout, async ({ session }) => {
    const { tokenId, impersonatorId } = sessionOf(session)
    const stamp = now()
    await db.transaction().execute(async (trx) => {
      await revokeToken(trx, tokenId, stamp)
      // SPEC §4: the admin ends an impersonation by logging its temporary token out; the log says when.
      if (impersonatorId === null) return
      await trx
        .updateTable('impersonations')
        .set({ ended_at: new Date(stamp).toISOString() })
        .where('token_id', '=', tokenId)
        .where('ended_at', 'is', null)
        .execute()
    })
    return { message: 'Du bist abgemeldet.' }
  })

  registerRoute(app, contract.authUser, async ({ session }) => {
    const { user, impersonatorId } = sessionOf(session)
    return { data: await loadUser(context, user.id, impersonatorId) }
  })

  registerRoute(app, contract.temporaryLogin, async ({ body, session, context: c }) => {
    const admin = sessionOf(session).user
    if (body.user_id === admin.id) {
      const message = 'Du bist schon mit diesem Konto angemeldet.'
      throw new HttpError(422, message, { user_id: [message] })
    }
    const target = await db.selectFrom('users').select('id').where('id', '=', body.user_id).executeTakeFirst()
    if (!target) throw notFound('Dieses Konto gibt es nicht.')
    const ip = clientAddress(c, config.TRUST_PROXY === '1')
    // Token and audit row in one transaction: no impersonation without its record.
    const answer = await db.transaction().execute(async (trx) => {
      const result = await loginAnswer(context, target.id, { db: trx, impersonatorId: admin.id })
      await trx
        .insertInto('impersonations')
        .values({
          admin_user_id: admin.id,
          target_user_id: target.id,
          token_id: result.tokenId,
          ip,
          created_at: new Date(now()).toISOString(),
        })
        .execute()
      return result
    })
    return publicAnswer(answer)
  })
}
