import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { DialectName } from './db/dialect.ts'
import type { Database } from './db/schema.ts'
import type { SearchCache } from './search/job-search.ts'

/** What every route module gets: the database, the checked configuration and shared caches. */
export interface AppContext {
  db: Kysely<Database>
  dialect: DialectName
  config: Config
  /** Ranked radius searches; anything that writes jobs clears it. */
  searchCache: SearchCache
  /**
   * Milliseconds since the epoch (Date.now when not given). All timing logic (token expiry, codes,
   * rate limits) reads it, so tests can move time.
   */
  now?: () => number
}
