import fs from 'node:fs/promises'
import { compress, type Encoding, MIN_COMPRESS_BYTES } from './compression.ts'
import { contentTypeOf, isCompressible } from './mime-types.ts'

/** A file read into memory with its compressed forms, valid while size and mtime stay the same. */
export interface CachedFile {
  body: Buffer
  contentType: string
  etag: string
  mtimeMs: number
  size: number
  variants: Partial<Record<Encoding, Promise<Buffer>>>
}

const cache = new Map<string, CachedFile>()

/**
 * Reads a file through the cache; a rebuilt file (new size or mtime) is read again, so a running
 * server picks up `pnpm build` output. Null when the path is not a regular file.
 */
export async function readCachedFile(file: string): Promise<CachedFile | null> {
  let stat: Awaited<ReturnType<typeof fs.stat>>
  try {
    stat = await fs.stat(file)
  } catch {
    cache.delete(file)
    return null
  }
  if (!stat.isFile()) return null
  const cached = cache.get(file)
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
  const body = await fs.readFile(file)
  const entry: CachedFile = {
    body,
    contentType: contentTypeOf(file),
    etag: `W/"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`,
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    variants: {},
  }
  cache.set(file, entry)
  return entry
}

/** The body in the wanted encoding, compressed once per file version; null when not worth it. */
export function encodedBody(file: CachedFile, encoding: Encoding | null): Promise<Buffer> | null {
  if (!encoding || !isCompressible(file.contentType) || file.size < MIN_COMPRESS_BYTES) return null
  let variant = file.variants[encoding]
  if (!variant) {
    variant = compress(file.body, encoding, 'max')
    file.variants[encoding] = variant
  }
  return variant
}
