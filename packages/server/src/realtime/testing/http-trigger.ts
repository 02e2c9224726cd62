import { md5Hex, signHttpRequest } from '../http-api-signature.ts'
import type { RealtimeApp } from '../realtime-app.ts'

/** Triggers an event through the signed Pusher HTTP API of a server, as server libraries do. */
export async function triggerOverHttp(
  baseUrl: string,
  app: RealtimeApp,
  channels: string[],
  event: string,
  data: unknown,
  nowMs = Date.now(),
): Promise<Response> {
  const body = JSON.stringify({ name: event, channels, data: typeof data === 'string' ? data : JSON.stringify(data) })
  const path = `/apps/${app.id}/events`
  const params = new URLSearchParams({
    auth_key: app.key,
    auth_timestamp: String(Math.floor(nowMs / 1000)),
    auth_version: '1.0',
    body_md5: md5Hex(body),
  })
  params.set('auth_signature', signHttpRequest(app, 'POST', path, params))
  return fetch(`${baseUrl}${path}?${params}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
}
