/**
 * @module http-api-signature — the request signature of the Pusher HTTP API: HMAC-SHA256 with the app
 * secret of "{METHOD}\n{path}\n{query without auth_signature, keys lower-cased and sorted}", plus the
 * MD5 of the body, so server libraries (and our benchmark) can trigger events over HTTP.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { hmacHex } from './auth-signature.ts'
import type { RealtimeApp } from './realtime-app.ts'

/** Pusher accepts requests signed within 600 seconds of its own clock. */
const MAX_CLOCK_SKEW_SECONDS = 600

export function md5Hex(body: string): string {
  return createHash('md5').update(body).digest('hex')
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]): [string, string] => [key.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
}

export function signHttpRequest(app: RealtimeApp, method: string, path: string, params: URLSearchParams): string {
  return hmacHex(app.secret, `${method.toUpperCase()}\n${path}\n${canonicalQuery(params)}`)
}

/** The reason a signed request is refused, or null when it is good. */
export function httpRequestRefusal(
  app: RealtimeApp,
  method: string,
  path: string,
  params: URLSearchParams,
  body: string,
  nowMs: number,
): string | null {
  if (params.get('auth_key') !== app.key) return 'Unknown auth_key'
  const timestamp = Number(params.get('auth_timestamp'))
  if (!Number.isFinite(timestamp) || Math.abs(nowMs / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS)
    return 'auth_timestamp missing or more than 600 s away from the server time'
  if (params.get('auth_version') !== '1.0') return 'auth_version must be 1.0'
  if (body.length > 0 && params.get('body_md5') !== md5Hex(body)) return 'body_md5 does not match the body'
  const expected = Buffer.from(signHttpRequest(app, method, path, params))
  const given = Buffer.from(params.get('auth_signature') ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'Invalid signature'
  return null
}
