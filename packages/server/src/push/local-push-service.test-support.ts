/**
 * A push service on 127.0.0.1 for tests: records every request (headers and encrypted body) and
 * answers by the first path segment — /ok/… 201, /gone/… 410, /missing/… 404, /slow/… never.
 */
import { createECDH, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPush {
  path: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export interface LocalPushService {
  url: string
  received: ReceivedPush[]
  /** Resolves with the `count`-th request to `path` (1-based), or fails after `timeoutMs`. */
  waitFor(path: string, count?: number, timeoutMs?: number): Promise<ReceivedPush>
  to(path: string): ReceivedPush[]
  close(): Promise<void>
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = []
  const waiters: Array<() => void> = []
  const hanging: http.ServerResponse[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      for (const wake of waiters.splice(0)) wake()
      const kind = (request.url ?? '').split('/')[1]
      if (kind === 'slow') return void hanging.push(response)
      response.statusCode = kind === 'gone' ? 410 : kind === 'missing' ? 404 : 201
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const to = (path: string) => received.filter((r) => r.path === path)
  return {
    url,
    received,
    to,
    waitFor(path, count = 1, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no push #${count} to ${path} within ${timeoutMs} ms`)),
          timeoutMs,
        )
        const check = () => {
          const hit = to(path)[count - 1]
          if (hit) {
            clearTimeout(timer)
            resolve(hit)
          } else waiters.push(check)
        }
        check()
      })
    },
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The keys of a browser's PushSubscription: a fresh P-256 public key and auth secret, base64url. */
export function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1')
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}
