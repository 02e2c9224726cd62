/**
 * @module api-answer-middleware — the last step of every /api answer: its caching headers (a shared,
 * short-lived cache for the guest reads of cache-policy.ts, `no-store` for everything else), an
 * entity tag with 304 answers for those shared reads, and br or gzip by Accept-Encoding.
 * Handlers that set Cache-Control themselves (media bytes) keep it; streams (tus uploads, ranges,
 * event streams) pass through untouched. docs/http-caching.md describes the whole.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding } from '../web/compression.ts'
import { isCompressible } from '../web/mime-types.ts'
import { bytesOf } from '../web/static-files.ts'
import { publicCachePolicyOf } from './cache-policy.ts'
import { matchesIfNoneMatch, weakEntityTag, withVary } from './entity-tag.ts'

/** Larger bodies (file downloads) are sent as they are rather than held in memory to compress. */
const MAX_COMPRESS_BYTES = 4 * 1024 * 1024

/** Headers that describe a body and so are dropped from a 304. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding']

export function apiAnswerMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (passesThrough(c, res)) return

    const headers = new Headers(res.headers)
    const policy = publicCachePolicyOf(c.get('contractRoute'))
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD'
    const hasAuthorization = c.req.header('authorization') !== undefined
    const shared = policy !== null && isRead && res.status === 200 && !hasAuthorization && !headers.has('cache-control')
    if (shared) {
      headers.set(
        'Cache-Control',
        `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
      )
      // A cached guest answer must not reach a logged-in caller, whose answer may say more (is_liked).
      headers.set('Vary', withVary(headers.get('vary'), 'Authorization'))
    } else if (!headers.has('cache-control')) {
      headers.set('Cache-Control', hasAuthorization ? 'private, no-store' : 'no-store')
    }

    const compressible = mayCompress(c, res)
    if (!shared && !compressible) {
      replaceResponse(c, res.body, res.status, headers)
      return
    }

    const body = new Uint8Array(await res.arrayBuffer())
    if (shared) {
      const tag = headers.get('etag') ?? weakEntityTag(body)
      headers.set('ETag', tag)
      if (matchesIfNoneMatch(c.req.header('if-none-match'), tag)) {
        for (const name of BODY_HEADERS) headers.delete(name)
        replaceResponse(c, null, 304, headers)
        return
      }
    }

    let sent: Uint8Array<ArrayBuffer> = body
    if (compressible && body.byteLength >= MIN_COMPRESS_BYTES && body.byteLength <= MAX_COMPRESS_BYTES) {
      headers.set('Vary', withVary(headers.get('vary'), 'Accept-Encoding'))
      const encoding = negotiateEncoding(c.req.header('accept-encoding'))
      if (encoding) {
        const compressed = await compress(body, encoding, 'fast')
        if (compressed.byteLength < body.byteLength) {
          sent = bytesOf(compressed)
          headers.set('Content-Encoding', encoding)
        }
      }
    }
    headers.set('Content-Length', String(sent.byteLength))
    replaceResponse(c, sent, res.status, headers)
  }
}

/** Upload protocols, protocol switches and event streams keep their answer exactly as it is. */
function passesThrough(c: Context, res: Response): boolean {
  return (
    res.status === 101 ||
    c.req.header('tus-resumable') !== undefined ||
    res.headers.has('tus-resumable') ||
    (res.headers.get('content-type') ?? '').startsWith('text/event-stream')
  )
}

/** Text answers with a body that is not compressed yet, not a range, and not too large to hold. */
function mayCompress(c: Context, res: Response): boolean {
  if (c.req.method === 'HEAD' || !res.body) return false
  if (res.status === 204 || res.status === 206 || res.status === 304) return false
  if (res.headers.has('content-encoding') || res.headers.has('content-range')) return false
  if (!isCompressible(res.headers.get('content-type') ?? '')) return false
  const length = Number(res.headers.get('content-length') ?? 0)
  return length <= MAX_COMPRESS_BYTES
}

/** Swaps the answer whole; assigning c.res directly would merge the old headers back in. */
function replaceResponse(c: Context, body: BodyInit | null, status: number, headers: Headers): void {
  c.res = undefined
  c.res = new Response(body, { status, headers })
}
