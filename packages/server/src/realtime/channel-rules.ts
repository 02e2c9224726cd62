/**
 * @module channel-rules — which signed-in user may subscribe to which private or presence channel
 * (ARCHITECTURE decision 4, SPEC §7 Realtime):
 * - `private-chatmessage.{userId}`: only that user (new, updated messages and typing of their chats);
 * - `private-school.{schoolId}`: only members of that school;
 * - `private-livestream.{id}`: everyone, guests too (channel-authorizer.ts; docs/livestreams.md says why);
 *   `presence-livestream.{id}`: every signed-in user.
 * Every other private or presence channel is refused.
 */

/** The caller as the realtime layer needs it; `info` becomes the presence user_info. */
export interface RealtimeUser {
  id: number | string
  schoolId?: number | string | null
  info?: Record<string, unknown>
}

const CHANNEL = /^(private|presence)-(chatmessage|school|livestream)\.(\d{1,18})$/

export function mayJoinChannel(user: RealtimeUser, channel: string): boolean {
  const match = CHANNEL.exec(channel)
  if (!match) return false
  const [, kind, topic, id] = match
  if (topic === 'chatmessage') return kind === 'private' && String(user.id) === id
  if (topic === 'school') return kind === 'private' && user.schoolId != null && String(user.schoolId) === id
  return true
}
