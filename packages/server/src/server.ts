import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createAnalyticsIngest } from './analytics/ingest-thread.ts'
import { createApp } from './app.ts'
import { createDatabaseRateLimitStore } from './auth/database-rate-limit-store.ts'
import { createRateLimiter } from './auth/rate-limiter.ts'
import { createRedisRateLimitStore, rateLimitPrefix } from './auth/redis-rate-limit-store.ts'
import { isChatChannel } from './chat/chat-events.ts'
import { startChatMails, stopChatMails } from './chat/chat-mail-notifier.ts'
import type { Config } from './config.ts'
import { seedLegalPages } from './content-pages/seed-legal-pages.ts'
import { type DomainVerification, defaultDomainVerification } from './custom-domains/domain-verification.ts'
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/connect.ts'
import { closeHttpServer, keepConnectionsAlive } from './http/keep-alive.ts'
import { type LiveVideo, startLiveVideo } from './live-video/live-video.ts'
import { isLivestreamChannel } from './livestreams/livestream-events.ts'
import { startMail2Chat } from './mail2chat/mail2chat-server.ts'
import { startGuestFileExpiry } from './media/guest-file-expiry.ts'
import { createCloseTasks } from './processes/close-tasks.ts'
import type { ProcessLock } from './processes/database-in-use-error.ts'
import { lockPostgresForProcess } from './processes/postgres-process-lock.ts'
import { createLocalInvalidation, createRedisInvalidation } from './processes/shared-invalidation.ts'
import { lockSqliteDataDir } from './processes/sqlite-process-lock.ts'
import { stopPushQueue } from './push/push-queue.ts'
import { createRealtime } from './realtime/create-realtime.ts'
import type { RealtimeServer } from './realtime/realtime-server.ts'
import { createSearchCache } from './search/job-search.ts'
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts'
import { keepDemoAdminPassword, setDemoAdminPassword } from './seed/demo-admin-password.ts'
import { seedDatabase } from './seed/index.ts'
import { importBaseDataOnFirstStart, postalCodesFileOf } from './seed/shipped-postal-codes.ts'
import { startRenewalInvoicing } from './store/renewal-invoicing.ts'
import { startPersonalDataDeletion } from './your-data/personal-data-deletion.ts'

export interface RunningServer {
  url: string
  publicUrl: string
  port: number
  database: DatabaseHandle
  realtime: RealtimeServer
  /** Port of the mail2chat SMTP server, null when it is off. */
  mail2chatPort: number | null
  /** The RTMP ingest for livestreams (docs/live-video.md), on or off with its reason. */
  liveVideo: Pick<LiveVideo, 'rtmpPort' | 'offReason'>
  /** The seeded demo admin (SEED=demo); its password only when this start generated it. */
  demoAdmin: DemoAdminLogin | null
  close(): Promise<void>
}

export interface DemoAdminLogin {
  email: string
  /** Shown once, by the start that generated it; later starts point to the file. */
  password: string | null
  file: string
}

export interface StartOptions {
  /** The clock of every timing rule (token expiry, one-time codes, rate limits); tests pass one they can move. */
  now?: () => number
  /** How custom domains are proved; real DNS and HTTP by default (tests pass their own resolver). */
  domainVerification?: DomainVerification
}

/** Opens and migrates the database, seeds it on first start, and serves the app. */
export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
  options: StartOptions = {},
): Promise<RunningServer> {
  // One SQLite file, one process: a second one stops here, before it touches the database or a port.
  // On PostgreSQL a second process needs Redis, and so does the first (processes/postgres-process-lock.ts).
  const processLock = config.DATABASE_URL
    ? await lockPostgresForProcess(config.DATABASE_URL, config.REDIS_URL !== undefined)
    : lockSqliteDataDir(config.dataDir)
  try {
    return await serveApp(config, log, options, processLock)
  } catch (error) {
    await processLock.release()
    throw error
  }
}

async function serveApp(
  config: Config,
  log: (line: string) => void,
  options: StartOptions,
  processLock: ProcessLock,
): Promise<RunningServer> {
  const sqliteFile = path.join(config.dataDir, 'oabat.sqlite')
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile })
  await migrateToLatest(database)
  const now = options.now ?? Date.now
  const postalCodesFile = postalCodesFileOf(config.POSTAL_CODES_FILE)
  let demoAdmin: DemoAdminLogin | null = null
  if (config.SEED === 'demo') {
    // The demo admin's password is this instance's own, never a published one (docs/security.md).
    const password = keepDemoAdminPassword(config.dataDir)
    const seed = await seedDatabase(database, { postalCodesFile, adminPassword: password.value, log })
    if (password.created && !seed.seeded) await setDemoAdminPassword(database.db, password.value, now())
    demoAdmin = {
      email: DEMO_ACCOUNTS.admin.email,
      password: password.created ? password.value : null,
      file: password.file,
    }
  }
  // Registration and every search by postal code need them, with or without the demo data.
  const postalCodes = await importBaseDataOnFirstStart(database, postalCodesFile)
  if (postalCodes > 0) log(`postal codes: ${postalCodes} imported from ${postalCodesFile}`)
  // The legal pages a German site needs, with or without the demo data (docs/content-pages.md).
  const legalPages = await seedLegalPages(database.db, now())
  if (legalPages.length > 0) log(`legal pages: ${legalPages.join(', ')} published`)

  // Abuse limits (docs/abuse-limits.md) count in Redis when processes share one, else in the database.
  const limitStore = config.REDIS_URL
    ? await createRedisRateLimitStore(config.REDIS_URL, rateLimitPrefix(config.DATABASE_URL ?? sqliteFile))
    : createDatabaseRateLimitStore(database.db)
  const limiter = createRateLimiter(now, limitStore)

  // Websockets at /app/{key} on the same port (Redis first, when configured: unreachable, nothing starts).
  const realtime = await createRealtime({
    app: config.realtimeApp,
    redisUrl: config.REDIS_URL,
    // Livestream viewers, and whether a user has a tab open (no push then, docs/push.md).
    countsSubscribers: (channel) => isLivestreamChannel(channel) || isChatChannel(channel),
  })
  // Cache invalidations reach the other processes over the same Redis (docs/deployment.md).
  const invalidation = config.REDIS_URL
    ? await createRedisInvalidation(config.REDIS_URL, `oabat:cache:${config.realtimeApp.id}:invalidate`)
    : createLocalInvalidation()

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
    keepConnectionsAlive(s as Server)
    ;(s as Server).on('upgrade', realtime.handleUpgrade)
  })
  const port = (server.address() as AddressInfo).port
  const publicUrl = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`
  // RTMP publishers in, HLS out under /live/ (off with RTMP_PORT=off or without ffmpeg).
  const liveVideo = await startLiveVideo(config, database.db, now, log)
  // Analytics beacons are stored off this thread on SQLite, so searches never wait behind them.
  const analyticsIngest = createAnalyticsIngest(database.db, database.dialect, sqliteFile)
  const closeTasks = createCloseTasks()
  const context = {
    db: database.db,
    dialect: database.dialect,
    analyticsIngest,
    config: { ...config, publicUrl },
    searchCache: createSearchCache(),
    invalidation,
    now,
    realtime,
    limiter,
    liveVideo,
    domainVerification:
      options.domainVerification ?? defaultDomainVerification({ fileOrigin: config.CUSTOM_DOMAIN_FILE_ORIGIN }),
    closeTasks,
  }
  app = createApp(context)
  // Chat notification mails that fell due while no process ran (docs/chat.md).
  startChatMails(context)
  // Guest uploads nobody claimed within a day are deleted (docs/abuse-limits.md).
  const guestFiles = startGuestFileExpiry(context)
  // Personal data of accounts deactivated longer than the deletion period ago is deleted (docs/your-data.md).
  const personalData = startPersonalDataDeletion(context)
  // Running subscriptions get the invoice of their next contract period when it begins (docs/store.md).
  const renewals = startRenewalInvoicing(context)
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
    liveVideo: { rtmpPort: liveVideo.rtmpPort, offReason: liveVideo.offReason },
    demoAdmin,
    async close() {
      // Publishers are cut off and their ffmpeg processes stopped before anything else goes.
      await liveVideo.close()
      await stopChatMails(database.db)
      await stopPushQueue(database.db)
      await guestFiles.stop()
      await personalData.stop()
      await renewals.stop()
      await mail2chat?.close()
      // Websocket clients first get 4200 and reconnect (to another process) while HTTP drains.
      await realtime.close()
      await closeHttpServer(server as Server)
      // No request is left to write: what waited for a burst of writes runs now, then the others are told.
      await closeTasks.run()
      await invalidation.close()
      await analyticsIngest.close()
      await limiter.close()
      await database.close()
      await processLock.release()
    },
  }
}
