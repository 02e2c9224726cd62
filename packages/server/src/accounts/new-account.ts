import type { Kysely } from 'kysely'
import { randomSecret, sha256 } from '../auth/secret-tokens.ts'
import { isoAfter, LIFETIMES } from '../auth/token-lifetimes.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { isUniqueViolation } from './unique-violation.ts'

export const EMAIL_TAKEN = 'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde Dich an.'
export const PHONE_TAKEN = 'Zu dieser Telefonnummer gibt es schon ein Konto. Melde Dich an.'

export interface NewUser {
  email: string
  passwordHash: string
  firstname: string | null
  lastname: string | null
  gender?: string | null
  birthdate?: string | null
  phoneNumber?: string | null
  businessId?: number | null
  schoolId?: number | null
  regionId?: number | null
  isTrainee: boolean
  emailVerified: boolean
  phoneVerified?: boolean
  newsletterConfirmed?: boolean
  /** Hash of the activation link's token, for accounts that confirm their e-mail by link. */
  activationTokenHash?: string | null
}

/** Refuses an e-mail address (or phone number) that has an account already, as a 422 on its field. */
export async function assertUnused(
  db: Kysely<Database>,
  email: string,
  phone: { value: string | null | undefined; field: string } | null,
  emailField = 'email',
): Promise<void> {
  const errors: Record<string, string[]> = {}
  if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
    errors[emailField] = [EMAIL_TAKEN]
  }
  if (
    phone?.value &&
    (await db.selectFrom('users').select('id').where('phone_number', '=', phone.value).executeTakeFirst())
  ) {
    errors[phone.field] = [PHONE_TAKEN]
  }
  const first = Object.values(errors)[0]?.[0]
  if (first) throw new HttpError(422, first, errors)
}

/** Inserts an account; two registrations racing for one address end in a 422, not a 500. */
export async function insertUser(
  db: Kysely<Database>,
  user: NewUser,
  now: number,
  emailField = 'email',
): Promise<number> {
  const at = new Date(now).toISOString()
  try {
    const row = await db
      .insertInto('users')
      .values({
        email: user.email,
        password_hash: user.passwordHash,
        firstname: user.firstname,
        lastname: user.lastname,
        gender: user.gender ?? null,
        birthdate: user.birthdate ?? null,
        phone_number: user.phoneNumber ?? null,
        phone_verified_at: user.phoneVerified ? at : null,
        business_id: user.businessId ?? null,
        school_id: user.schoolId ?? null,
        region_id: user.regionId ?? null,
        is_trainee: user.isTrainee ? 1 : 0,
        email_verified_at: user.emailVerified ? at : null,
        newsletter_confirmed: user.newsletterConfirmed ? 1 : 0,
        allows_newsletter: user.newsletterConfirmed ? 1 : 0,
        activation_token_hash: user.activationTokenHash ?? null,
        activation_expires_at: user.activationTokenHash ? isoAfter(now, LIFETIMES.activationLink) : null,
        created_at: at,
        temp_email: null,
        one_signal_id: null,
        deactivation_requested_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(422, EMAIL_TAKEN, { [emailField]: [EMAIL_TAKEN] })
    throw error
  }
}

/** A new activation link: the token goes into the mail, only its hash into the database. */
export function newActivation(config: Config): { token: string; hash: string; link: string } {
  const token = randomSecret()
  return { token, hash: sha256(token), link: `${config.publicUrl}/verify?token=${token}` }
}
