import { afterAll, describe, expect, it } from 'vitest'
import { collect, connected, disconnected, nextEvent, pusherClient, subscribed } from './testing/pusher-clients.ts'
import { type StandaloneRealtime, startStandaloneRealtime } from './testing/standalone-realtime.ts'

const users = { 'token-anna-0123456789abcdef': { id: 1 } }
const ANNA = 'token-anna-0123456789abcdef'
const servers: StandaloneRealtime[] = []

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

describe('graceful shutdown', () => {
  it('closes connections with 4200, and pusher-js reconnects and subscribes again to the next server', async () => {
    const before = await startStandaloneRealtime({ users })
    const client = await connected(pusherClient(before, ANNA))
    const channel = await subscribed(client.subscribe('private-chatmessage.1'))
    const firstSocketId = client.connection.socket_id
    const errors = collect<{ error?: { data?: { code?: number } } }>(client.connection, 'error')

    // A restart on the same port: the old process says 4200, the new one takes the connection.
    const started = Date.now()
    await before.close()
    const after = await startStandaloneRealtime({ users, port: before.port })
    servers.push(after)
    await nextEvent(channel, 'pusher:subscription_succeeded', 10_000)
    expect(client.connection.socket_id).not.toBe(firstSocketId)
    expect(errors.map((e) => e.error?.data?.code)).toContain(4200)
    expect(Date.now() - started).toBeLessThan(5000)

    const received = nextEvent(channel, 'MessageSent')
    await after.realtime.trigger('private-chatmessage.1', 'MessageSent', { body: 'wieder da' })
    expect(await received).toEqual({ body: 'wieder da' })
    await disconnected(client)
  })
})
