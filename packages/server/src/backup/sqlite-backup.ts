import SQLite from 'better-sqlite3'

/**
 * Pages per backup step: all of them. One step reads the whole database in one read transaction, so
 * the copy is one consistent moment, and the writers of a running server (WAL) are not held up by it.
 * Small steps would restart from the first page after every write of another connection.
 */
const ALL_PAGES = 0x7fffffff

/**
 * Copies a live SQLite database with SQLite's online backup API (better-sqlite3 `backup()`) and
 * answers the schema migrations applied to the copy, in the order they ran. The copy leaves WAL
 * mode: a backup is one self-contained file; the server turns WAL on again when it opens it.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<string[]> {
  const source = new SQLite(sourceFile, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    await source.backup(targetFile, { progress: () => ALL_PAGES })
  } finally {
    source.close()
  }
  const copy = new SQLite(targetFile, { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
    const rows = copy.prepare('select name from kysely_migration order by timestamp, name').all() as Array<{
      name: string
    }>
    return rows.map((row) => row.name)
  } finally {
    copy.close()
  }
}
