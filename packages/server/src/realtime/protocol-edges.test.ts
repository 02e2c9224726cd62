import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { md5Hex, signHttpRequest } from './http-api-signature.ts'
import { createManualClock } from './manual-clock.ts'
import { openRawSocket } from './testing/raw-socket.ts'
import { type StandaloneRealtime, startStandaloneRealtime, TEST_APP } from './testing/standalone-realtime.ts'

let server: StandaloneRealtime
const clock = createManualClock()

beforeAll(async () => {
  server = await startStandaloneRealtime({ clock, activityTimeoutSeconds: 120, pongTimeoutMs: 30_000 })
})
afterAll(async () => {
  await server.close()
})

const isError = (m: { event: string }) => m.event === 'pusher:error'

describe('the protocol where pusher-js never goes', () => {
  it('announces the socket id and an activity timeout of 120 s', async () => {
    const raw = await openRawSocket(server.port)
    expect(raw.socketId).toMatch(/^\d+\.\d+$/)
    raw.send({ event: 'pusher:ping', data: {} })
    expect(await raw.next()).toEqual({ event: 'pusher:pong', data: '{}' })
    raw.socket.close()
  })

  it('answers malformed JSON and binary frames with pusher:error and stays connected', async () => {
    const raw = await openRawSocket(server.port)
    raw.socket.send('{"event": "pusher:subscribe", "data": {')
    expect(await raw.next(isError)).toEqual({
      event: 'pusher:error',
      data: { code: null, message: 'Invalid JSON, every message must be a JSON object with an event' },
    })
    raw.socket.send('[1,2,3]')
    expect((await raw.next(isError)).data).toMatchObject({
      code: null,
      message: expect.stringMatching(/Invalid message/),
    })
    raw.socket.send(Buffer.from('{"event":"pusher:ping"}'), { binary: true })
    expect((await raw.next(isError)).data).toMatchObject({ message: expect.stringMatching(/Binary frames/) })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'still-here' } })
    expect(await raw.next()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'still-here',
      data: '{}',
    })
    raw.socket.close()
  })

  it('refuses invalid channel names, unsigned private subscriptions and encrypted channels per channel', async () => {
    const raw = await openRawSocket(server.port)
    raw.send({ event: 'pusher:subscribe', data: { channel: 'has spaces!' } })
    expect(await raw.next()).toMatchObject({ event: 'pusher:subscription_error', data: { status: 400 } })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'private-chatmessage.1' } })
    expect(await raw.next()).toMatchObject({
      event: 'pusher:subscription_error',
      channel: 'private-chatmessage.1',
      data: { type: 'AuthError', status: 401 },
    })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'private-encrypted-x', auth: 'a:b' } })
    expect(await raw.next()).toMatchObject({ event: 'pusher:subscription_error', data: { status: 400 } })
    raw.socket.close()
  })

  it('holds at most 100 channels per connection', async () => {
    const raw = await openRawSocket(server.port)
    for (let n = 1; n <= 100; n++) raw.send({ event: 'pusher:subscribe', data: { channel: `c${n}` } })
    for (let n = 1; n <= 100; n++) await raw.next((m) => m.channel === `c${n}`)
    raw.send({ event: 'pusher:subscribe', data: { channel: 'c101' } })
    expect(await raw.next()).toMatchObject({
      event: 'pusher:subscription_error',
      channel: 'c101',
      data: { type: 'LimitReached', status: 429 },
    })
    raw.send({ event: 'pusher:unsubscribe', data: { channel: 'c1' } })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'c101' } })
    expect(await raw.next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel: 'c101' })
    raw.socket.close()
  })

  it('closes frames beyond the 256 KB hard limit with 1009 and keeps serving others', async () => {
    const raw = await openRawSocket(server.port)
    raw.socket.send('x'.repeat(300 * 1024))
    expect((await raw.closed).code).toBe(1009)
    const next = await openRawSocket(server.port)
    expect(next.socketId).toMatch(/^\d+\.\d+$/)
    next.socket.close()
  })

  it.each([
    ['', 4008],
    ['protocol=abc', 4006],
    ['protocol=3', 4007],
    ['protocol=8', 4007],
  ])('closes a connection with query "%s" with %i', async (query, code) => {
    const raw = await openRawSocket(server.port, query)
    expect((await raw.closed).code).toBe(code)
  })

  it('closes a connection to a path other than /app/{key} with 4005', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/socket?protocol=7`)
    const code = await new Promise((resolve) => socket.on('close', resolve))
    expect(code).toBe(4005)
  })

  it('pings a silent client after the activity timeout and closes it with 4201 when no pong comes', async () => {
    const silent = await openRawSocket(server.port)
    const answering = await openRawSocket(server.port)
    clock.advance(60_000)
    answering.send({ event: 'pusher:subscribe', data: { channel: 'alive' } })
    await answering.next()
    clock.advance(60_000)
    expect(await silent.next()).toEqual({ event: 'pusher:ping', data: '{}' })
    clock.advance(30_000)
    expect(await silent.closed).toEqual({ code: 4201, reason: 'Pong reply not received' })
    // The other client spoke 90 s ago: no ping yet; at 120 s it gets one, answers, and stays.
    clock.advance(30_000)
    expect(await answering.next()).toEqual({ event: 'pusher:ping', data: '{}' })
    answering.send({ event: 'pusher:pong', data: {} })
    await new Promise((resolve) => setTimeout(resolve, 50))
    clock.advance(30_000)
    answering.send({ event: 'pusher:ping', data: {} })
    expect(await answering.next()).toEqual({ event: 'pusher:pong', data: '{}' })
    expect(answering.socket.readyState).toBe(WebSocket.OPEN)
    answering.socket.close()
  })

  it('triggers through the signed HTTP API of Pusher and refuses a wrong signature', async () => {
    const raw = await openRawSocket(server.port)
    raw.send({ event: 'pusher:subscribe', data: { channel: 'announcements' } })
    await raw.next()
    const body = JSON.stringify({ name: 'Updated', channels: ['announcements'], data: '{"n":1}' })
    const path = `/apps/${TEST_APP.id}/events`
    const params = new URLSearchParams({
      auth_key: TEST_APP.key,
      auth_timestamp: String(Math.floor(clock.now() / 1000)),
      auth_version: '1.0',
      body_md5: md5Hex(body),
    })
    params.set('auth_signature', signHttpRequest(TEST_APP, 'POST', path, params))
    const post = (query: URLSearchParams) =>
      fetch(`${server.url}${path}?${query}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })

    const accepted = await post(params)
    expect(accepted.status).toBe(200)
    expect(await raw.next()).toEqual({ event: 'Updated', channel: 'announcements', data: '{"n":1}' })

    params.set('auth_signature', '0'.repeat(64))
    const refused = await post(params)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Invalid signature' })
    raw.socket.close()
  })

  it('answers the auth endpoint with 422 for bad input and 401 without a token', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/api/broadcasting/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
    const bad = await post('socket_id=abc&channel_name=private-chatmessage.1')
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({ errors: { socket_id: ['Die Socket-ID fehlt oder ist ungültig.'] } })
    const publicChannel = await post('socket_id=1.2&channel_name=jobs')
    expect(publicChannel.status).toBe(422)
    const anonymous = await post('socket_id=1.2&channel_name=private-chatmessage.1')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'Bitte melde Dich an, um live dabei zu sein.' })
  })
})
