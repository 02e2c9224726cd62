import type { AuthToken } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { loginAnswer, publicAnswer } from '../auth/login-answer.ts'
import type { Database } from '../db/schema.ts'
import { activationMail } from '../mail/mail-texts.ts'
import { insertUser, newActivation } from './new-account.ts'

export interface OrganisationPerson {
  email: string
  passwordHash: string
  firstname: string
  lastname: string
  gender: string
  phone_number?: string | null
}

/**
 * The account of the person registering a business, school or region, inside the registration's
 * transaction: the user row, the activation mail (sent before commit, so a failed mail leaves
 * nothing behind) and a login, so the portal can continue at once.
 */
export async function createOrganisationAccount(
  context: AccountContext,
  services: AuthServices,
  trx: Kysely<Database>,
  person: OrganisationPerson,
  link: { businessId?: number; schoolId?: number; regionId?: number },
  emailField: string,
): Promise<AuthToken> {
  const activation = newActivation(context.config)
  const userId = await insertUser(
    trx,
    {
      email: person.email,
      passwordHash: person.passwordHash,
      firstname: person.firstname,
      lastname: person.lastname,
      gender: person.gender,
      phoneNumber: person.phone_number ?? null,
      businessId: link.businessId,
      schoolId: link.schoolId,
      regionId: link.regionId,
      isTrainee: false,
      emailVerified: false,
      activationTokenHash: activation.hash,
    },
    context.now(),
    emailField,
  )
  const answer = await loginAnswer(context, userId, { db: trx })
  await services.mailer.send(activationMail(person.email, person.firstname, activation.link))
  return publicAnswer(answer)
}
