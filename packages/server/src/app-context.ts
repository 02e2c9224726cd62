import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { DialectName } from './db/dialect.ts'
import type { Database } from './db/schema.ts'

/** What every route module gets: the database and the checked configuration. */
export interface AppContext {
  db: Kysely<Database>
  dialect: DialectName
  config: Config
}
