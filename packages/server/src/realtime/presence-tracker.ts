/**
 * @module presence-tracker — counts this process's connections per presence channel and user, asks the
 * presence store only on a user's first and last local connection, and publishes member_added and
 * member_removed when the store says it was the user's first or last process. Store calls for one
 * user in one channel run one after another, so a quick leave-and-return keeps its order.
 */
import type { Bus } from './bus.ts'
import type { PresenceMember, PresenceStore } from './presence-store.ts'

export class PresenceTracker {
  private readonly counts = new Map<string, Map<string, number>>()
  private readonly queues = new Map<string, Promise<void>>()

  constructor(
    private readonly store: PresenceStore,
    private readonly bus: Bus,
    private readonly log: (line: string) => void,
  ) {
    store.onLost((lost) => {
      for (const { channel, userId } of lost) this.publishRemoved(channel, userId)
    })
    store.onRejoined((channel, member) => this.publishAdded(channel, member))
  }

  /** A connection of `member` entered the channel; resolves once the member list includes it. */
  enter(channel: string, member: PresenceMember, socketId: string): Promise<void> {
    const users = this.counts.get(channel) ?? new Map<string, number>()
    this.counts.set(channel, users)
    const count = (users.get(member.userId) ?? 0) + 1
    users.set(member.userId, count)
    return this.inOrder(channel, member.userId, async () => {
      if (count === 1 && (await this.store.join(channel, member))) this.publishAdded(channel, member, socketId)
    })
  }

  /** A connection of the user left the channel (unsubscribed or closed). */
  exit(channel: string, userId: string): Promise<void> {
    const users = this.counts.get(channel)
    const count = (users?.get(userId) ?? 0) - 1
    if (count > 0) {
      users?.set(userId, count)
      return Promise.resolve()
    }
    users?.delete(userId)
    if (users?.size === 0) this.counts.delete(channel)
    return this.inOrder(channel, userId, async () => {
      if (await this.store.leave(channel, userId)) this.publishRemoved(channel, userId)
    })
  }

  members(channel: string): Promise<PresenceMember[]> {
    return this.store.members(channel)
  }

  /** Resolves when every store call under way has finished (graceful shutdown). */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()])
  }

  private inOrder(channel: string, userId: string, task: () => Promise<void>): Promise<void> {
    const key = `${channel}\n${userId}`
    const run = (this.queues.get(key) ?? Promise.resolve()).then(task)
    const tail = run
      .catch((error: Error) => this.log(`presence ${channel}: ${error.message}`))
      .finally(() => {
        if (this.queues.get(key) === tail) this.queues.delete(key)
      })
    this.queues.set(key, tail)
    return run
  }

  private publishAdded(channel: string, member: PresenceMember, exceptSocketId?: string): void {
    const data = JSON.stringify({ user_id: member.userId, user_info: member.info ?? {} })
    this.publish({ channel, event: 'pusher_internal:member_added', data, exceptSocketId })
  }

  private publishRemoved(channel: string, userId: string): void {
    this.publish({ channel, event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: userId }) })
  }

  private publish(message: Parameters<Bus['publish']>[0]): void {
    this.bus
      .publish(message)
      .catch((error: Error) => this.log(`presence event on ${message.channel}: ${error.message}`))
  }
}
