import path from 'node:path'
import type { Context } from 'hono'
import { negotiateEncoding } from './compression.ts'
import { encodedBody, readCachedFile } from './file-cache.ts'

export interface StaticFilesOptions {
  /** Folder the files are served from. */
  root: string
  /** URL prefix mapped onto root, e.g. "/widgets/". */
  prefix: string
  /** Cache-Control by path relative to root. */
  cacheControl: (relativePath: string) => string
  /** Adds Access-Control-Allow-Origin: * (widgets are loaded by foreign pages). */
  cors?: boolean
  /** Relative paths that must not be served even though they lie under root. */
  hidden?: (relativePath: string) => boolean
}

/**
 * The path under root that a request names, or null when it escapes root, names a dotfile or
 * cannot be decoded. A trailing slash names the folder's index.html.
 */
export function resolveUnderRoot(root: string, prefix: string, requestPath: string): string | null {
  if (!requestPath.startsWith(prefix)) return null
  let relative: string
  try {
    relative = decodeURIComponent(requestPath.slice(prefix.length))
  } catch {
    return null
  }
  if (relative === '' || relative.endsWith('/')) relative += 'index.html'
  if (relative.includes('\0') || relative.split('/').some((part) => part.startsWith('.'))) return null
  const resolved = path.resolve(root, relative)
  return resolved.startsWith(root + path.sep) ? resolved : null
}

/** Answers a request from a folder, or returns null when there is no such file. */
export async function serveStaticFile(c: Context, options: StaticFilesOptions): Promise<Response | null> {
  const root = path.resolve(options.root)
  const file = resolveUnderRoot(root, options.prefix, c.req.path)
  if (!file) return null
  const relative = path.relative(root, file).split(path.sep).join('/')
  if (options.hidden?.(relative)) return null
  const cached = await readCachedFile(file)
  if (!cached) return null

  const headers = new Headers({
    'Content-Type': cached.contentType,
    'Cache-Control': options.cacheControl(relative),
    ETag: cached.etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  })
  if (options.cors) headers.set('Access-Control-Allow-Origin', '*')
  if (c.req.header('If-None-Match') === cached.etag) return new Response(null, { status: 304, headers })

  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
  const encoded = encodedBody(cached, encoding)
  if (encoded && encoding) {
    headers.set('Content-Encoding', encoding)
    return new Response(bytesOf(await encoded), { status: 200, headers })
  }
  return new Response(bytesOf(cached.body), { status: 200, headers })
}

/** Cache-Control of files whose names carry a content hash. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A view of a Buffer as a plain Uint8Array (what Response accepts), without copying. */
export function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)
}
