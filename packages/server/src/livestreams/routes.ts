import { isAdmin } from '@oabat/core'
import { contract, LIVESTREAM_EMOJIS } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { clientAddress } from '../auth/client-address.ts'
import { verifyPassword } from '../auth/password-hash.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { requireChatWriter } from './chat-writer.ts'
import { publishLivestreamEvent } from './livestream-events.ts'
import { voterKey } from './livestream-polls.ts'
import { livestreamChannels, loadLivestream, requireLivestream, toLivestreamMessage } from './livestream-queries.ts'
import { checkReferences, livestreamColumns, replaceAgenda, replaceAppearances } from './livestream-writes.ts'
import { registerPollProposalRoutes } from './poll-proposal-routes.ts'
import { registerPollRoutes } from './poll-routes.ts'
import { registerScheduleUploadRoute } from './schedule-upload-route.ts'
import type { ViewerCounts } from './viewer-counts.ts'

export const CHAT_NEEDS_LOGIN = 'Bitte melde Dich an, um im Chat zu schreiben.'
export const CHAT_BLOCKED = 'Du wurdest für den Chat dieses Livestreams gesperrt.'
export const GUEST_NEEDS_CHAT_ID = 'Ohne Anmeldung braucht der Chat eine Chat-Kennung.'
const MESSAGE_NOT_FOUND = 'Diese Nachricht gibt es nicht.'

/** SPEC §7 Livestreams: read, admin writes, chat, reactions, moderation and the password check. */
export function registerLivestreamRoutes(app: Hono, appContext: AppContext, viewers: ViewerCounts): void {
  const context = withClock(appContext)
  const { db, config } = context
  const nowIso = () => new Date(context.now()).toISOString()
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.TRUST_PROXY === '1')

  const present = async (id: number, voter?: string | null) => {
    const row = await requireLivestream(db, id)
    return loadLivestream(db, row, await viewers.count(id), config.accounts, voter)
  }

  /** The stream after a change, sent to the viewers as Updated without the chat history they already hold. */
  const announceUpdate = async (id: number) => {
    const data = await present(id)
    const { messages: _history, ...updated } = data
    await publishLivestreamEvent(context, id, 'Updated', updated)
    return data
  }

  registerPollRoutes(app, context)
  registerPollProposalRoutes(app, context)
  registerScheduleUploadRoute(app, context, announceUpdate)

  // Personal (the viewer's own votes), so never shared-cached: cache-policy.ts does not list it.
  registerRoute(app, contract.livestream, async ({ params, query, session }) => ({
    data: await present(params.id, voterKey(session?.user.id ?? null, query.chat_user_id)),
  }))

  registerRoute(app, contract.livestreamEmojis, () => ({ data: [...LIVESTREAM_EMOJIS] }))

  registerRoute(app, contract.createLivestream, async ({ body }) => {
    await checkReferences(db, body)
    const columns = await livestreamColumns(body)
    const id = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('livestreams')
        .values({ ...columns, title: body.title, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
      await replaceAppearances(trx, id, body.appearances ?? [])
      await replaceAgenda(trx, id, body.agenda ?? [])
      return id
    })
    return { data: await present(id) }
  })

  registerRoute(app, contract.updateLivestream, async ({ params, body }) => {
    await requireLivestream(db, params.id)
    await checkReferences(db, body)
    const columns = await livestreamColumns(body)
    await db.transaction().execute(async (trx) => {
      if (Object.keys(columns).length > 0)
        await trx.updateTable('livestreams').set(columns).where('id', '=', params.id).execute()
      if (body.appearances) await replaceAppearances(trx, params.id, body.appearances)
      if (body.agenda) await replaceAgenda(trx, params.id, body.agenda)
    })
    return { data: await announceUpdate(params.id) }
  })

  registerRoute(app, contract.sendLivestreamMessage, async ({ params, body, session, context: c }) => {
    const stream = await requireLivestream(db, params.id)
    const { userId, chatUserId } = await requireChatWriter(context, c, stream, session, body.chat_user_id, {
      needsLogin: CHAT_NEEDS_LOGIN,
      needsChatId: GUEST_NEEDS_CHAT_ID,
      blocked: CHAT_BLOCKED,
    })
    const row = await db
      .insertInto('livestream_messages')
      .values({
        livestream_id: stream.id,
        user_id: userId,
        chat_user_id: chatUserId,
        nickname: body.nickname,
        text: body.text,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    // SPEC §5 noThreshold: the moderator's lines show at once for every viewer.
    const message = toLivestreamMessage(row, isAdmin(session?.user))
    await publishLivestreamEvent(context, stream.id, 'NewMessage', message)
    return { data: message }
  })

  registerRoute(app, contract.sendLivestreamEvent, async ({ params, body, session, context: c }) => {
    await requireLivestream(db, params.id)
    const who = session ? `u${session.user.id}` : `g${body.chat_user_id ?? ''}|${addressOf(c)}`
    await limiterOf(context).consume('livestreamReactions', who)
    if (body.type === 'like')
      await db
        .updateTable('livestreams')
        .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
        .where('id', '=', params.id)
        .execute()
    const { like_count } = await requireLivestream(db, params.id)
    const reaction = { type: body.type, chat_user_id: body.chat_user_id ?? null, like_count }
    await publishLivestreamEvent(context, params.id, 'NewLivestreamEvent', reaction)
    return { data: reaction }
  })

  registerRoute(app, contract.deleteLivestreamMessage, async ({ params }) => {
    const deleted = await db
      .deleteFrom('livestream_messages')
      .where('id', '=', params.messageId)
      .where('livestream_id', '=', params.id)
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) throw notFound(MESSAGE_NOT_FOUND)
    await publishLivestreamEvent(context, params.id, 'MessageDeleted', { id: params.messageId })
    return { data: { id: params.messageId } }
  })

  registerRoute(app, contract.deleteLivestreamUserMessages, async ({ params }) => {
    await requireLivestream(db, params.id)
    // Digits name an account; anything else is a guest's chat id.
    const isAccount = /^\d{1,10}$/.test(params.userId)
    const who = isAccount
      ? { user_id: Number(params.userId), chat_user_id: null }
      : { user_id: null, chat_user_id: params.userId }
    let query = db.deleteFrom('livestream_messages').where('livestream_id', '=', params.id)
    query = isAccount
      ? query.where('user_id', '=', Number(params.userId))
      : query.where('chat_user_id', '=', params.userId)
    const deleted = Number((await query.executeTakeFirst()).numDeletedRows)
    await publishLivestreamEvent(context, params.id, 'AllUserMessagesDeleted', who)
    return { data: { deleted } }
  })

  registerRoute(app, contract.blockLivestreamUser, async ({ params, body }) => {
    await requireLivestream(db, params.id)
    if (body.user_id !== undefined) {
      const user = await db.selectFrom('users').select('id').where('id', '=', body.user_id).executeTakeFirst()
      if (!user) throw new HttpError(422, 'Die Eingaben sind ungültig.', { user_id: ['Dieses Konto gibt es nicht.'] })
    }
    await db
      .insertInto('livestream_blocks')
      .values({
        livestream_id: params.id,
        user_id: body.user_id ?? null,
        chat_user_id: body.chat_user_id ?? null,
        created_at: nowIso(),
      })
      .execute()
    return { data: { blocked: true as const } }
  })

  registerRoute(app, contract.activateLivestreamChannel, async ({ params, body }) => {
    await requireLivestream(db, params.id)
    const channel = await db.selectFrom('channels').select('id').where('slug', '=', params.channel).executeTakeFirst()
    if (!channel) throw notFound('Diesen Kanal gibt es nicht.')
    if (body.active)
      await db
        .insertInto('livestream_channels')
        .values({ livestream_id: params.id, channel_id: channel.id })
        .onConflict((oc) => oc.columns(['livestream_id', 'channel_id']).doNothing())
        .execute()
    else
      await db
        .deleteFrom('livestream_channels')
        .where('livestream_id', '=', params.id)
        .where('channel_id', '=', channel.id)
        .execute()
    return { data: { channels: await livestreamChannels(db, params.id) } }
  })

  registerRoute(app, contract.verifyLivestreamPassword, async ({ params, body, context: c }) => {
    await limiterOf(context).consume('livestreamVerify', `${addressOf(c)}|${params.id}`)
    const stream = await requireLivestream(db, params.id)
    if (stream.is_secure !== 1 || !stream.password_hash) return { data: { verified: true } }
    return { data: { verified: await verifyPassword(stream.password_hash, body.password) } }
  })
}
