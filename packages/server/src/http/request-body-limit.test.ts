import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { BODY_TOO_LARGE, MAX_REQUEST_BODY_BYTES } from './request-body-limit.ts'

const server = useTestServer()
const MB = 1024 * 1024

interface Streamed {
  status: number
  body: { message?: string }
  sentBytes: number
  /** The largest growth of this process's resident memory while the body was sent, in bytes. */
  rssGrowth: number
}

/**
 * Sends up to `total` bytes of a JSON-looking body in 64 KB chunks (Content-Length declared or
 * chunked) and stops as soon as the answer is in; measures the memory of the process meanwhile.
 */
function streamBody(total: number, declareLength: boolean): Promise<Streamed> {
  const url = new URL('/api/auth/login', server().url)
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  const start = process.memoryUsage().rss
  let peak = start
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  return new Promise((resolve, reject) => {
    let sentBytes = 0
    let answered = false
    const req = http.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(declareLength ? { 'Content-Length': String(total) } : {}) },
    })
    const finish = (status: number, text: string) => {
      clearInterval(sampler)
      req.destroy()
      resolve({ status, body: JSON.parse(text) as Streamed['body'], sentBytes, rssGrowth: peak - start })
    }
    req.on('response', (response) => {
      answered = true
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => {
        text += part
      })
      response.on('end', () => finish(response.statusCode ?? 0, text))
    })
    req.on('error', (error) => {
      if (!answered) {
        clearInterval(sampler)
        reject(error)
      }
    })
    const pump = () => {
      while (!answered && sentBytes < total) {
        sentBytes += chunk.length
        if (!req.write(chunk)) {
          req.once('drain', pump)
          return
        }
      }
      if (!answered) req.end()
    }
    req.write('{"email":"')
    pump()
  })
}

describe('request body limit on /api (docs/abuse-limits.md)', () => {
  it('answers 413 in German past the stated limit and lets a normal body through', async () => {
    const tooLarge = await server().json<{ message: string }>('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(MAX_REQUEST_BODY_BYTES), password: 'x' }),
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toBe(BODY_TOO_LARGE)

    const normal = await server().json('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.trainee.email, password: DEMO_PASSWORD }),
    })
    expect(normal.status).toBe(200)
  })

  it.each([
    ['with Content-Length', true],
    ['chunked, without Content-Length', false],
  ])('refuses 8 parallel 200 MB bodies %s early, without holding them in memory', async (_how, declareLength) => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => streamBody(200 * MB, declareLength)))
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(answer.body.message).toBe(BODY_TOO_LARGE)
      // The answer came long before the body was through, and memory stayed far below 8 × 200 MB.
      expect(answer.sentBytes).toBeLessThan(50 * MB)
      expect(answer.rssGrowth).toBeLessThan(100 * MB)
    }
  })
})
