/**
 * @module restore-cli — `pnpm restore FOLDER [--force]`: brings a backup of `pnpm backup` back into
 * DATA_DIR (and, for a PostgreSQL backup, into the database of DATABASE_URL). Refuses a DATA_DIR or
 * database that holds anything unless --force; on SQLite it is refused while a server runs on the target.
 */
import { parseArgs } from 'node:util'
import { restoreBackup } from './backup/restore-backup.ts'
import { loadStorageConfig } from './config.ts'
import { lockSqliteDataDir } from './processes/sqlite-process-lock.ts'

const USAGE = 'usage: pnpm restore FOLDER [--force]   (DATA_DIR and DATABASE_URL name the target)'

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const folder = positionals[0]
  if (!folder || positionals.length > 1) {
    console.error(USAGE)
    return 2
  }
  const config = loadStorageConfig()
  // On SQLite a server running on the target refuses the restore (one SQLite file, one process).
  const lock = config.DATABASE_URL ? null : lockSqliteDataDir(config.dataDir)
  const manifest = await restoreBackup(folder, {
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    force: values.force,
  }).finally(() => lock?.release())
  const into = manifest.dialect === 'postgres' ? 'the database of DATABASE_URL' : config.dataDir
  console.log(
    `restored the backup of ${manifest.created_at} into ${into}: database and ${manifest.files} files. Start the server to use it.`,
  )
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
