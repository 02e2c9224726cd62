import { contract } from '@oabat/core/contract'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { VIDEO_UPLOAD_PATH } from '../videos/routes.ts'

/** The largest JSON or form body of an /api call that is not an upload (docs/abuse-limits.md). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024

export const BODY_TOO_LARGE = 'Die Anfrage ist zu groß. Erlaubt ist höchstens 1 MB.'

/** The trainee's picture and documents (trainees/), limited like images and files. */
const TRAINEE_UPLOAD = /^\/api\/trainee\/\d+\/(upload_profile|documents)$/

/**
 * Uploads that have their own, larger limit: images and files (media/routes.ts), the trainee's
 * picture and documents (trainees/), and tus' video chunks.
 */
function hasOwnLimit(c: Context): boolean {
  const path = c.req.path
  if (c.req.method === 'POST' && (path === contract.uploadImage.path || path === contract.uploadFile.path)) return true
  if (c.req.method === 'POST' && TRAINEE_UPLOAD.test(path)) return true
  return path === VIDEO_UPLOAD_PATH || path.startsWith(`${VIDEO_UPLOAD_PATH}/`)
}

/**
 * Refuses an /api body past MAX_REQUEST_BODY_BYTES with 413: by its Content-Length before reading
 * anything, else while it streams in (at most the limit is held in memory), before any handler parses it.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_REQUEST_BODY_BYTES,
    onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413),
  })
  return (c, next) => (hasOwnLimit(c) ? next() : limit(c, next))
}
