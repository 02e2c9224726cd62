import type { Context } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { Session } from '../auth/session.ts'
import { HttpError } from '../http/http-error.ts'
import type { LivestreamRow } from './livestream-queries.ts'

/** What a refused writer is told; the chat and the poll proposals word it for their action. */
export interface ChatWriterRefusals {
  needsLogin: string
  needsChatId: string
  blocked: string
}

/** Who writes: a logged-in user, or a guest known by the chat id the widget made up. */
export interface ChatWriter {
  userId: number | null
  chatUserId: string | null
}

/**
 * The one rule for who may write into a livestream's chat, and so also propose a poll (SPEC §5,
 * docs/livestreams.md): guests only where the chat is public and with a chat id, within the
 * livestreamMessages limit, and nobody the stream's moderators blocked.
 */
export async function requireChatWriter(
  context: AccountContext,
  request: Context,
  stream: LivestreamRow,
  session: Session | null,
  chatUserIdInput: string | null | undefined,
  refusals: ChatWriterRefusals,
): Promise<ChatWriter> {
  const userId = session?.user.id ?? null
  const chatUserId = chatUserIdInput ?? null
  if (!session && stream.is_chat_public !== 1) throw new HttpError(403, refusals.needsLogin)
  if (!session && !chatUserId)
    throw new HttpError(422, 'Die Eingaben sind ungültig.', { chat_user_id: [refusals.needsChatId] })
  const address = clientAddress(request, context.config.TRUST_PROXY === '1')
  await limiterOf(context).consume('livestreamMessages', userId !== null ? `u${userId}` : `g${chatUserId}|${address}`)
  const blocked = await context.db
    .selectFrom('livestream_blocks')
    .select('id')
    .where('livestream_id', '=', stream.id)
    .where((eb) =>
      eb.or([
        ...(userId !== null ? [eb('user_id', '=', userId)] : []),
        ...(chatUserId ? [eb('chat_user_id', '=', chatUserId)] : []),
      ]),
    )
    .executeTakeFirst()
  if (blocked) throw new HttpError(403, refusals.blocked)
  return { userId, chatUserId }
}
