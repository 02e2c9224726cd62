import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { DialectName } from './db/dialect.ts'
import type { Database } from './db/schema.ts'
import type { RealtimeServer } from './realtime/realtime-server.ts'
import type { SearchCache } from './search/job-search.ts'

/** What every route module gets: the database, the checked configuration and shared caches. */
export interface AppContext {
  db: Kysely<Database>
  dialect: DialectName
  config: Config
  /** Ranked radius searches; anything that writes jobs clears it. */
  searchCache: SearchCache
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
}
