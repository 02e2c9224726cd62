import type { LivestreamMessage, LivestreamPoll } from '@oabat/core'

/** SPEC §4: the message list keeps the latest 50. */
export const MESSAGE_LIMIT = 50

export interface Viewer {
  userId: number | null
  chatUserId: string | null
  admin: boolean
}

export interface Thresholds {
  message_threshold: number
  self_message_threshold: number
}

export function isOwnMessage(message: LivestreamMessage, viewer: Viewer): boolean {
  if (viewer.userId !== null) return message.user_id === viewer.userId
  return message.chat_user_id !== null && message.chat_user_id === viewer.chatUserId
}

/**
 * How long a live message waits before it shows (SPEC §5): the viewer's own after
 * self_message_threshold seconds; others' after message_threshold seconds, unless the message is
 * flagged noThreshold (`no_threshold`: the server sets it on the admin's lines) or the viewer is an
 * admin (who sees everything at once, to moderate).
 */
export function messageDelayMs(message: LivestreamMessage, viewer: Viewer, stream: Thresholds): number {
  if (isOwnMessage(message, viewer)) return stream.self_message_threshold * 1000
  if (viewer.admin || message.no_threshold) return 0
  return stream.message_threshold * 1000
}

/** Adds a message in order of id (once), keeping the latest MESSAGE_LIMIT. */
export function addMessage(list: readonly LivestreamMessage[], message: LivestreamMessage): LivestreamMessage[] {
  if (list.some((m) => m.id === message.id)) return list as LivestreamMessage[]
  const next = [...list, message].sort((a, b) => a.id - b.id)
  return next.slice(-MESSAGE_LIMIT)
}

/** AllUserMessagesDeleted names an account (user_id) or a guest (chat_user_id). */
export function byChatter(who: { user_id: number | null; chat_user_id: string | null }) {
  return (message: LivestreamMessage): boolean =>
    who.user_id !== null ? message.user_id === who.user_id : message.chat_user_id === who.chat_user_id
}

/** SPEC §4: active polls first, then newest first. */
export function sortPolls(polls: readonly LivestreamPoll[]): LivestreamPoll[] {
  return [...polls].sort((a, b) => Number(b.is_active) - Number(a.is_active) || b.id - a.id)
}

/**
 * The viewer's own choice (voted_option_id) comes only in answers to this viewer; a poll from an
 * event everyone receives keeps the choice the widget already knew.
 */
function withOwnVote(poll: LivestreamPoll, known: readonly LivestreamPoll[]): LivestreamPoll {
  if (poll.voted_option_id !== undefined) return poll
  const before = known.find((p) => p.id === poll.id)?.voted_option_id
  return before === undefined ? poll : { ...poll, voted_option_id: before }
}

/** Applies LivestreamPollUpdated: the whole poll, or `{ id, deleted: true }`. */
export function applyPollUpdate(
  polls: readonly LivestreamPoll[],
  update: LivestreamPoll | { id: number; deleted: true },
): LivestreamPoll[] {
  const rest = polls.filter((poll) => poll.id !== update.id)
  return sortPolls('deleted' in update ? rest : [...rest, withOwnVote(update, polls)])
}

/** Applies the polls of an Updated event (all of them), keeping the viewer's own choices. */
export function replacePolls(polls: readonly LivestreamPoll[], next: readonly LivestreamPoll[]): LivestreamPoll[] {
  return sortPolls(next.map((poll) => withOwnVote(poll, polls)))
}
