import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { randomSecret, sha256 } from './secret-tokens.ts'
import { isoAfter, LIFETIMES } from './token-lifetimes.ts'

export interface IssuedToken {
  id: number
  /** The bearer token; returned once, never stored. */
  token: string
  expiresAt: string
}

/** Creates a bearer token for a user: 32 random bytes, stored as its SHA-256 hash. */
export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  now: number,
  options: { impersonatorId?: number } = {},
): Promise<IssuedToken> {
  const token = randomSecret()
  const lifetime = options.impersonatorId ? LIFETIMES.impersonationToken : LIFETIMES.bearerToken
  const expiresAt = isoAfter(now, lifetime)
  const row = await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      impersonator_id: options.impersonatorId ?? null,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, token, expiresAt }
}

export interface TokenRow {
  id: number
  user_id: number
  impersonator_id: number | null
}

/** The live token row for a bearer token, or null when it is unknown, revoked or expired. */
export async function findLiveToken(db: Kysely<Database>, token: string, now: number): Promise<TokenRow | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select(['id', 'user_id', 'impersonator_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst()
  if (!row || row.revoked_at !== null || row.expires_at <= new Date(now).toISOString()) return null
  return { id: row.id, user_id: row.user_id, impersonator_id: row.impersonator_id }
}

/** Revokes one token (logout). */
export async function revokeToken(db: Kysely<Database>, tokenId: number, now: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date(now).toISOString() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Revokes every token of a user, except one (the session that changed the password). */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: number,
  now: number,
  exceptTokenId?: number,
): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (exceptTokenId !== undefined) query = query.where('id', '!=', exceptTokenId)
  await query.execute()
}
