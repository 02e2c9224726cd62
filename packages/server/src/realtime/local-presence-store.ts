import type { PresenceMember, PresenceStore } from './presence-store.ts'

/** Presence of a single process: the channel's members are this process's members. */
export function createLocalPresenceStore(): PresenceStore {
  const channels = new Map<string, Map<string, unknown>>()
  return {
    async join(channel, member) {
      const members = channels.get(channel) ?? new Map<string, unknown>()
      channels.set(channel, members)
      const first = !members.has(member.userId)
      members.set(member.userId, member.info)
      return first
    },
    async leave(channel, userId) {
      const members = channels.get(channel)
      const held = members?.delete(userId) ?? false
      if (members?.size === 0) channels.delete(channel)
      return held
    },
    async members(channel) {
      const members = channels.get(channel)
      return members ? [...members].map(([userId, info]): PresenceMember => ({ userId, info })) : []
    },
    onLost() {
      // A single process cannot lose another one…
    },
    onRejoined() {
      // …nor be taken for stopped.
    },
    async close() {
      channels.clear()
    },
  }
}
