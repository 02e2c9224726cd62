import type { AuthToken } from '@oabat/core'
import type { Kysely } from 'kysely'
import { loadUser } from '../accounts/user-payload.ts'
import type { Database } from '../db/schema.ts'
import type { AccountContext } from './account-context.ts'
import { issueToken } from './session-tokens.ts'

/**
 * A login answer: a new bearer token (SPEC §7 field `token`), its expiry and the user. The token
 * may be issued inside the caller's transaction (db); the user is read after it.
 */
export async function loginAnswer(
  context: Pick<AccountContext, 'db' | 'config' | 'now'>,
  userId: number,
  options: { db?: Kysely<Database>; impersonatorId?: number } = {},
): Promise<AuthToken & { tokenId: number }> {
  const issued = await issueToken(options.db ?? context.db, userId, context.now(), {
    impersonatorId: options.impersonatorId,
  })
  const user = await loadUser(
    { db: options.db ?? context.db, config: context.config },
    userId,
    options.impersonatorId ?? null,
  )
  return { token: issued.token, expires_at: issued.expiresAt, user, tokenId: issued.id }
}

/** The answer without internal fields. */
export function publicAnswer({ tokenId: _tokenId, ...answer }: AuthToken & { tokenId: number }): AuthToken {
  return answer
}
