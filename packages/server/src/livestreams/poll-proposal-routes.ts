import type { LivestreamPollProposal } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Selectable } from 'kysely'
import type { AccountContext } from '../auth/account-context.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { requireChatWriter } from './chat-writer.ts'
import { publishLivestreamEvent } from './livestream-events.ts'
import { requirePoll } from './livestream-polls.ts'
import { requireLivestream } from './livestream-queries.ts'
import type { LivestreamPollProposalsTable } from './livestream-schema.ts'
import { requirePollAdmin } from './poll-routes.ts'

export const PROPOSAL_NEEDS_LOGIN = 'Bitte melde Dich an, um eine Abstimmung vorzuschlagen.'
export const PROPOSAL_BLOCKED = 'Du wurdest für diesen Livestream gesperrt.'
export const PROPOSAL_DECIDED = 'Über diesen Vorschlag wurde schon entschieden.'
const PROPOSAL_NOT_FOUND = 'Diesen Vorschlag gibt es nicht.'

function toProposal(row: Selectable<LivestreamPollProposalsTable>): LivestreamPollProposal {
  return {
    id: row.id,
    livestream_id: row.livestream_id,
    question: row.question,
    options: JSON.parse(row.options) as string[],
    status: row.status,
    nickname: row.nickname,
    user_id: row.user_id,
    chat_user_id: row.chat_user_id,
    poll_id: row.poll_id,
    created_at: row.created_at,
    decided_at: row.decided_at,
  }
}

/**
 * Poll proposals (SPEC §3 proposals, §7 PUT /api/livestream_poll_proposal/{id}; docs/livestreams.md):
 * viewers who may chat propose a question with answers; whoever runs the polls reads them and accepts
 * (a poll is made from it, LivestreamPollUpdated goes out) or rejects them. A proposal itself is never
 * sent to the viewers: it is nobody's checked text yet.
 */
export function registerPollProposalRoutes(app: Hono, context: AccountContext): void {
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  const requireProposal = async (id: number) => {
    const row = await db.selectFrom('livestream_poll_proposals').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(PROPOSAL_NOT_FOUND)
    return row
  }

  registerRoute(app, contract.createLivestreamPollProposal, async ({ body, session, context: c }) => {
    const stream = await requireLivestream(db, body.livestream_id)
    // Who may write in the chat may propose: guests only where the chat is public.
    const { userId, chatUserId } = await requireChatWriter(context, c, stream, session, body.chat_user_id, {
      needsLogin: PROPOSAL_NEEDS_LOGIN,
      needsChatId: 'Ohne Anmeldung braucht der Vorschlag eine Chat-Kennung.',
      blocked: PROPOSAL_BLOCKED,
    })
    const row = await db
      .insertInto('livestream_poll_proposals')
      .values({
        livestream_id: stream.id,
        question: body.question,
        options: JSON.stringify(body.options),
        user_id: userId,
        chat_user_id: chatUserId,
        nickname: body.nickname,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { data: toProposal(row) }
  })

  registerRoute(app, contract.livestreamPollProposals, async ({ query, session }) => {
    // Looked up first, like the polls: a missing stream is a 404 for everyone (poll-routes.ts says why).
    await requireLivestream(db, query.livestream_id)
    requirePollAdmin(session)
    const rows = await db
      .selectFrom('livestream_poll_proposals')
      .selectAll()
      .where('livestream_id', '=', query.livestream_id)
      .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
      .orderBy('id', 'desc')
      .limit(500)
      .execute()
    return { data: rows.map(toProposal) }
  })

  registerRoute(app, contract.updateLivestreamPollProposal, async ({ params, body, session }) => {
    const proposal = await requireProposal(params.id)
    requirePollAdmin(session)
    if (proposal.status !== 'open') throw new HttpError(422, PROPOSAL_DECIDED, { status: [PROPOSAL_DECIDED] })
    const decidedAt = nowIso()
    const pollId = await db.transaction().execute(async (trx) => {
      // Only an open proposal is decided: of two moderators deciding at once, the second hears it.
      const decided = await trx
        .updateTable('livestream_poll_proposals')
        .set({ status: body.status, decided_at: decidedAt })
        .where('id', '=', proposal.id)
        .where('status', '=', 'open')
        .executeTakeFirst()
      if (Number(decided.numUpdatedRows) === 0)
        throw new HttpError(422, PROPOSAL_DECIDED, { status: [PROPOSAL_DECIDED] })
      if (body.status === 'rejected') return null
      const { id } = await trx
        .insertInto('livestream_polls')
        .values({
          livestream_id: proposal.livestream_id,
          question: body.question ?? proposal.question,
          is_active: body.is_active === false ? 0 : 1,
          created_at: decidedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const options = body.options ?? (JSON.parse(proposal.options) as string[])
      await trx
        .insertInto('livestream_poll_options')
        .values(options.map((text) => ({ poll_id: id, text })))
        .execute()
      await trx.updateTable('livestream_poll_proposals').set({ poll_id: id }).where('id', '=', proposal.id).execute()
      return id
    })
    if (pollId !== null) {
      const poll = await requirePoll(db, pollId)
      await publishLivestreamEvent(context, poll.livestream_id, 'LivestreamPollUpdated', poll)
    }
    return { data: toProposal(await requireProposal(proposal.id)) }
  })
}
