import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Bodies smaller than this gain nothing from compression. */
export const MIN_COMPRESS_BYTES = 1024

/** The best encoding the client accepts: brotli before gzip, none when neither is listed. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.find((p) => p.trim().startsWith('q='))
    if (name && !(q && Number(q.trim().slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/**
 * Compresses a body. Static files are compressed once and cached, so they get the slowest, smallest
 * setting; per-request HTML gets a fast one.
 */
export function compress(body: Uint8Array, encoding: Encoding, effort: 'max' | 'fast'): Promise<Buffer> {
  if (encoding === 'br') {
    const quality = effort === 'max' ? zlib.constants.BROTLI_MAX_QUALITY : 5
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    })
  }
  return gzip(body, { level: effort === 'max' ? 9 : 6 })
}
