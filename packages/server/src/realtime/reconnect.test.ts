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
  it('closes connections with 4200, and pusher-js reconnects at once and subscribes again to the new server', async () => {
    const server = await startStandaloneRealtime({ users })
    servers.push(server)
    const client = await connected(pusherClient(server, ANNA))
    const channel = await subscribed(client.subscribe('private-chatmessage.1'))
    const firstSocketId = client.connection.socket_id
    const errors = collect<{ error?: { data?: { code?: number } } }>(client.connection, 'error')

    // A restart without a moment of closed port: the old server says 4200, the new one takes over.
    const started = Date.now()
    const resubscribed = nextEvent(channel, 'pusher:subscription_succeeded', 5000)
    await server.restart()
    await resubscribed
    expect(client.connection.socket_id).not.toBe(firstSocketId)
    expect(errors.map((e) => e.error?.data?.code)).toContain(4200)
    expect(Date.now() - started).toBeLessThan(2000)

    const received = nextEvent(channel, 'MessageSent')
    await server.realtime.trigger('private-chatmessage.1', 'MessageSent', { body: 'wieder da' })
    expect(await received).toEqual({ body: 'wieder da' })
    await disconnected(client)
  })
})
