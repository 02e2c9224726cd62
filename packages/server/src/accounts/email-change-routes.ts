import { canEditAccount } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { clientAddress } from '../auth/client-address.ts'
import { consumeCode, issueCode, verifyCode } from '../auth/one-time-codes.ts'
import { requireCapability } from '../auth/require-capability.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { emailChangeMail } from '../mail/mail-texts.ts'
import { assertUnused, EMAIL_TAKEN } from './new-account.ts'
import { isUniqueViolation } from './unique-violation.ts'
import { loadUser } from './user-payload.ts'

/** SPEC §7 e-mail change: request (a code goes to the new address), then confirm with that code. */
export function registerEmailChangeRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context

  registerRoute(app, contract.requestEmailChange, async ({ body, session, context: c }) => {
    const { user } = sessionOf(session)
    if (body.email === user.email) {
      const message = 'Das ist schon Deine E-Mail-Adresse.'
      throw new HttpError(422, message, { email: [message] })
    }
    await services.limiter.consume('otpSendPerAddress', clientAddress(c, config.TRUST_PROXY === '1'))
    await services.limiter.consume('otpSend', body.email)
    await assertUnused(db, body.email, null)
    await db.updateTable('users').set({ temp_email: body.email }).where('id', '=', user.id).execute()
    const { code } = await issueCode(
      db,
      { purpose: 'email_change', channel: 'email', identifier: body.email, userId: user.id },
      now(),
    )
    await services.mailer.send(emailChangeMail(body.email, code))
    return { message: `Wir haben einen Code an ${body.email} geschickt. Er ist 10 Minuten gültig.` }
  })

  registerRoute(app, contract.emailChange, async ({ body, session }) => {
    const { user, impersonatorId } = sessionOf(session)
    requireCapability(canEditAccount(user, body.user_id), 'Du kannst nur Deine eigene E-Mail-Adresse ändern.')
    const row = await db.selectFrom('users').select('temp_email').where('id', '=', user.id).executeTakeFirstOrThrow()
    if (row.temp_email !== body.email) {
      const message = 'Bitte fordere zuerst einen Code für diese E-Mail-Adresse an.'
      throw new HttpError(422, message, { email: [message] })
    }
    const codeId = await verifyCode(
      db,
      { purpose: 'email_change', identifier: body.email, code: body.code, userId: user.id },
      now(),
    )
    try {
      await db.transaction().execute(async (trx) => {
        await consumeCode(trx, codeId, now())
        await trx
          .updateTable('users')
          .set({ email: body.email, temp_email: null, email_verified_at: new Date(now()).toISOString() })
          .where('id', '=', user.id)
          .execute()
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
      throw error
    }
    return { data: await loadUser(context, user.id, impersonatorId) }
  })
}
