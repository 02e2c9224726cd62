import type { Livestream, LivestreamMessage } from '@oabat/core'
import type { Kysely, Selectable } from 'kysely'
import { accountFlags } from '../auth/account-flags.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/http-error.ts'
import { loadPolls } from './livestream-polls.ts'
import type { LivestreamMessagesTable, LivestreamsTable } from './livestream-schema.ts'

/** SPEC §9: the chat shows the latest 50 messages. */
export const LIVESTREAM_MESSAGE_LIST = 50
export const LIVESTREAM_NOT_FOUND = 'Diesen Livestream gibt es nicht.'

export type LivestreamRow = Selectable<LivestreamsTable>
export type LivestreamMessageRow = Selectable<LivestreamMessagesTable>

export async function requireLivestream(db: Kysely<Database>, id: number): Promise<LivestreamRow> {
  const row = await db.selectFrom('livestreams').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound(LIVESTREAM_NOT_FOUND)
  return row
}

/** A stored chat line as sent; `byAdmin` (the moderator wrote it) sets SPEC §5's noThreshold. */
export function toLivestreamMessage(row: LivestreamMessageRow, byAdmin: boolean): LivestreamMessage {
  return {
    id: row.id,
    livestream_id: row.livestream_id,
    text: row.text,
    nickname: row.nickname,
    chat_user_id: row.chat_user_id,
    user_id: row.user_id,
    created_at: row.created_at,
    no_threshold: byAdmin,
  }
}

/** What viewers see as the count: the real one, never below the stream's lower bound. */
export function shownViewers(row: LivestreamRow, subscribers: number): number {
  return Math.max(row.lower_bound, subscribers)
}

/** Slugs of the channels that show the livestream, in slug order. */
export async function livestreamChannels(db: Kysely<Database>, livestreamId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('livestream_channels as lc')
    .innerJoin('channels as ch', 'ch.id', 'lc.channel_id')
    .select('ch.slug')
    .where('lc.livestream_id', '=', livestreamId)
    .orderBy('ch.slug')
    .execute()
  return rows.map((r) => r.slug)
}

/**
 * The whole livestream as GET /api/livestreams/{id} answers it. With `voter` (see voterKey) the polls
 * carry that viewer's own votes; without, the answer is the same for everyone (realtime events).
 * `accounts` names the admin, whose chat lines carry no_threshold.
 */
export async function loadLivestream(
  db: Kysely<Database>,
  row: LivestreamRow,
  subscribers: number,
  accounts: Config['accounts'],
  voter?: string | null,
): Promise<Livestream> {
  const appearances = await db
    .selectFrom('livestream_appearances as a')
    .leftJoin('businesses as b', 'b.id', 'a.business_id')
    .select([
      'a.id',
      'a.from',
      'a.to',
      'a.title',
      'b.id as business_id',
      'b.slug as business_slug',
      'b.name as business_name',
    ])
    .where('a.livestream_id', '=', row.id)
    .orderBy('a.from')
    .orderBy('a.id')
    .execute()
  const agenda = await db
    .selectFrom('livestream_agenda_items')
    .select(['id', 'from', 'to', 'title'])
    .where('livestream_id', '=', row.id)
    .orderBy('from')
    .orderBy('id')
    .execute()
  const latest = await db
    .selectFrom('livestream_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select('u.email as author_email')
    .where('m.livestream_id', '=', row.id)
    .orderBy('m.id', 'desc')
    .limit(LIVESTREAM_MESSAGE_LIST)
    .execute()
  return {
    id: row.id,
    job_fair_id: row.job_fair_id,
    title: row.title,
    description: row.description,
    is_live: row.is_live === 1,
    is_secure: row.is_secure === 1,
    account_only_vote: row.account_only_vote === 1,
    is_chat_public: row.is_chat_public === 1,
    planned_start: row.planned_start,
    planned_end: row.planned_end,
    thumbnail_url: row.thumbnail_url,
    video_url: row.video_url,
    viewers: shownViewers(row, subscribers),
    lower_bound: row.lower_bound,
    message_threshold: row.message_threshold,
    self_message_threshold: row.self_message_threshold,
    like_count: row.like_count,
    channels: await livestreamChannels(db, row.id),
    appearances: appearances.map((a) => ({
      id: a.id,
      from: a.from,
      to: a.to,
      title: a.title,
      business:
        a.business_id !== null && a.business_slug !== null && a.business_name !== null
          ? { id: a.business_id, slug: a.business_slug, name: a.business_name }
          : null,
    })),
    agenda,
    polls: await loadPolls(db, { livestreamId: row.id }, voter),
    messages: latest
      .reverse()
      .map(({ author_email, ...message }) =>
        toLivestreamMessage(message, author_email !== null && accountFlags(author_email, accounts).is_admin),
      ),
  }
}
