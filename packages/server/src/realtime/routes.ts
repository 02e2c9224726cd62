/**
 * @module realtime routes — the HTTP side of the realtime layer:
 * - `POST /api/broadcasting/auth` (pusher-js `channelAuthorization.endpoint`): signs a subscription to a
 *   private or presence channel for the caller's bearer token, form or JSON body {socket_id, channel_name};
 * - `POST /apps/{app_id}/events`: the Pusher HTTP API's trigger, signed with the app secret.
 */
import type { Context, Hono } from 'hono'
import { signChannel } from './auth-signature.ts'
import type { AuthorizeChannel } from './channel-authorizer.ts'
import { channelKind, isValidChannelName } from './channel-name.ts'
import { httpRequestRefusal } from './http-api-signature.ts'
import { MAX_MESSAGE_BYTES, type RealtimeServer } from './realtime-server.ts'
import { SOCKET_ID_PATTERN } from './socket-id.ts'

export interface RealtimeRoutesOptions {
  realtime: RealtimeServer
  authorize: AuthorizeChannel
  now?: () => number
}

/** Reads a form (pusher-js default) or JSON body into plain strings. */
async function readFields(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as unknown
      return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  return Object.fromEntries(new URLSearchParams(text))
}

export function registerRealtimeRoutes(
  app: Hono,
  { realtime, authorize, now = Date.now }: RealtimeRoutesOptions,
): void {
  app.post('/api/broadcasting/auth', async (c) => {
    const fields = await readFields(c)
    const socketId = fields.socket_id
    const channel = fields.channel_name
    const errors: Record<string, string[]> = {}
    if (typeof socketId !== 'string' || !SOCKET_ID_PATTERN.test(socketId))
      errors.socket_id = ['Die Socket-ID fehlt oder ist ungültig.']
    if (!isValidChannelName(channel)) errors.channel_name = ['Der Kanalname fehlt oder ist ungültig.']
    else if (channelKind(channel) === 'public') errors.channel_name = ['Öffentliche Kanäle brauchen keine Anmeldung.']
    else if (channelKind(channel) === 'encrypted') errors.channel_name = ['Verschlüsselte Kanäle gibt es hier nicht.']
    if (Object.keys(errors).length > 0 || typeof socketId !== 'string' || typeof channel !== 'string')
      return c.json({ message: 'Die Angaben sind ungültig.', errors }, 422)

    const decision = await authorize({ socketId, channel, request: c.req.raw })
    if (!decision.allow) return c.json({ message: decision.message }, decision.status as 401)
    if (channelKind(channel) !== 'presence') return c.json({ auth: signChannel(realtime.app, socketId, channel) })
    if (!decision.channelData) throw new Error(`the authoriser gave no presence member for ${channel}`)
    const channelData = JSON.stringify(decision.channelData)
    return c.json({ auth: signChannel(realtime.app, socketId, channel, channelData), channel_data: channelData })
  })

  app.post('/apps/:appId/events', async (c) => {
    if (c.req.param('appId') !== realtime.app.id) return c.json({ message: 'Unknown app id' }, 404)
    const body = await c.req.text()
    const url = new URL(c.req.url)
    const refusal = httpRequestRefusal(realtime.app, 'POST', url.pathname, url.searchParams, body, now())
    if (refusal) return c.json({ message: refusal }, 401)
    let event: { name?: unknown; data?: unknown; channels?: unknown; channel?: unknown; socket_id?: unknown }
    try {
      event = JSON.parse(body)
    } catch {
      return c.json({ message: 'The body must be JSON' }, 400)
    }
    const channels = Array.isArray(event.channels) ? event.channels : [event.channel]
    if (typeof event.name !== 'string' || typeof event.data !== 'string' || !channels.every(isValidChannelName))
      return c.json({ message: 'name, data (a string) and channels are required' }, 400)
    if (Buffer.byteLength(event.data) > MAX_MESSAGE_BYTES)
      return c.json({ message: `data is larger than ${MAX_MESSAGE_BYTES} bytes` }, 413)
    const exceptSocketId = typeof event.socket_id === 'string' ? event.socket_id : undefined
    try {
      await realtime.trigger(channels as string[], event.name, event.data, { exceptSocketId })
    } catch (error) {
      if (error instanceof RangeError) return c.json({ message: error.message }, 400)
      throw error
    }
    return c.json({})
  })
}
