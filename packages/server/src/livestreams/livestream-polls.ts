import type { LivestreamPoll } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/http-error.ts'

export const POLL_NOT_FOUND = 'Diese Abstimmung gibt es nicht.'
export const OPTION_NOT_FOUND = 'Diese Antwort gibt es nicht.'

/** The key a vote is stored under: `u{user id}` for an account, `g{chat_user_id}` for a guest. */
export function voterKey(userId: number | null, chatUserId: string | null | undefined): string | null {
  if (userId !== null) return `u${userId}`
  return chatUserId ? `g${chatUserId}` : null
}

/**
 * Polls of a livestream (or the one given) with their options and vote counts; active first, then
 * newest. With `voter` (an answer to one viewer) each poll carries `voted_option_id`; null stands for
 * a viewer nobody can tell (a guest without chat id), who has voted nowhere.
 */
export async function loadPolls(
  db: Kysely<Database>,
  where: { livestreamId: number } | { pollId: number },
  voter?: string | null,
): Promise<LivestreamPoll[]> {
  let query = db.selectFrom('livestream_polls').selectAll()
  query =
    'pollId' in where ? query.where('id', '=', where.pollId) : query.where('livestream_id', '=', where.livestreamId)
  const polls = await query.orderBy('is_active', 'desc').orderBy('id', 'desc').execute()
  if (polls.length === 0) return []
  const ids = polls.map((p) => p.id)
  const options = await db
    .selectFrom('livestream_poll_options')
    .select(['id', 'poll_id', 'text'])
    .where('poll_id', 'in', ids)
    .orderBy('id')
    .execute()
  const votes = await db
    .selectFrom('livestream_poll_votes')
    .select(['option_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('poll_id', 'in', ids)
    .groupBy('option_id')
    .execute()
  const count = new Map(votes.map((v) => [v.option_id, Number(v.n)]))
  const own =
    voter === undefined
      ? null
      : new Map(
          voter === null
            ? []
            : (
                await db
                  .selectFrom('livestream_poll_votes')
                  .select(['poll_id', 'option_id'])
                  .where('poll_id', 'in', ids)
                  .where('voter', '=', voter)
                  .execute()
              ).map((v) => [v.poll_id, v.option_id]),
        )
  return polls.map((poll) => ({
    id: poll.id,
    livestream_id: poll.livestream_id,
    question: poll.question,
    is_active: poll.is_active === 1,
    options: options
      .filter((o) => o.poll_id === poll.id)
      .map((o) => ({ id: o.id, text: o.text, votes: count.get(o.id) ?? 0 })),
    ...(own ? { voted_option_id: own.get(poll.id) ?? null } : {}),
  }))
}

export async function requirePoll(db: Kysely<Database>, pollId: number): Promise<LivestreamPoll> {
  const [poll] = await loadPolls(db, { pollId })
  if (!poll) throw notFound(POLL_NOT_FOUND)
  return poll
}
