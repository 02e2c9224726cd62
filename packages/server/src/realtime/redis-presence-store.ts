/**
 * @module redis-presence-store — presence shared by all server processes through Redis. Each process
 * renews an expiring "alive" key; when a process stops without leaving (crash, kill -9), another
 * process notices the expired key, removes that process's members atomically and reports the users
 * who are gone everywhere, so their member_removed is still sent.
 */
import { randomBytes } from 'node:crypto'
import type { Clock } from './clock.ts'
import type { LostMember, PresenceMember, PresenceStore } from './presence-store.ts'
import type { RedisClient } from './redis-connection.ts'
import { JOIN_SCRIPT, LEAVE_SCRIPT, REAP_SCRIPT } from './redis-presence-scripts.ts'

export interface RedisPresenceOptions {
  prefix: string
  clock: Clock
  /** How often this process renews its heartbeat and looks for stopped processes. */
  heartbeatMs?: number
  /** How long a silent process counts as alive. */
  ttlMs?: number
  log?: (line: string) => void
}

export async function createRedisPresenceStore(
  redis: RedisClient,
  { prefix, clock, heartbeatMs = 5000, ttlMs = 15_000, log = console.error }: RedisPresenceOptions,
): Promise<PresenceStore> {
  const processId = randomBytes(8).toString('hex')
  const processesKey = `${prefix}processes`
  const aliveKey = `${prefix}process:${processId}:alive`
  const membersKey = `${prefix}process:${processId}:members`
  const countKey = (channel: string) => `${prefix}presence:${channel}:count`
  const infoKey = (channel: string) => `${prefix}presence:${channel}:info`
  const entry = (channel: string, userId: string) => `${channel}\n${userId}`
  // What this process holds, to join again should it ever be taken for dead (a stall longer than the TTL).
  const held = new Map<string, { channel: string; member: PresenceMember }>()
  let lostHandler: (lost: LostMember[]) => void = () => {}
  let rejoinHandler: (channel: string, member: PresenceMember) => void = () => {}
  let registered = false

  async function join(channel: string, member: PresenceMember): Promise<boolean> {
    const key = entry(channel, member.userId)
    held.set(key, { channel, member })
    const first = await redis.eval(JOIN_SCRIPT, {
      keys: [countKey(channel), infoKey(channel), membersKey],
      arguments: [member.userId, JSON.stringify(member.info ?? {}), key],
    })
    return first === 1
  }

  async function heartbeat(): Promise<void> {
    await redis.set(aliveKey, '1', { PX: ttlMs })
    const added = await redis.sAdd(processesKey, processId)
    if (added === 1 && registered) {
      // Another process reaped us while we stalled: our members were removed, so join them again.
      for (const { channel, member } of held.values()) if (await join(channel, member)) rejoinHandler(channel, member)
    }
    registered = true
    const others = (await redis.sMembers(processesKey)).filter((id) => id !== processId)
    for (const id of others) {
      if (await redis.exists(`${prefix}process:${id}:alive`)) continue
      const lost = (await redis.eval(REAP_SCRIPT, { arguments: [prefix, id] })) as string[]
      if (lost.length > 0) {
        lostHandler(
          lost.map((value) => {
            const cut = value.indexOf('\n')
            return { channel: value.slice(0, cut), userId: value.slice(cut + 1) }
          }),
        )
      }
    }
  }

  await heartbeat()
  let beating = false
  const stop = clock.every(heartbeatMs, () => {
    if (beating) return
    beating = true
    heartbeat()
      .catch((error: Error) => log(`presence heartbeat failed: ${error.message}`))
      .finally(() => {
        beating = false
      })
  })

  return {
    join,
    async leave(channel, userId) {
      const key = entry(channel, userId)
      held.delete(key)
      const last = await redis.eval(LEAVE_SCRIPT, {
        keys: [countKey(channel), infoKey(channel), membersKey],
        arguments: [userId, key],
      })
      return last === 1
    },
    async members(channel) {
      const hash = await redis.hGetAll(infoKey(channel))
      return Object.entries(hash).map(([userId, info]): PresenceMember => ({ userId, info: JSON.parse(info) }))
    },
    onLost(handler) {
      lostHandler = handler
    },
    onRejoined(handler) {
      rejoinHandler = handler
    },
    async close() {
      stop()
      // Members still held (none after a graceful shutdown) are left to the reaper of another process.
      if (held.size === 0) {
        await redis.del([aliveKey, membersKey])
        await redis.sRem(processesKey, processId)
      }
    },
  }
}
