import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import { startOnDatabase, type TestServer } from '../test-support/test-server.ts'
import { KEEP_ALIVE_TIMEOUT_MS } from './keep-alive.ts'

let database: TestDatabase
let server: TestServer | undefined

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await server?.stop().catch(() => {})
  await database?.drop()
})

/** A plain HTTP/1.1 request on its own keep-alive connection; the body is written by `send`. */
function post(url: string, path: string, send: (request: http.ClientRequest) => void) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  return new Promise<http.IncomingMessage & { text: string }>((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolve(Object.assign(response, { text })))
      },
    )
    request.on('error', reject)
    send(request)
  })
}

const LOGIN = JSON.stringify({ email: 'niemand@example.org', password: 'falsch-falsch' })

describe('keep-alive connections', () => {
  it('stay open longer than a proxy in front keeps them idle, and say so', async () => {
    server = await startOnDatabase(database)
    const answer = await post(server.url, '/api/auth/login', (request) => request.end(LOGIN))
    expect(answer.statusCode).toBe(422)
    expect(answer.headers.connection).toBe('keep-alive')
    expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`)
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
  })

  it('do not hold a stopping server: a request still being answered closes its connection once answered', async () => {
    server ??= await startOnDatabase(database)
    const running = server
    let stopped: Promise<void> | undefined
    // The request's body arrives only after the stop began: the connection is busy when close() runs.
    const answer = await post(running.url, '/api/auth/login', (request) => {
      request.setHeader('Content-Length', Buffer.byteLength(LOGIN))
      request.flushHeaders()
      setTimeout(() => {
        stopped = running.stop()
        setTimeout(() => request.end(LOGIN), 200)
      }, 300)
    })
    expect(answer.statusCode).toBe(422)
    const startedAt = Date.now()
    await stopped
    server = undefined
    // Without closing answered connections the stop would wait the whole keep-alive timeout.
    expect(Date.now() - startedAt).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS / 2)
  }, 60_000)
})
