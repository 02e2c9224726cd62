import fs from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { startChatMails, stopChatMails } from './chat/chat-mail-notifier.ts'
import type { Config } from './config.ts'
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/connect.ts'
import { startMail2Chat } from './mail2chat/mail2chat-server.ts'
import { createRealtime } from './realtime/create-realtime.ts'
import type { RealtimeServer } from './realtime/realtime-server.ts'
import { findRepoRoot } from './repo-root.ts'
import { createSearchCache } from './search/job-search.ts'
import { seedDatabase } from './seed/index.ts'

export interface RunningServer {
  url: string
  publicUrl: string
  port: number
  database: DatabaseHandle
  realtime: RealtimeServer
  /** Port of the mail2chat SMTP server, null when it is off. */
  mail2chatPort: number | null
  close(): Promise<void>
}

/** The postal-code file to import on first start: POSTAL_CODES_FILE, else the shared reference copy if present. */
function postalCodesFile(config: Config): string | undefined {
  if (config.POSTAL_CODES_FILE) return path.resolve(config.POSTAL_CODES_FILE)
  const shared = path.join(findRepoRoot(), '..', 'shared', 'data', 'de-postal-codes.csv')
  return fs.existsSync(shared) ? shared : undefined
}

export interface StartOptions {
  /** The clock of every timing rule (token expiry, one-time codes, rate limits); tests pass one they can move. */
  now?: () => number
}

/** Opens and migrates the database, seeds it on first start, and serves the app. */
export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
  options: StartOptions = {},
): Promise<RunningServer> {
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'oabat.sqlite'),
  })
  await migrateToLatest(database)
  if (config.SEED === 'demo') await seedDatabase(database, { postalCodesFile: postalCodesFile(config), log })

  // Websockets at /app/{key} on the same port (Redis first, when configured: unreachable, nothing starts).
  const realtime = await createRealtime({ app: config.realtimeApp, redisUrl: config.REDIS_URL })

  // Listen first, so an ephemeral port (PORT=0) is known before the app builds its public URLs.
  let app: ReturnType<typeof createApp> | undefined
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        // The bindings (env) carry the socket, which the rate limits read the client address from.
        fetch: (request, env) => app?.fetch(request, env) ?? new Response('Startet …', { status: 503 }),
        port: config.PORT,
        hostname: config.HOST,
      },
      () => resolve(s),
    )
    ;(s as Server).on('upgrade', realtime.handleUpgrade)
  })
  const port = (server.address() as AddressInfo).port
  const publicUrl = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`
  const context = {
    db: database.db,
    dialect: database.dialect,
    config: { ...config, publicUrl },
    searchCache: createSearchCache(),
    now: options.now ?? Date.now,
    realtime,
  }
  app = createApp(context)
  // Chat notification mails that fell due while no process ran (docs/chat.md).
  startChatMails(context)
  // mail2chat: answers to chat notification mails become chat messages (off unless MAIL2CHAT_PORT is set).
  const mail2chat =
    config.MAIL2CHAT_PORT === undefined ? null : await startMail2Chat(context, config.MAIL2CHAT_PORT, config.HOST)
  return {
    url: `http://127.0.0.1:${port}`,
    publicUrl,
    port,
    database,
    realtime,
    mail2chatPort: mail2chat?.port ?? null,
    async close() {
      await stopChatMails(database.db)
      await mail2chat?.close()
      // Websocket clients first get 4200 and reconnect (to another process) while HTTP drains.
      await realtime.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.close()
    },
  }
}
