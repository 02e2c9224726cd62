import type { Generated } from 'kysely'

/** Tables of migration 0015-livestreams (docs/livestreams.md). Flags are 0/1, times ISO text. */
export interface LivestreamsTable {
  id: Generated<number>
  job_fair_id: number | null
  title: string
  description: Generated<string>
  is_live: Generated<number>
  is_secure: Generated<number>
  /** hash of auth/password-hash.ts; the password itself is never stored nor sent. */
  password_hash: string | null
  account_only_vote: Generated<number>
  is_chat_public: Generated<number>
  planned_start: string | null
  planned_end: string | null
  thumbnail_url: string | null
  video_url: string | null
  lower_bound: Generated<number>
  message_threshold: Generated<number>
  self_message_threshold: Generated<number>
  like_count: Generated<number>
  created_at: string
}

export interface LivestreamMessagesTable {
  id: Generated<number>
  livestream_id: number
  user_id: number | null
  chat_user_id: string | null
  nickname: string
  text: string
  created_at: string
}

export interface LivestreamBlocksTable {
  id: Generated<number>
  livestream_id: number
  user_id: number | null
  chat_user_id: string | null
  created_at: string
}

/** A company's slot on stage: business (or a plain title such as „Pause“) from `from` until `to`. */
export interface LivestreamAppearancesTable {
  id: Generated<number>
  livestream_id: number
  business_id: number | null
  title: Generated<string>
  from: string
  to: string | null
}

export interface LivestreamPollsTable {
  id: Generated<number>
  livestream_id: number
  question: string
  /** 0: closed, votes are refused. */
  is_active: Generated<number>
  created_at: string
}

export interface LivestreamPollOptionsTable {
  id: Generated<number>
  poll_id: number
  text: string
}

/** voter: `u{userId}` for an account, `g{chat_user_id}` for a guest. */
export interface LivestreamPollVotesTable {
  id: Generated<number>
  poll_id: number
  option_id: number
  voter: string
  created_at: string
}

export interface LivestreamChannelsTable {
  livestream_id: number
  channel_id: number
}

/** A programme point of the stage that is not a company slot (SPEC §3 agenda: from), e.g. „Begrüßung“. Migration 0017. */
export interface LivestreamAgendaItemsTable {
  id: Generated<number>
  livestream_id: number
  from: string
  to: string | null
  title: string
}

/** A poll a viewer proposes; a moderator accepts it (a poll is made: poll_id) or rejects it. Migration 0017. */
export interface LivestreamPollProposalsTable {
  id: Generated<number>
  livestream_id: number
  question: string
  /** JSON list of the proposed answers. */
  options: string
  status: Generated<'open' | 'accepted' | 'rejected'>
  user_id: number | null
  chat_user_id: string | null
  nickname: string
  poll_id: number | null
  created_at: string
  decided_at: string | null
}

export interface LivestreamTables {
  livestream_agenda_items: LivestreamAgendaItemsTable
  livestream_poll_proposals: LivestreamPollProposalsTable
  livestream_channels: LivestreamChannelsTable
  livestream_polls: LivestreamPollsTable
  livestream_poll_options: LivestreamPollOptionsTable
  livestream_poll_votes: LivestreamPollVotesTable
  livestreams: LivestreamsTable
  livestream_messages: LivestreamMessagesTable
  livestream_blocks: LivestreamBlocksTable
  livestream_appearances: LivestreamAppearancesTable
}
