/**
 * @module session-user-resolver — the production `resolveUser` of the channel authoriser: the bearer
 * token is looked up like every API call does (auth/session-tokens, auth/session-user), so expired,
 * revoked and impersonation tokens behave the same on the auth endpoint as anywhere else.
 */
import type { Kysely } from 'kysely'
import { findLiveToken } from '../auth/session-tokens.ts'
import { loadSessionUser } from '../auth/session-user.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import type { ResolveUser } from './channel-authorizer.ts'

export function sessionUserResolver(context: {
  db: Kysely<Database>
  config: Pick<Config, 'accounts'>
  now: () => number
}): ResolveUser {
  return async (token) => {
    const row = await findLiveToken(context.db, token, context.now())
    if (!row) return null
    const user = await loadSessionUser(context.db, context.config.accounts, row.user_id, context.now())
    return user ? { id: user.id, schoolId: user.school?.id ?? null } : null
  }
}
