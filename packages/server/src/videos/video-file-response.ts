import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import { Readable } from 'node:stream'

const RANGE = /^bytes=(\d*)-(\d*)$/

/** The byte range a `Range` header asks for within a file of `size` bytes, or 'invalid'. */
export function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null
  const match = RANGE.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid'
  let start: number
  let end: number
  if (match[1] === '') {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(size - Number(match[2]), 0)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end) return 'invalid'
  return { start, end }
}

/**
 * A video file streamed from disk (never read whole into memory), with range requests so browsers
 * can seek and Safari can play at all: 206 with Content-Range for a range, 416 for one outside the file.
 */
export async function videoFileResponse(
  file: string,
  contentType: string,
  rangeHeader: string | undefined,
): Promise<Response | null> {
  const stat = await fs.stat(file).catch(() => null)
  if (!stat?.isFile()) return null
  const size = stat.size
  const headers = new Headers({
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
  const range = requestedRange(rangeHeader, size)
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers.set('Content-Length', String(end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const body = size === 0 ? null : (Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream)
  return new Response(body, { status: range ? 206 : 200, headers })
}
