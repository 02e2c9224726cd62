import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis, type RedisClient } from './redis-connection.ts'
import { connected, disconnected, type PusherClient, pusherClient, subscribed } from './testing/pusher-clients.ts'
import { type StandaloneRealtime, startStandaloneRealtime } from './testing/standalone-realtime.ts'

// Two realtime servers on one Redis stand for two server processes (docs/realtime.md, counted channels).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `oabat:test:${randomBytes(6).toString('hex')}:`
const CHANNEL = 'private-livestream.42'
let redis: RedisClient
let first: StandaloneRealtime
let second: StandaloneRealtime
const clients: PusherClient[] = []

async function watch(target: StandaloneRealtime) {
  const client = await connected(pusherClient(target))
  clients.push(client)
  await subscribed(client.subscribe(CHANNEL))
  return client
}

beforeAll(async () => {
  redis = await connectRedis(REDIS_URL)
  const options = {
    redisUrl: REDIS_URL,
    redisPrefix: prefix,
    countsSubscribers: (channel: string) => channel.startsWith('private-livestream.'),
  }
  ;[first, second] = await Promise.all([startStandaloneRealtime(options), startStandaloneRealtime(options)])
})

afterAll(async () => {
  await Promise.all(clients.map((c) => disconnected(c)))
  await Promise.all([first?.close(), second?.close()])
  if (redis) {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
      if (keys.length > 0) await redis.del(keys)
    redis.destroy()
  }
})

describe('subscriber count of a counted channel across processes (livestream viewers)', () => {
  it('counts guests subscribed on either process, and drops those who leave', async () => {
    const changed: string[] = []
    first.realtime.onSubscribersChanged((channel) => changed.push(channel))
    const anna = await watch(first)
    await watch(second)
    await watch(second)
    await expect.poll(() => first.realtime.subscriberCount(CHANNEL)).toBe(3)
    expect(await second.realtime.subscriberCount(CHANNEL)).toBe(3)
    expect(changed).toContain(CHANNEL)

    await disconnected(anna)
    await expect.poll(() => second.realtime.subscriberCount(CHANNEL)).toBe(2)
    expect(await first.realtime.subscriberCount('private-chatmessage.1')).toBe(0)
  })

  it('tells its listeners nothing once it closes, though its viewers leave', async () => {
    const closing = await startStandaloneRealtime({
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      countsSubscribers: (channel: string) => channel.startsWith('private-livestream.'),
    })
    const changed: string[] = []
    closing.realtime.onSubscribersChanged((channel) => changed.push(channel))
    const viewer = await watch(closing)
    await expect.poll(() => changed.length).toBe(1)
    expect(closing.realtime.isClosing()).toBe(false)

    const closed = closing.close()
    expect(closing.realtime.isClosing()).toBe(true)
    await closed
    await disconnected(viewer)
    expect(changed).toEqual([CHANNEL])
  })
})
