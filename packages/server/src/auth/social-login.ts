import type { Kysely } from 'kysely'
import { EMAIL_TAKEN } from '../accounts/new-account.ts'
import type { Database } from '../db/schema.ts'
import { unusablePasswordHash } from './password-hash.ts'

export interface SocialClaims {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

export class SocialLoginError extends Error {}

/**
 * The account of a social login: the one linked to (provider, subject); else the account with the
 * provider's e-mail address when the provider confirms that address; else a new trainee account.
 * Runs in the caller's transaction.
 */
export async function accountForSocialLogin(
  trx: Kysely<Database>,
  provider: string,
  claims: SocialClaims,
  now: number,
): Promise<number> {
  const linked = await trx
    .selectFrom('social_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', claims.sub)
    .executeTakeFirst()
  if (linked) return linked.user_id

  const email = claims.email?.trim().toLowerCase()
  if (!email)
    throw new SocialLoginError('Der Anbieter hat uns keine E-Mail-Adresse genannt. Bitte registriere Dich mit E-Mail.')
  const at = new Date(now).toISOString()
  const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
  let userId: number
  if (existing) {
    // Linking to an existing account needs the provider's word that the address is the user's.
    if (claims.email_verified !== true) throw new SocialLoginError(EMAIL_TAKEN)
    userId = existing.id
  } else {
    const created = await trx
      .insertInto('users')
      .values({
        email,
        password_hash: await unusablePasswordHash(),
        firstname: claims.given_name ?? null,
        lastname: claims.family_name ?? null,
        is_trainee: 1,
        email_verified_at: claims.email_verified === true ? at : null,
        created_at: at,
        business_id: null,
        school_id: null,
        region_id: null,
        gender: null,
        birthdate: null,
        phone_number: null,
        phone_verified_at: null,
        one_signal_id: null,
        temp_email: null,
        activation_token_hash: null,
        activation_expires_at: null,
        deactivation_requested_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    userId = created.id
  }
  await trx
    .insertInto('social_accounts')
    .values({ user_id: userId, provider, subject: claims.sub, email, created_at: at })
    .execute()
  return userId
}
