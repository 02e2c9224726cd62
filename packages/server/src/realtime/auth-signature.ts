/**
 * @module auth-signature — the channel authorisation signature of the Pusher protocol:
 * `auth = "{key}:{hex HMAC-SHA256 of socket_id:channel[:channel_data] with the app secret}"`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { RealtimeApp } from './realtime-app.ts'

function stringToSign(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}

/** The `auth` value the auth endpoint answers and the client sends back with `pusher:subscribe`. */
export function signChannel(app: RealtimeApp, socketId: string, channel: string, channelData?: string): string {
  return `${app.key}:${hmacHex(app.secret, stringToSign(socketId, channel, channelData))}`
}

/** Compares in constant time, so the signature cannot be guessed byte by byte. */
export function verifyChannelAuth(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false
  const expected = Buffer.from(signChannel(app, socketId, channel, channelData))
  const given = Buffer.from(auth)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
