import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { loadUser } from '../accounts/user-payload.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { codeMail, codeTextMessage } from '../mail/mail-texts.ts'
import { sessionOf } from './access-check.ts'
import type { AccountContext } from './account-context.ts'
import type { AuthServices } from './auth-services.ts'
import { clientAddress } from './client-address.ts'
import { consumeCode, issueCode, verifyCode } from './one-time-codes.ts'

export const CODE_SENT = 'Wir haben Dir einen Code geschickt. Er ist 10 Minuten gültig.'

/** Whether an account exists for an e-mail address or a phone number. */
export async function accountExists(
  db: Kysely<Database>,
  mode: 'email' | 'phone',
  identifier: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(mode === 'email' ? 'email' : 'phone_number', '=', identifier)
    .executeTakeFirst()
  return row !== undefined
}

export function accountExistsMessage(mode: 'email' | 'phone'): string {
  return mode === 'email'
    ? 'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde Dich an.'
    : 'Zu dieser Telefonnummer gibt es schon ein Konto. Melde Dich an.'
}

/**
 * The OTP steps of the trainee registration (check, send-otp, verify-otp) and the confirmation
 * of a logged-in account's e-mail address (verify, verify/resend).
 */
export function registerVerificationRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context
  const { limiter, mailer, texts } = services
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.TRUST_PROXY === '1')
  const limitChecks = async (c: Parameters<typeof clientAddress>[0], identifier: string) => {
    const address = addressOf(c)
    await limiter.consume('otpCheckPerAddress', address)
    await limiter.consume('otpCheck', `${address}|${identifier}`)
  }

  registerRoute(app, contract.authCheck, async ({ body, context: c }) => {
    await limitChecks(c, body.identifier)
    return { data: { exists: await accountExists(db, body.mode, body.identifier) } }
  })

  registerRoute(app, contract.sendOtp, async ({ body, context: c }) => {
    // Per address as well: otherwise one address could mail codes to any number of recipients.
    await limiter.consume('otpSendPerAddress', addressOf(c))
    await limiter.consume('otpSend', body.identifier)
    if (await accountExists(db, body.mode, body.identifier)) {
      throw new HttpError(422, accountExistsMessage(body.mode), { identifier: [accountExistsMessage(body.mode)] })
    }
    const { code, expiresAt } = await issueCode(
      db,
      { purpose: 'register', channel: body.mode, identifier: body.identifier },
      now(),
    )
    if (body.mode === 'email') await mailer.send(codeMail(body.identifier, code))
    else await texts.send(body.identifier, codeTextMessage(code))
    return { message: CODE_SENT, data: { expires_at: expiresAt } }
  })

  registerRoute(app, contract.verifyOtp, async ({ body, context: c }) => {
    await limitChecks(c, body.identifier)
    await verifyCode(db, { purpose: 'register', identifier: body.identifier, code: body.code }, now())
    return { data: { valid: true as const } }
  })

  registerRoute(app, contract.resendVerification, async ({ session, context: c }) => {
    const { user } = sessionOf(session)
    if (user.email_verified) {
      const message = 'Deine E-Mail-Adresse ist schon bestätigt.'
      throw new HttpError(422, message, { email: [message] })
    }
    await limiter.consume('otpSendPerAddress', addressOf(c))
    await limiter.consume('otpSend', user.email)
    const { code } = await issueCode(
      db,
      { purpose: 'verify', channel: 'email', identifier: user.email, userId: user.id },
      now(),
    )
    await mailer.send(codeMail(user.email, code))
    return { message: CODE_SENT }
  })

  registerRoute(app, contract.verifyAccount, async ({ body, session }) => {
    const { user, impersonatorId } = sessionOf(session)
    const codeId = await verifyCode(
      db,
      { purpose: 'verify', identifier: user.email, code: body.code, userId: user.id },
      now(),
    )
    await db.transaction().execute(async (trx) => {
      await consumeCode(trx, codeId, now())
      await trx
        .updateTable('users')
        .set({ email_verified_at: new Date(now()).toISOString() })
        .where('id', '=', user.id)
        .where('email_verified_at', 'is', null)
        .execute()
    })
    return { data: await loadUser(context, user.id, impersonatorId) }
  })
}
