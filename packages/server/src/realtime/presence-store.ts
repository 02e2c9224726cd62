/**
 * @module presence-store — who is in a presence channel, across all server processes. A process calls
 * `join` when its first connection of a user enters the channel and `leave` when its last one goes;
 * the store tells whether that was the user's first or last process, which decides member_added and
 * member_removed.
 */

export interface PresenceMember {
  userId: string
  info: unknown
}

/** A member whose every process is gone (a process that stopped without leaving). */
export interface LostMember {
  channel: string
  userId: string
}

export interface PresenceStore {
  /** True when no process held the user in the channel before. */
  join(channel: string, member: PresenceMember): Promise<boolean>
  /** True when no process holds the user in the channel any more. */
  leave(channel: string, userId: string): Promise<boolean>
  members(channel: string): Promise<PresenceMember[]>
  /** Called with members that vanished because their process stopped answering. */
  onLost(handler: (lost: LostMember[]) => void): void
  /** Called for members this process joined again after it had been taken for stopped; true first ones only. */
  onRejoined(handler: (channel: string, member: PresenceMember) => void): void
  close(): Promise<void>
}
