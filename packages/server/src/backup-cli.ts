/**
 * @module backup-cli — `pnpm backup [FOLDER]`: a consistent copy of the database (SQLite's online
 * backup, or pg_dump with DATABASE_URL) and of every file in DATA_DIR, taken while the server runs,
 * into a new folder (default backups/oabat-{time}) with a manifest. Restore it with `pnpm restore`.
 */
import { parseArgs } from 'node:util'
import { createBackup, defaultBackupFolder } from './backup/create-backup.ts'
import { loadStorageConfig } from './config.ts'

const USAGE = 'usage: pnpm backup [FOLDER]   (a new folder; default backups/oabat-{time})'

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  })
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (positionals.length > 1) {
    console.error(USAGE)
    return 2
  }
  const config = loadStorageConfig()
  const folder = positionals[0] ?? defaultBackupFolder()
  const started = performance.now()
  const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL }, folder)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `backup written to ${folder}: ${manifest.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database as of ${manifest.created_at}, ${manifest.files} files (${manifest.bytes} bytes) in ${seconds} s`,
  )
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
