import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { clientAddress } from '../auth/client-address.ts'
import { loginAnswer, publicAnswer } from '../auth/login-answer.ts'
import { consumeCode, verifyCode } from '../auth/one-time-codes.ts'
import { hashPassword } from '../auth/password-hash.ts'
import { sha256 } from '../auth/secret-tokens.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { activationMail } from '../mail/mail-texts.ts'
import { invitingSchool } from '../schools/inviting-school.ts'
import { assertUnused, insertUser, newActivation } from './new-account.ts'
import { limitRegistration } from './registration-limit.ts'

export const ACTIVATION_INVALID = 'Dieser Aktivierungslink ist ungültig oder abgelaufen.'

/**
 * Trainee registration with a one-time code (SPEC §7 /api/auth/register/trainee), the older
 * registration with an activation link (/api/register) and that link (/api/activate/{token}).
 */
export function registerTraineeRegistrationRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context

  registerRoute(app, contract.registerTrainee, async ({ body, context: c }) => {
    const address = clientAddress(c, config.TRUST_PROXY === '1')
    await services.limiter.consume('otpCheckPerAddress', address)
    await services.limiter.consume('otpCheck', `${address}|${body.email}`)
    await limitRegistration(services, config, c)
    const today = new Date(now()).toISOString().slice(0, 10)
    if (body.birthdate >= today) {
      const message = 'Das Geburtsdatum muss in der Vergangenheit liegen.'
      throw new HttpError(422, message, { birthdate: [message] })
    }
    const phone = body.phone_number || null
    await assertUnused(db, body.email, { value: phone, field: 'phone_number' })
    const invitingSchoolId = body.school ? await invitingSchool(db, body.school) : null
    const identifier = body.register_by_phone && phone ? phone : body.email
    // Checked before the transaction, so that a wrong code's attempt is counted even though nothing is created.
    const codeId = await verifyCode(db, { purpose: 'register', identifier, code: body.code }, now())
    const passwordHash = await hashPassword(body.password)
    const answer = await db.transaction().execute(async (trx) => {
      await consumeCode(trx, codeId, now())
      const userId = await insertUser(
        trx,
        {
          email: body.email,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          birthdate: body.birthdate,
          phoneNumber: phone,
          isTrainee: true,
          emailVerified: !body.register_by_phone,
          phoneVerified: body.register_by_phone,
          newsletterConfirmed: body.newsletter_confirmed,
        },
        now(),
      )
      if (invitingSchoolId !== null)
        await trx
          .updateTable('users')
          .set({ invited_by_school_id: invitingSchoolId })
          .where('id', '=', userId)
          .execute()
      return loginAnswer(context, userId, { db: trx })
    })
    return publicAnswer(answer)
  })

  registerRoute(app, contract.register, async ({ body, context: c }) => {
    await limitRegistration(services, config, c)
    await assertUnused(db, body.email, null)
    const passwordHash = await hashPassword(body.password)
    const activation = newActivation(config)
    // The mail goes out inside the transaction: if it cannot be sent, no account is left behind.
    const userId = await db.transaction().execute(async (trx) => {
      const id = await insertUser(
        trx,
        {
          email: body.email,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          isTrainee: true,
          emailVerified: false,
          newsletterConfirmed: body.newsletter_confirmed,
          activationTokenHash: activation.hash,
        },
        now(),
      )
      await services.mailer.send(activationMail(body.email, body.firstname, activation.link))
      return id
    })
    return {
      message: 'Fast geschafft! Bitte bestätige Deine E-Mail-Adresse über den Link, den wir Dir geschickt haben.',
      data: { id: userId, email: body.email },
    }
  })

  registerRoute(app, contract.activate, async ({ params }) => {
    const at = new Date(now()).toISOString()
    const user = await db
      .selectFrom('users')
      .select(['id', 'activation_expires_at'])
      .where('activation_token_hash', '=', sha256(params.token))
      .executeTakeFirst()
    if (!user?.activation_expires_at || user.activation_expires_at <= at) throw notFound(ACTIVATION_INVALID)
    const answer = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at)),
          activation_token_hash: null,
          activation_expires_at: null,
        }))
        .where('id', '=', user.id)
        .execute()
      return loginAnswer(context, user.id, { db: trx })
    })
    return publicAnswer(answer)
  })
}
