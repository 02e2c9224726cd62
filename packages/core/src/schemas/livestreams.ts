import { z } from 'zod'

/** SPEC §3 Livestream chat message. */
export const LivestreamMessage = z
  .object({
    id: z.number().int(),
    livestream_id: z.number().int(),
    text: z.string(),
    nickname: z.string(),
    chat_user_id: z.string().nullable(),
    user_id: z.number().int().nullable(),
    created_at: z.string(),
    /** SPEC §5 noThreshold: written by the admin (the moderator), so viewers show it at once, without message_threshold. */
    no_threshold: z.boolean(),
  })
  .meta({ id: 'LivestreamMessage' })
export type LivestreamMessage = z.infer<typeof LivestreamMessage>

/** A company slot on stage (SPEC §3 appearances: from, to, business). */
export const LivestreamAppearance = z
  .object({
    id: z.number().int(),
    from: z.string(),
    to: z.string().nullable(),
    title: z.string(),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'LivestreamAppearance' })
export type LivestreamAppearance = z.infer<typeof LivestreamAppearance>

/** A programme point of the stage that is not a company slot (SPEC §3 agenda: from), e.g. „Begrüßung“. */
export const LivestreamAgendaItem = z
  .object({ id: z.number().int(), from: z.string(), to: z.string().nullable(), title: z.string() })
  .meta({ id: 'LivestreamAgendaItem' })
export type LivestreamAgendaItem = z.infer<typeof LivestreamAgendaItem>

/** A livestream poll with its options and their vote counts (SPEC §3 polls, poll options, votes). */
export const LivestreamPoll = z
  .object({
    id: z.number().int(),
    livestream_id: z.number().int(),
    question: z.string(),
    is_active: z.boolean(),
    options: z.array(z.object({ id: z.number().int(), text: z.string(), votes: z.number().int() })),
    /**
     * The option the asking viewer chose (null: not voted yet). Only in answers to one viewer: GET
     * /api/livestreams/{id} (account by token, guest by `chat_user_id`) and the vote; never in
     * LivestreamPollUpdated or Updated, which every viewer receives.
     */
    voted_option_id: z.number().int().nullable().optional(),
  })
  .meta({ id: 'LivestreamPoll' })
export type LivestreamPoll = z.infer<typeof LivestreamPoll>

/** SPEC §3 Livestream; the password itself is never sent, only whether one is set (is_secure). */
export const Livestream = z
  .object({
    id: z.number().int(),
    job_fair_id: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    is_live: z.boolean(),
    is_secure: z.boolean(),
    account_only_vote: z.boolean(),
    is_chat_public: z.boolean(),
    planned_start: z.string().nullable(),
    planned_end: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    video_url: z.string().nullable(),
    /** Current viewers, never shown below lower_bound. */
    viewers: z.number().int(),
    lower_bound: z.number().int(),
    message_threshold: z.number().int(),
    self_message_threshold: z.number().int(),
    like_count: z.number().int(),
    /** Slugs of the channels (regions) whose pages show it. */
    channels: z.array(z.string()),
    appearances: z.array(LivestreamAppearance),
    /** Programme points without a company, by `from` (uploaded with the schedule or sent with PUT). */
    agenda: z.array(LivestreamAgendaItem),
    /** Active polls first, then newest first (SPEC §4). */
    polls: z.array(LivestreamPoll),
    /** The latest 50 chat messages, old → new (SPEC §9). */
    messages: z.array(LivestreamMessage),
  })
  .meta({ id: 'Livestream' })
export type Livestream = z.infer<typeof Livestream>

/** Payload of the NewLivestreamEvent realtime event and answer of POST …/events. */
export const LivestreamReaction = z
  .object({ type: z.string(), chat_user_id: z.string().nullable(), like_count: z.number().int() })
  .meta({ id: 'LivestreamReaction' })
export type LivestreamReaction = z.infer<typeof LivestreamReaction>

/** One row of the admin's livestream list (GET /api/livestreams). */
export const LivestreamSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    job_fair: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    is_live: z.boolean(),
    is_secure: z.boolean(),
    planned_start: z.string().nullable(),
    planned_end: z.string().nullable(),
  })
  .meta({ id: 'LivestreamSummary' })
export type LivestreamSummary = z.infer<typeof LivestreamSummary>

/**
 * A poll a viewer proposes (SPEC §3 proposals; PUT /api/livestream_poll_proposal/{id}). Only the
 * moderators read them: they are viewers' text nobody has checked yet.
 */
export const LivestreamPollProposal = z
  .object({
    id: z.number().int(),
    livestream_id: z.number().int(),
    question: z.string(),
    options: z.array(z.string()),
    status: z.enum(['open', 'accepted', 'rejected']),
    nickname: z.string(),
    user_id: z.number().int().nullable(),
    chat_user_id: z.string().nullable(),
    /** The poll made from it once accepted. */
    poll_id: z.number().int().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'LivestreamPollProposal' })
export type LivestreamPollProposal = z.infer<typeof LivestreamPollProposal>
