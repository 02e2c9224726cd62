import { canAdminPolls, isAdmin } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import type { Session } from '../auth/session.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { publishLivestreamEvent } from './livestream-events.ts'
import { OPTION_NOT_FOUND, requirePoll, voterKey } from './livestream-polls.ts'
import { requireLivestream } from './livestream-queries.ts'

export const POLLS_NOT_ALLOWED = 'Abstimmungen darf nur das oabat-Team oder ein freigeschalteter Betrieb verwalten.'
export const VOTE_NEEDS_LOGIN = 'Bitte melde Dich an, um abzustimmen.'
export const POLL_CLOSED = 'Diese Abstimmung ist beendet.'
export const ALREADY_VOTED = 'Du hast bei dieser Abstimmung schon abgestimmt.'

/** SPEC §6 adminPolls: the admin, or a business with the permission admin_livestream_polls. */
export function requirePollAdmin(session: Session | null): void {
  const user = session?.user
  if (!isAdmin(user) && !canAdminPolls(user)) throw new HttpError(403, POLLS_NOT_ALLOWED)
}

/**
 * SPEC §7 polls, options and votes; every change goes out as LivestreamPollUpdated with the whole poll.
 * Writes look the poll up before the permission check: polls are public in the livestream read, so a
 * 404 tells nobody anything, and the route's role gate (admin, business) stays the only 403 a
 * matrix caller without a poll sees.
 */
export function registerPollRoutes(app: Hono, context: AccountContext): void {
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  const announce = async (pollId: number) => {
    const poll = await requirePoll(db, pollId)
    await publishLivestreamEvent(context, poll.livestream_id, 'LivestreamPollUpdated', poll)
    return poll
  }
  const optionOf = async (optionId: number) => {
    const option = await db
      .selectFrom('livestream_poll_options')
      .select(['id', 'poll_id'])
      .where('id', '=', optionId)
      .executeTakeFirst()
    if (!option) throw notFound(OPTION_NOT_FOUND)
    return option
  }

  registerRoute(app, contract.createLivestreamPoll, async ({ body, session }) => {
    requirePollAdmin(session)
    await requireLivestream(db, body.livestream_id)
    const pollId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('livestream_polls')
        .values({
          livestream_id: body.livestream_id,
          question: body.question,
          is_active: body.is_active === false ? 0 : 1,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('livestream_poll_options')
        .values(body.options.map((text) => ({ poll_id: id, text })))
        .execute()
      return id
    })
    return { data: await announce(pollId) }
  })

  registerRoute(app, contract.updateLivestreamPoll, async ({ params, body, session }) => {
    await requirePoll(db, params.id)
    requirePollAdmin(session)
    const set = {
      ...(body.question !== undefined ? { question: body.question } : {}),
      ...(body.is_active !== undefined ? { is_active: body.is_active ? 1 : 0 } : {}),
    }
    if (Object.keys(set).length > 0)
      await db.updateTable('livestream_polls').set(set).where('id', '=', params.id).execute()
    return { data: await announce(params.id) }
  })

  registerRoute(app, contract.deleteLivestreamPoll, async ({ params, session }) => {
    const poll = await requirePoll(db, params.id)
    requirePollAdmin(session)
    await db.deleteFrom('livestream_polls').where('id', '=', params.id).execute()
    await publishLivestreamEvent(context, poll.livestream_id, 'LivestreamPollUpdated', { id: poll.id, deleted: true })
    return { data: { id: poll.id } }
  })

  registerRoute(app, contract.createLivestreamPollOption, async ({ body, session }) => {
    requirePollAdmin(session)
    await requirePoll(db, body.poll_id)
    await db.insertInto('livestream_poll_options').values({ poll_id: body.poll_id, text: body.text }).execute()
    return { data: await announce(body.poll_id) }
  })

  registerRoute(app, contract.updateLivestreamPollOption, async ({ params, body, session }) => {
    const option = await optionOf(params.id)
    requirePollAdmin(session)
    await db.updateTable('livestream_poll_options').set({ text: body.text }).where('id', '=', params.id).execute()
    return { data: await announce(option.poll_id) }
  })

  registerRoute(app, contract.deleteLivestreamPollOption, async ({ params, session }) => {
    const option = await optionOf(params.id)
    requirePollAdmin(session)
    await db.deleteFrom('livestream_poll_options').where('id', '=', params.id).execute()
    return { data: await announce(option.poll_id) }
  })

  registerRoute(app, contract.voteLivestreamPoll, async ({ body, session }) => {
    const option = await optionOf(body.livestream_poll_option_id)
    const poll = await requirePoll(db, option.poll_id)
    const stream = await requireLivestream(db, poll.livestream_id)
    if (!session && stream.account_only_vote === 1) throw new HttpError(403, VOTE_NEEDS_LOGIN)
    if (!session && !body.chat_user_id)
      throw new HttpError(422, 'Die Eingaben sind ungültig.', {
        chat_user_id: ['Ohne Anmeldung braucht die Abstimmung eine Chat-Kennung.'],
      })
    if (!poll.is_active) throw new HttpError(422, POLL_CLOSED, { livestream_poll_option_id: [POLL_CLOSED] })
    const voter = voterKey(session?.user.id ?? null, body.chat_user_id) as string
    await limiterOf(context).consume('livestreamReactions', voter)
    // The unique key (poll, voter) decides between two votes sent at once; the loser hears it in German.
    const stored = await db
      .insertInto('livestream_poll_votes')
      .values({ poll_id: poll.id, option_id: option.id, voter, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['poll_id', 'voter']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!stored) throw new HttpError(422, ALREADY_VOTED, { livestream_poll_option_id: [ALREADY_VOTED] })
    // Everyone hears the new counts; only the voter's answer names the choice.
    return { data: { ...(await announce(poll.id)), voted_option_id: option.id } }
  })
}
