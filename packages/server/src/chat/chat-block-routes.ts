import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import { registerRoute } from '../http/register-route.ts'
import { setBlocked } from './chat-block.ts'
import { chatChannel } from './chat-events.ts'
import { loadConversation, requireParticipant } from './chat-queries.ts'

/** Payload of the realtime event ConversationUpdated (docs/chat.md): the block state as that participant sees it. */
export interface ConversationBlockEvent {
  conversation_id: number
  is_blocked: boolean
  blocked_by_me: boolean
}

/** Block state per conversation (SPEC §4 Chat conversation, docs/chat.md): participants only. */
export function registerChatBlockRoutes(app: Hono, context: AccountContext): void {
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  // Every participant's open chat follows at once: the composer turns into the notice and back.
  async function announce(conversationId: number): Promise<void> {
    const realtime = context.realtime
    if (!realtime) return
    const row = await db
      .selectFrom('chat_conversations')
      .select(['blocked_by', 'blocked_at'])
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow()
    const participants = await db
      .selectFrom('chat_participants')
      .select('user_id')
      .where('conversation_id', '=', conversationId)
      .execute()
    await Promise.all(
      participants.map(({ user_id }) =>
        realtime.trigger(chatChannel(user_id), 'ConversationUpdated', {
          conversation_id: conversationId,
          is_blocked: row.blocked_at !== null,
          blocked_by_me: row.blocked_at !== null && row.blocked_by === user_id,
        } satisfies ConversationBlockEvent),
      ),
    )
  }

  for (const [route, blocked] of [
    [contract.chatBlock, true],
    [contract.chatUnblock, false],
  ] as const) {
    registerRoute(app, route, async ({ session, params }) => {
      const userId = sessionOf(session).user.id
      await requireParticipant(db, params.conversationId, userId)
      await setBlocked(db, params.conversationId, userId, blocked, nowIso())
      await announce(params.conversationId)
      return { data: await loadConversation(context, params.conversationId, userId) }
    })
  }
}
