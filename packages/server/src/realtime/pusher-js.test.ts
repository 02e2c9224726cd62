import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  collect,
  connected,
  disconnected,
  nextEvent,
  type PusherClient,
  pusherClient,
  subscribed,
} from './testing/pusher-clients.ts'
import { type StandaloneRealtime, startStandaloneRealtime } from './testing/standalone-realtime.ts'

const users = {
  'token-anna-0123456789abcdef': { id: 1, info: { name: 'Anna' } },
  'token-ben-0123456789abcdefgh': { id: 2, info: { name: 'Ben' } },
  'token-teacher-0123456789abcd': { id: 3, schoolId: 7 },
}
const [ANNA, BEN, TEACHER] = Object.keys(users) as [string, string, string]

let server: StandaloneRealtime
const clients: PusherClient[] = []

function client(token?: string): Promise<PusherClient> {
  const next = pusherClient(server, token)
  clients.push(next)
  return connected(next)
}

beforeAll(async () => {
  server = await startStandaloneRealtime({ users })
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map(disconnected))
})
afterAll(async () => {
  await server.close()
})

interface SubscriptionError {
  type: string
  status: number
  error: string
}

describe('pusher-js in Node against our server', () => {
  it('connects with a socket id and receives events triggered on a public channel', async () => {
    const pusher = await client()
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/)
    const channel = pusher.subscribe('jobs')
    await subscribed(channel)
    const received = nextEvent<{ title: string }>(channel, 'JobPublished')
    await server.realtime.trigger('jobs', 'JobPublished', { title: 'Mechatroniker' })
    expect(await received).toEqual({ title: 'Mechatroniker' })
  })

  it('subscribes to its own chat channel through the auth endpoint and gets its messages', async () => {
    const pusher = await client(ANNA)
    const channel = pusher.subscribe('private-chatmessage.1')
    await subscribed(channel)
    const received = nextEvent<{ body: string }>(channel, 'MessageSent')
    await server.realtime.trigger('private-chatmessage.1', 'MessageSent', { body: 'Hallo' })
    expect(await received).toEqual({ body: 'Hallo' })
  })

  it("refuses someone else's chat channel (403) and any private channel without a token (401)", async () => {
    const anna = await client(ANNA)
    const refused = await nextEvent<SubscriptionError>(
      anna.subscribe('private-chatmessage.2'),
      'pusher:subscription_error',
    )
    expect(refused).toMatchObject({ type: 'AuthError', status: 403 })

    const guest = await client()
    const anonymous = await nextEvent<SubscriptionError>(
      guest.subscribe('private-chatmessage.1'),
      'pusher:subscription_error',
    )
    expect(anonymous).toMatchObject({ type: 'AuthError', status: 401 })
  })

  it('lets only members of a school into its channel', async () => {
    const teacher = await client(TEACHER)
    await subscribed(teacher.subscribe('private-school.7'))
    const other = await nextEvent<SubscriptionError>(teacher.subscribe('private-school.8'), 'pusher:subscription_error')
    expect(other.status).toBe(403)
    const anna = await client(ANNA)
    const outsider = await nextEvent<SubscriptionError>(anna.subscribe('private-school.7'), 'pusher:subscription_error')
    expect(outsider.status).toBe(403)
  })

  it('refuses a subscription whose signature was made for another socket', async () => {
    const anna = await client(ANNA)
    const response = await fetch(`${server.url}/api/broadcasting/auth`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANNA}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'socket_id=123.456&channel_name=private-chatmessage.1',
    })
    const { auth } = (await response.json()) as { auth: string }
    const messages = collect<{ event: string; channel?: string; data: unknown }>(anna.connection, 'message')
    anna.send_event('pusher:subscribe', { channel: 'private-chatmessage.1', auth })
    await expect
      .poll(() => messages.find((m) => m.event.startsWith('pusher')))
      .toEqual({
        event: 'pusher:subscription_error',
        channel: 'private-chatmessage.1',
        data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
      })
  })

  it('sends member_added once for a user with two connections, member_removed after the last one closes', async () => {
    const watcher = await client(BEN)
    const channel = watcher.subscribe('presence-livestream.5')
    await subscribed(channel)
    const added = collect<{ id: string; info: unknown }>(channel, 'pusher:member_added')
    const removed = collect<{ id: string }>(channel, 'pusher:member_removed')

    const first = await client(ANNA)
    const firstChannel = first.subscribe('presence-livestream.5')
    const members = await nextEvent<{ count: number; me: { id: string } }>(
      firstChannel,
      'pusher:subscription_succeeded',
    )
    expect(members.count).toBe(2)
    expect(members.me.id).toBe('1')
    const second = await client(ANNA)
    await subscribed(second.subscribe('presence-livestream.5'))
    await expect.poll(() => added.length).toBe(1)
    expect(added[0]).toEqual({ id: '1', info: { name: 'Anna' } })

    await disconnected(first)
    // The second connection still holds Anna in the channel: nothing may be removed.
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(removed).toEqual([])
    expect((channel as unknown as { members: { count: number } }).members.count).toBe(2)

    await disconnected(second)
    await expect.poll(() => removed).toEqual([{ id: '1', info: { name: 'Anna' } }])
    expect((channel as unknown as { members: { count: number } }).members.count).toBe(1)
    expect(added).toHaveLength(1)
  })

  it('forwards client events on private channels to the other subscribers, never back to the sender', async () => {
    const anna = await client(ANNA)
    const ben = await client(BEN)
    const annaChannel = anna.subscribe('presence-livestream.9')
    const benChannel = ben.subscribe('presence-livestream.9')
    await subscribed(annaChannel)
    await subscribed(benChannel)
    const echoed = collect(annaChannel, 'client-typing')
    const received = new Promise<[unknown, unknown]>((resolve) =>
      benChannel.bind('client-typing', (data: unknown, metadata: unknown) => resolve([data, metadata])),
    )
    expect(annaChannel.trigger('client-typing', { typing: true })).toBe(true)
    const [data, metadata] = await received
    expect(data).toEqual({ typing: true })
    expect(metadata).toEqual({ user_id: '1' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(echoed).toEqual([])
  })

  it('refuses client events on a public channel with a 4301 error and delivers nothing', async () => {
    const sender = await client()
    const listener = await client()
    const senderChannel = sender.subscribe('news')
    const listenerChannel = listener.subscribe('news')
    await subscribed(senderChannel)
    await subscribed(listenerChannel)
    const delivered = collect(listenerChannel, 'client-hello')
    const error = nextEvent<{ type: string; data: { code: number; message: string } }>(sender.connection, 'error')
    senderChannel.trigger('client-hello', { hi: 1 })
    expect(await error).toMatchObject({ type: 'PusherError', data: { code: 4301 } })
    expect((await error).data.message).toMatch(/private and presence/)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(delivered).toEqual([])
    expect(sender.connection.state).toBe('connected')
  })

  it('accepts 10 client events per second and refuses the 11th with 4301', async () => {
    const anna = await client(ANNA)
    const ben = await client(BEN)
    const annaChannel = anna.subscribe('private-livestream.3')
    const benChannel = ben.subscribe('private-livestream.3')
    await subscribed(annaChannel)
    await subscribed(benChannel)
    const delivered = collect<{ n: number }>(benChannel, 'client-vote')
    const errors = collect<{ data: { code: number; message: string } }>(anna.connection, 'error')
    for (let n = 1; n <= 11; n++) annaChannel.trigger('client-vote', { n })
    await expect.poll(() => errors.length).toBe(1)
    expect(errors[0]?.data).toEqual({ code: 4301, message: 'Client event rejected due to rate limit' })
    await expect.poll(() => delivered.length).toBe(10)
    expect(delivered.map((d) => d.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(anna.connection.state).toBe('connected')
  })

  it('refuses a frame over 10 KB with a protocol error and keeps the connection', async () => {
    const anna = await client(ANNA)
    const channel = anna.subscribe('private-chatmessage.1')
    await subscribed(channel)
    const error = nextEvent<{ data: { code: number; message: string } }>(anna.connection, 'error')
    channel.trigger('client-big', { text: 'x'.repeat(11 * 1024) })
    expect((await error).data).toMatchObject({ code: 4301, message: expect.stringMatching(/larger than 10240 bytes/) })
    const received = nextEvent(channel, 'MessageSent')
    await server.realtime.trigger('private-chatmessage.1', 'MessageSent', { body: 'noch da' })
    expect(await received).toEqual({ body: 'noch da' })
    expect(anna.connection.state).toBe('connected')
  })

  it('refuses an unknown app key with close code 4001, after which pusher-js does not retry', async () => {
    const wrong = pusherClient({ ...server, key: 'unknown-key' })
    clients.push(wrong)
    const error = await nextEvent(wrong.connection, 'error')
    expect(error).toMatchObject({ type: 'WebSocketError', error: { data: { code: 4001 } } })
    await expect.poll(() => wrong.connection.state).toBe('disconnected')
  })
})
