import type { MiddlewareHandler } from 'hono'
import type { AccountContext } from './account-context.ts'
import { findLiveToken } from './session-tokens.ts'
import { loadSessionUser, type SessionUser } from './session-user.ts'

/** The caller behind a valid bearer token. */
export interface Session {
  user: SessionUser
  tokenId: number
  /** The admin's user id when this token is an admin's temporary login (SPEC §4 impersonation). */
  impersonatorId: number | null
}

/** none: no Authorization header; invalid: a token that is unknown, revoked or expired. */
export type SessionLookup = { kind: 'none' } | { kind: 'invalid' } | { kind: 'valid'; session: Session }

declare module 'hono' {
  interface ContextVariableMap {
    /** Resolves the bearer token once per request, on first use. */
    lookupSession: () => Promise<SessionLookup>
  }
}

/** The bearer token of an Authorization header (SPEC §9: token scheme Bearer). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/** Puts a lazy, memoised session lookup on every API request; public reads never touch the database for it. */
export function sessionMiddleware({ db, config, now }: AccountContext): MiddlewareHandler {
  return async (c, next) => {
    let pending: Promise<SessionLookup> | undefined
    c.set('lookupSession', () => {
      pending ??= (async (): Promise<SessionLookup> => {
        const header = c.req.header('authorization')
        if (!header) return { kind: 'none' }
        const token = bearerToken(header)
        if (!token) return { kind: 'invalid' }
        const row = await findLiveToken(db, token, now())
        if (!row) return { kind: 'invalid' }
        const user = await loadSessionUser(db, config.accounts, row.user_id, now())
        if (!user) return { kind: 'invalid' }
        return { kind: 'valid', session: { user, tokenId: row.id, impersonatorId: row.impersonator_id } }
      })()
      return pending
    })
    await next()
  }
}
