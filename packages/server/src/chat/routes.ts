import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { requireChatStart } from './chat-access.ts'
import { announceMessage } from './chat-announce.ts'
import { chatAttachments } from './chat-attachments.ts'
import { registerChatBlockRoutes } from './chat-block-routes.ts'
import { blockedPartners, sendBroadcast } from './chat-broadcast.ts'
import { publishMessage, publishTyping } from './chat-events.ts'
import { chatPeople } from './chat-people.ts'
import {
  loadConversation,
  loadConversations,
  ownConversationIds,
  requireParticipant,
  toChatMessage,
} from './chat-queries.ts'
import { checkAttachments, type NewMessage, type SentMessage, sendToConversation, sendToUser } from './chat-send.ts'

const CONVERSATIONS_PER_PAGE = 20
const MESSAGES_PER_PAGE = 30
const SEARCH_LIMIT = 50
const MESSAGE_NOT_FOUND = 'Diese Nachricht gibt es nicht.'
const NOT_OWN_MESSAGE = 'Du kannst nur Deine eigenen Nachrichten löschen.'

function socketIdOf(header: string | undefined): string | undefined {
  return header && /^\d{1,20}\.\d{1,20}$/.test(header) ? header : undefined
}

/** SPEC §7 Chat: conversations, messages, read state and the realtime events of docs/chat.md. */
export function registerChatRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  // MessageSent live, then the notification mail to receivers who do not read it soon.
  const announce = (sent: SentMessage, socketId: string | undefined) => announceMessage(context, sent, socketId)

  registerChatBlockRoutes(app, context)

  registerRoute(app, contract.chatConversations, async ({ session, query, context: c }) => {
    const userId = sessionOf(session).user.id
    const total = Number(
      (
        await db
          .selectFrom('chat_participants')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    )
    const lastPage = Math.max(1, Math.ceil(total / CONVERSATIONS_PER_PAGE))
    const ids = await ownConversationIds(db, userId)
      .limit(CONVERSATIONS_PER_PAGE)
      .offset((query.page - 1) * CONVERSATIONS_PER_PAGE)
      .execute()
    const base = new URL(c.req.url)
    const link = (page: number) => {
      base.searchParams.set('page', String(page))
      return base.pathname + base.search
    }
    return {
      data: await loadConversations(
        context,
        ids.map((row) => row.id),
        userId,
      ),
      links: {
        first: link(1),
        last: link(lastPage),
        prev: query.page > 1 ? link(Math.min(query.page - 1, lastPage)) : null,
        next: query.page < lastPage ? link(query.page + 1) : null,
      },
      meta: { current_page: query.page, last_page: lastPage, per_page: CONVERSATIONS_PER_PAGE, total },
    }
  })

  registerRoute(app, contract.chatSearchConversations, async ({ session, query }) => {
    const userId = sessionOf(session).user.id
    const term = query.query.trim().toLocaleLowerCase('de')
    if (term === '') return { data: [] }
    // A user has few conversations: names are matched here (umlauts included), bodies by the database.
    const ids = (await ownConversationIds(db, userId).execute()).map((row) => row.id)
    const conversations = await loadConversations(context, ids, userId)
    const byBody = new Set(
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('chat_messages')
              .select('conversation_id')
              .distinct()
              .where('conversation_id', 'in', ids)
              .where('is_deleted', '=', 0)
              .where((eb) => eb(eb.fn('lower', ['body']), 'like', `%${term.replace(/[%_\\]/g, '')}%`))
              .execute()
          ).map((row) => row.conversation_id),
    )
    const found = conversations.filter(
      (conversation) =>
        byBody.has(conversation.id) ||
        conversation.participants.some((p) => p.id !== userId && p.name.toLocaleLowerCase('de').includes(term)),
    )
    return { data: found.slice(0, SEARCH_LIMIT) }
  })

  registerRoute(app, contract.chatConversation, async ({ session, params }) => ({
    data: await loadConversation(context, params.conversationId, sessionOf(session).user.id),
  }))

  registerRoute(app, contract.chatMessages, async ({ session, params, query }) => {
    const userId = sessionOf(session).user.id
    await requireParticipant(db, params.conversationId, userId)
    const visible = db
      .selectFrom('chat_messages')
      .where('conversation_id', '=', params.conversationId)
      .where((eb) => eb.or([eb('sender_id', '!=', userId), eb('visible_to_sender', '=', 1)]))
    const total = Number((await visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await visible
      .selectAll()
      .orderBy('id', 'desc')
      .limit(MESSAGES_PER_PAGE)
      .offset((query.page - 1) * MESSAGES_PER_PAGE)
      .execute()
    rows.reverse()
    const [people, attachments] = await Promise.all([
      chatPeople(
        context,
        rows.map((row) => row.sender_id),
      ),
      chatAttachments(context, rows),
    ])
    return {
      data: rows.map((row) => toChatMessage(row, people, userId, attachments)),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE)),
        per_page: MESSAGES_PER_PAGE,
        total,
      },
    }
  })

  registerRoute(app, contract.chatSetRead, async ({ session, params }) => {
    const userId = sessionOf(session).user.id
    await requireParticipant(db, params.conversationId, userId)
    const now = nowIso()
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('chat_participants')
        .set({ unread_count: 0, last_read_at: now })
        .where('conversation_id', '=', params.conversationId)
        .where('user_id', '=', userId)
        .execute()
      await trx
        .updateTable('chat_messages')
        .set({ read_at: now })
        .where('conversation_id', '=', params.conversationId)
        .where('sender_id', '!=', userId)
        .where('read_at', 'is', null)
        .execute()
    })
    return { data: await loadConversation(context, params.conversationId, userId) }
  })

  registerRoute(app, contract.chatTyping, async ({ session, params }) => {
    const user = sessionOf(session).user
    await requireParticipant(db, params.conversationId, user.id)
    const others = await db
      .selectFrom('chat_participants')
      .select('user_id')
      .where('conversation_id', '=', params.conversationId)
      .where('user_id', '!=', user.id)
      .execute()
    const name = (await chatPeople(context, [user.id])).get(user.id)?.name ?? ''
    await publishTyping(
      context,
      { conversation_id: params.conversationId, user_id: user.id, name },
      others.map((row) => row.user_id),
    )
    return null
  })

  // docs/abuse-limits.md: a burst and an hourly limit per sender.
  const limiter = limiterOf(appContext)
  registerRoute(app, contract.chatSendMessage, async ({ session, body, context: c }) => {
    const sender = sessionOf(session).user
    const userId = sender.id
    await limiter.consume('chatBurst', userId)
    await limiter.consume('chatHourly', userId)
    const fileId = body.file_id ?? null
    const imageId = body.image_id ?? null
    await checkAttachments(db, userId, fileId, imageId)
    const message: NewMessage = {
      senderId: userId,
      body: body.body,
      type: imageId !== null ? 'image' : fileId !== null ? 'file' : 'regular',
      fileId,
      imageId,
    }
    const receiverId = body.receiver_id as number
    // A first message by receiver_id starts a conversation: only with someone the sender may write to.
    if (!body.conversation_id && receiverId !== userId) await requireChatStart(context, sender, receiverId)
    const sent = body.conversation_id
      ? await sendToConversation(db, body.conversation_id, message, nowIso())
      : await sendToUser(db, receiverId, message, nowIso())
    await announce(sent, socketIdOf(c.req.header('x-socket-id')))
    const people = await chatPeople(context, [userId])
    return { data: toChatMessage(sent.row, people, userId, await chatAttachments(context, [sent.row])) }
  })

  registerRoute(app, contract.chatDeleteMessage, async ({ session, params, context: c }) => {
    const userId = sessionOf(session).user.id
    const row = await db.selectFrom('chat_messages').selectAll().where('id', '=', params.messageId).executeTakeFirst()
    if (!row) throw notFound(MESSAGE_NOT_FOUND)
    await requireParticipant(db, row.conversation_id, userId)
    if (row.sender_id !== userId) throw new HttpError(403, NOT_OWN_MESSAGE)
    await db.updateTable('chat_messages').set({ is_deleted: 1 }).where('id', '=', row.id).execute()
    const updated = { ...row, is_deleted: 1 }
    const participantIds = (
      await db
        .selectFrom('chat_participants')
        .select('user_id')
        .where('conversation_id', '=', row.conversation_id)
        .execute()
    ).map((p) => p.user_id)
    const people = await chatPeople(context, participantIds)
    await publishMessage(
      context,
      'MessageUpdated',
      updated,
      participantIds,
      people,
      socketIdOf(c.req.header('x-socket-id')),
    )
    return { data: toChatMessage(updated, people, userId, await chatAttachments(context, [updated])) }
  })

  registerRoute(app, contract.chatRealtime, () => ({
    key: context.config.realtimeApp.key,
    auth_endpoint: '/api/broadcasting/auth',
  }))

  registerRoute(app, contract.chatBusinessContact, async ({ session, params }) => {
    const userId = sessionOf(session).user.id
    const contact = await db
      .selectFrom('users as u')
      .innerJoin('businesses as b', 'b.id', 'u.business_id')
      .select('u.id')
      .where('b.slug', '=', params.slug)
      .orderBy('u.id')
      .executeTakeFirst()
    if (!contact) throw notFound('Mit diesem Betrieb kannst Du noch nicht chatten.')
    const person = (await chatPeople(context, [contact.id])).get(contact.id)
    if (!person) throw notFound('Mit diesem Betrieb kannst Du noch nicht chatten.')
    const existing = await db
      .selectFrom('chat_conversations')
      .select('id')
      .where('pair_key', '=', contact.id < userId ? `${contact.id}:${userId}` : `${userId}:${contact.id}`)
      .executeTakeFirst()
    return { data: person, conversation_id: existing?.id ?? null }
  })

  registerRoute(app, contract.chatBroadcast, async ({ session, body }) => {
    const adminId = sessionOf(session).user.id
    await limiter.consume('broadcasts', adminId)
    const wanted = new Set(body.receiver_ids)
    const [known, blocked] = await Promise.all([
      db.selectFrom('users').select('id').where('id', 'in', body.receiver_ids).where('id', '!=', adminId).execute(),
      blockedPartners(db, adminId),
    ])
    const receivers = known.map((row) => row.id).filter((id) => wanted.has(id) && !blocked.has(id))
    const { sent } = await sendBroadcast(context, adminId, receivers, body.body, nowIso())
    return { sent: sent.length, conversation_ids: sent.map((message) => message.row.conversation_id) }
  })
}
