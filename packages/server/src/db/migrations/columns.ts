import type { CreateTableBuilder } from 'kysely'
import type { DialectName } from '../dialect.ts'

/** Adds an auto-numbered integer primary key named id, in each dialect's own way. */
export function withId<T extends string>(dialect: DialectName, table: CreateTableBuilder<T, never>) {
  return table.addColumn('id', 'integer', (c) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  )
}
