/**
 * @module standalone-realtime — the realtime layer on its own HTTP server (websocket upgrade, the auth
 * endpoint and the HTTP trigger API), without the database: for the protocol tests, which need many
 * servers and processes that start in milliseconds. Users come from a fixed token table through the
 * production bearer authoriser.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { createBearerAuthorizer } from '../channel-authorizer.ts'
import type { RealtimeUser } from '../channel-rules.ts'
import { systemClock } from '../clock.ts'
import { type CreateRealtimeOptions, createRealtime } from '../create-realtime.ts'
import type { RealtimeApp } from '../realtime-app.ts'
import type { RealtimeServer } from '../realtime-server.ts'
import { registerRealtimeRoutes } from '../routes.ts'

export const TEST_APP: RealtimeApp = { id: 'test-app', key: 'test-key', secret: 'test-secret-0123456789' }

export interface StandaloneRealtime {
  url: string
  wsHost: string
  port: number
  /** The realtime server in use now (a new one after `restart`). */
  realtime: RealtimeServer
  /**
   * Closes the realtime server (every client gets 4200) and puts a fresh one on the same port at once,
   * as a restart behind a load balancer looks to clients: no moment without a listener.
   */
  restart(): Promise<void>
  close(): Promise<void>
}

export interface StandaloneOptions extends Partial<CreateRealtimeOptions> {
  /** Bearer token → user. */
  users?: Record<string, RealtimeUser>
  port?: number
}

async function realtimeApp(options: StandaloneOptions) {
  const users = options.users ?? {}
  const realtime = await createRealtime({ app: TEST_APP, log: () => {}, ...options })
  const app = new Hono()
  // As in the app: the auth endpoint answers pages of any origin (widgets on company sites).
  app.use('/api/*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'], maxAge: 86400 }))
  registerRealtimeRoutes(app, {
    realtime,
    authorize: createBearerAuthorizer({ resolveUser: async (token) => users[token] ?? null }),
    now: () => (options.clock ?? systemClock).now(),
  })
  return { realtime, listener: getRequestListener(app.fetch) }
}

export async function startStandaloneRealtime(options: StandaloneOptions = {}): Promise<StandaloneRealtime> {
  let current = await realtimeApp(options)
  const server = createServer((request, response) => current.listener(request, response))
  server.on('upgrade', (request, socket, head) => current.realtime.handleUpgrade(request, socket, head))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const standalone: StandaloneRealtime = {
    url: `http://127.0.0.1:${port}`,
    wsHost: '127.0.0.1',
    port,
    realtime: current.realtime,
    async restart() {
      const next = await realtimeApp(options)
      const previous = current
      current = next
      standalone.realtime = next.realtime
      await previous.realtime.close()
    },
    async close() {
      await current.realtime.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return standalone
}
