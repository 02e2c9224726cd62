import type { Context } from 'hono'
import type { AppContext } from '../app-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { Session } from '../auth/session.ts'

/**
 * Counts an upload and its bytes (docs/abuse-limits.md): a guest's against the client address, a
 * logged-in account's against the account. 429 once either the count or the bytes pass the hour's limit.
 */
export function uploadLimit(
  context: AppContext,
): (c: Context, session: Session | null, bytes: number) => Promise<void> {
  const limiter = limiterOf(context)
  return async (c, session, bytes) => {
    if (session) {
      await limiter.consume('uploads', session.user.id)
      await limiter.consume('uploadBytes', session.user.id, bytes)
      return
    }
    const address = clientAddress(c, context.config.TRUST_PROXY === '1')
    await limiter.consume('guestUploads', address)
    await limiter.consume('guestUploadBytes', address, bytes)
  }
}
