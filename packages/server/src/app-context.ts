import type { Kysely } from 'kysely'
import type { AnalyticsIngest } from './analytics/ingest-thread.ts'
import type { RateLimiter } from './auth/rate-limiter.ts'
import type { Config } from './config.ts'
import type { DomainVerification } from './custom-domains/domain-verification.ts'
import type { DialectName } from './db/dialect.ts'
import type { Database } from './db/schema.ts'
import type { LiveVideo } from './live-video/live-video.ts'
import type { CloseTasks } from './processes/close-tasks.ts'
import type { SharedInvalidation } from './processes/shared-invalidation.ts'
import type { RealtimeServer } from './realtime/realtime-server.ts'
import type { SearchCache } from './search/job-search.ts'

/** What every route module gets: the database, the checked configuration and shared caches. */
export interface AppContext {
  db: Kysely<Database>
  dialect: DialectName
  config: Config
  /**
   * Where POST /api/oabalytics stores records (analytics/ingest-thread.ts): a thread of its own on
   * SQLite. Absent where a test builds a context by hand: then in this thread.
   */
  analyticsIngest?: AnalyticsIngest
  /** Ranked radius searches; anything that writes jobs clears it. */
  searchCache: SearchCache
  /**
   * Tells the other server processes (REDIS_URL) that cached data changed, so a clear of the search
   * cache here clears theirs too. Absent: this is the only process.
   */
  invalidation?: SharedInvalidation
  /**
   * Pusher-protocol websockets (docs/realtime.md): `realtime.trigger(channels, event, data)` reaches
   * every process. Always set by the server; absent only where a test builds a context for pure helpers.
   */
  realtime?: RealtimeServer
  /**
   * Milliseconds since the epoch (Date.now when not given). All timing logic (token expiry, codes,
   * rate limits) reads it, so tests can move time.
   */
  now?: () => number
  /**
   * The abuse limits (docs/abuse-limits.md), counted in Redis or the database. The server passes the
   * Redis one when REDIS_URL is set; createApp fills in the database one otherwise.
   */
  limiter?: RateLimiter
  /**
   * How custom domains are proved (DNS TXT and the file, docs/custom-domain.md); real DNS and HTTP when
   * not given. Tests pass a resolver of their own.
   */
  domainVerification?: DomainVerification
  /** The RTMP ingest (docs/live-video.md); absent where a test builds a context without a server. */
  liveVideo?: LiveVideo
  /**
   * Work to finish before the database closes; the server runs it in close(). Absent where a test
   * builds a context by hand: then nothing waits.
   */
  closeTasks?: CloseTasks
}
