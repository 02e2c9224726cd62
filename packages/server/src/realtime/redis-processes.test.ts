import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis, type RedisClient } from './redis-connection.ts'
import { triggerOverHttp } from './testing/http-trigger.ts'
import {
  collect,
  connected,
  disconnected,
  nextEvent,
  type PusherClient,
  pusherClient,
  subscribed,
} from './testing/pusher-clients.ts'
import { type RealtimeProcess, startRealtimeProcess } from './testing/realtime-process.ts'
import { TEST_APP } from './testing/standalone-realtime.ts'

// Redis runs on every development machine and in CI; unreachable, this file fails instead of skipping.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// A prefix of its own, so parallel runs (and both dialect projects) never see each other's keys.
const prefix = `oabat:test:${randomBytes(6).toString('hex')}:`
const users = {
  'token-anna-0123456789abcdef': { id: 1, info: { name: 'Anna' } },
  'token-ben-0123456789abcdefgh': { id: 2, info: { name: 'Ben' } },
  'token-carla-0123456789abcdef': { id: 3, info: { name: 'Carla' } },
}
const [ANNA, BEN, CARLA] = Object.keys(users) as [string, string, string]

let redis: RedisClient
let first: RealtimeProcess
let second: RealtimeProcess
const clients: PusherClient[] = []

function client(target: RealtimeProcess, token: string): Promise<PusherClient> {
  const next = pusherClient(target, token)
  clients.push(next)
  return connected(next)
}

type Members = { count: number; each(callback: (member: { id: string }) => void): void }
function memberIds(channel: unknown): string[] {
  const ids: string[] = []
  ;(channel as { members: Members }).members.each((member) => ids.push(member.id))
  return ids.sort()
}

beforeAll(async () => {
  redis = await connectRedis(REDIS_URL)
  const options = { users, redisUrl: REDIS_URL, redisPrefix: prefix, presenceHeartbeatMs: 250, presenceTtlMs: 2000 }
  ;[first, second] = await Promise.all([startRealtimeProcess(options), startRealtimeProcess(options)])
})

afterAll(async () => {
  await Promise.all(clients.map((c) => disconnected(c)))
  await Promise.all([first?.stop(), second?.stop()])
  if (redis) {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
      if (keys.length > 0) await redis.del(keys)
    redis.destroy()
  }
})

describe('two server processes sharing Redis', () => {
  it('delivers an event triggered in process 1 to a client connected to process 2', async () => {
    const anna = await client(second, ANNA)
    const channel = anna.subscribe('private-chatmessage.1')
    await subscribed(channel)
    const received = nextEvent(channel, 'MessageSent')
    const response = await triggerOverHttp(first.url, TEST_APP, ['private-chatmessage.1'], 'MessageSent', { id: 7 })
    expect(response.status).toBe(200)
    expect(await received).toEqual({ id: 7 })
    await disconnected(anna)
  })

  it('carries client events across processes, not back to the sender', async () => {
    const anna = await client(first, ANNA)
    const ben = await client(second, BEN)
    const annaChannel = anna.subscribe('private-livestream.4')
    const benChannel = ben.subscribe('private-livestream.4')
    await subscribed(annaChannel)
    await subscribed(benChannel)
    const echoed = collect(annaChannel, 'client-like')
    const received = nextEvent(benChannel, 'client-like')
    annaChannel.trigger('client-like', { heart: true })
    expect(await received).toEqual({ heart: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(echoed).toEqual([])
    await Promise.all([disconnected(anna), disconnected(ben)])
  })

  it('keeps presence members right across processes: one member_added per user, member_removed after the last connection', async () => {
    const ben = await client(first, BEN)
    const benChannel = ben.subscribe('presence-livestream.1')
    await subscribed(benChannel)
    const added = collect<{ id: string }>(benChannel, 'pusher:member_added')
    const removed = collect<{ id: string }>(benChannel, 'pusher:member_removed')

    const annaOnFirst = await client(first, ANNA)
    await subscribed(annaOnFirst.subscribe('presence-livestream.1'))
    const annaOnSecond = await client(second, ANNA)
    await subscribed(annaOnSecond.subscribe('presence-livestream.1'))

    // A newcomer on process 2 sees the members of both processes, Anna once.
    const carla = await client(second, CARLA)
    const carlaChannel = carla.subscribe('presence-livestream.1')
    const snapshot = await nextEvent<{ count: number }>(carlaChannel, 'pusher:subscription_succeeded')
    expect(snapshot.count).toBe(3)
    expect(memberIds(carlaChannel)).toEqual(['1', '2', '3'])
    const carlaRemoved = collect<{ id: string }>(carlaChannel, 'pusher:member_removed')

    await expect.poll(() => added.map((m) => m.id)).toEqual(['1', '3'])
    await disconnected(annaOnFirst)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(removed).toEqual([])
    expect(carlaRemoved).toEqual([])

    await disconnected(annaOnSecond)
    await expect.poll(() => removed.map((m) => m.id)).toEqual(['1'])
    await expect.poll(() => carlaRemoved.map((m) => m.id)).toEqual(['1'])
    expect(memberIds(benChannel)).toEqual(['2', '3'])
    expect(added.map((m) => m.id)).toEqual(['1', '3'])
    await Promise.all([disconnected(ben), disconnected(carla)])
  })

  it('removes the members of a process that dies without a word (kill -9) once its heartbeat expires', async () => {
    const ben = await client(first, BEN)
    const benChannel = ben.subscribe('presence-livestream.2')
    await subscribed(benChannel)
    const removed = collect<{ id: string }>(benChannel, 'pusher:member_removed')
    const anna = await client(second, ANNA)
    await subscribed(anna.subscribe('presence-livestream.2'))
    await expect.poll(() => memberIds(benChannel)).toEqual(['1', '2'])

    await second.kill()
    // Only now stop the client from retrying: no close frame reached the dead process.
    anna.disconnect()
    await expect.poll(() => removed.map((m) => m.id), { timeout: 8000 }).toEqual(['1'])
    expect(memberIds(benChannel)).toEqual(['2'])
    expect(await redis.hGetAll(`${prefix}presence:presence-livestream.2:info`)).toEqual({ '2': '{"name":"Ben"}' })
  })
})
