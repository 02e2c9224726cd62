import http from 'node:http'
import zlib from 'node:zlib'
import type { AuthToken, Image } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The bytes as they came over the wire, not decompressed. */
  body: Buffer
}

/** A request through node:http, which (unlike fetch) hands back the body exactly as it was sent. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server().url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

let search: string
let trainee: AuthToken

beforeAll(async () => {
  // Passau has demo jobs around it, so that the answer is a full page of 12 results.
  search = '/api/search?latitude=48.5665&longitude=13.43122&radius=50&per_page=12'
  trainee = await loginAs(server(), 'trainee')
})

describe('compression of API answers', () => {
  it('sends a search answer br- or gzip-compressed when asked, with the same JSON as uncompressed', async () => {
    const identity = await raw(search)
    expect(identity.status).toBe(200)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.byteLength).toBeGreaterThan(1024)
    expect(Number(identity.headers['content-length'])).toBe(identity.body.byteLength)
    expect(identity.headers.vary).toContain('Accept-Encoding')

    for (const encoding of ['br', 'gzip']) {
      const answer = await raw(search, { 'Accept-Encoding': encoding })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength)
      expect(answer.body.byteLength).toBeLessThan(identity.body.byteLength / 2)
      expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(identity.body.toString('utf8')))
    }
    // A browser lists both; brotli is preferred.
    expect((await raw(search, { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br')
  })

  it('compresses the answer of a POST read like getBusinessesAround', async () => {
    const businessId = (await loginAs(server(), 'business')).user.business?.id
    const around = await raw(
      `/api/business/${businessId}/getBusinessesAround/`,
      { 'Accept-Encoding': 'br', 'Content-Type': 'application/json' },
      'POST',
      '{}',
    )
    expect(around.status).toBe(200)
    expect(JSON.parse(decoded(around)).data.length).toBeGreaterThan(0)
    expect(around.headers['content-encoding']).toBe('br')
    expect(around.headers['cache-control']).toBe('no-store')
  })

  it('leaves small answers and images uncompressed', async () => {
    const small = await raw('/api/search/popular_cities?limit=1', { 'Accept-Encoding': 'br, gzip' })
    expect(small.status).toBe(200)
    expect(small.body.byteLength).toBeLessThan(1024)
    expect(small.headers['content-encoding']).toBeUndefined()

    // Noise does not compress, so the image is well above the size threshold.
    const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, () => Math.floor(Math.random() * 256)))
    const png = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'rauschen.png')
    const upload = await fetch(`${server().url}/api/images`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${trainee.token}` },
    })
    expect(upload.status).toBe(201)
    const image = ((await upload.json()) as { data: Image }).data
    const bytes = await raw(new URL(image.file_path, server().url).pathname, { 'Accept-Encoding': 'br, gzip' })
    expect(bytes.status).toBe(200)
    expect(bytes.headers['content-type']).toMatch(/^image\//)
    expect(bytes.body.byteLength).toBeGreaterThan(1024)
    expect(bytes.headers['content-encoding']).toBeUndefined()
  })

  it('sends the HTML of a portal page compressed', async () => {
    const page = await raw('/', { 'Accept-Encoding': 'br' })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-encoding']).toBe('br')
    expect(decoded(page)).toContain('<html')
  })
})

describe('caching headers', () => {
  it('lets caches share a guest read for a minute, with an ETag that answers 304 without a body', async () => {
    const first = await raw(search, { 'Accept-Encoding': 'gzip' })
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(first.headers.vary).toContain('Authorization')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    // The tag names the JSON, not its encoding.
    expect((await raw(search)).headers.etag).toBe(etag)

    const again = await raw(search, { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe(first.headers['cache-control'])
    expect(again.headers['access-control-allow-origin']).toBe('*')

    expect((await raw(search, { 'If-None-Match': '"anders"' })).status).toBe(200)
  })

  it('keeps the same read private for a logged-in caller', async () => {
    const answer = await raw(search, { Authorization: `Bearer ${trainee.token}` })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(answer.headers.etag).toBeUndefined()
  })

  it('never lets a write, an error or a private read be cached', async () => {
    const write = await raw(
      '/api/oabalytics',
      { 'Content-Type': 'application/json' },
      'POST',
      JSON.stringify({ events: [] }),
    )
    expect(write.headers['cache-control']).toMatch(/no-store/)
    const missing = await raw('/api/jobs/gibt-es-nicht')
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe('no-store')
    const refused = await raw('/api/auth/user')
    expect(refused.status).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
    const own = await raw('/api/auth/user', { Authorization: `Bearer ${trainee.token}` })
    expect(own.status).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
  })
})
