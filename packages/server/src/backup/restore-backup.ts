import fs from 'node:fs'
import path from 'node:path'
import { migrations as knownMigrations } from '../db/migrations/index.ts'
import {
  type BackupManifest,
  FILES_FOLDER,
  POSTGRES_BACKUP_FILE,
  readManifest,
  SQLITE_BACKUP_FILE,
} from './backup-manifest.ts'
import { copyDataFiles, isProcessFile, listDataFiles } from './data-files.ts'
import { countPostgresTables, restorePostgres } from './postgres-tools.ts'

export interface RestoreTarget {
  /** DATA_DIR to restore into: new or empty unless force is set. */
  dataDir: string
  /** The PostgreSQL database to restore into (a PostgreSQL backup only): empty unless force is set. */
  databaseUrl?: string | undefined
  /** Replace what is there instead of refusing. */
  force?: boolean
}

/** Refuses what restoring cannot do well: another dialect, a newer schema, missing files. */
function checkBackup(folder: string, manifest: BackupManifest, target: RestoreTarget): void {
  const dialect = target.databaseUrl ? 'postgres' : 'sqlite'
  if (manifest.dialect !== dialect) {
    throw new Error(
      manifest.dialect === 'postgres'
        ? 'this is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into'
        : 'this is a backup of a SQLite database: unset DATABASE_URL to restore it into DATA_DIR',
    )
  }
  const known = new Set(Object.keys(knownMigrations(dialect)))
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length > 0)
    throw new Error(`the backup comes from a newer oabat (migrations ${unknown.join(', ')}): update oabat first`)
  const database = path.join(folder, dialect === 'postgres' ? POSTGRES_BACKUP_FILE : SQLITE_BACKUP_FILE)
  if (!fs.existsSync(database)) throw new Error(`the backup is incomplete: ${database} is missing`)
  const files = listDataFiles(path.join(folder, FILES_FOLDER)).length
  if (files !== manifest.files)
    throw new Error(`the backup is incomplete: ${files} of ${manifest.files} files in ${FILES_FOLDER}/`)
}

/** Refuses a DATA_DIR or database that holds something, unless force is set. */
async function checkTarget(target: RestoreTarget, dataDir: string): Promise<void> {
  if (target.force) return
  // The restore's own process lock (restore-cli.ts) does not make a folder non-empty.
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((name) => !isProcessFile(name)))
    throw new Error(`DATA_DIR ${dataDir} is not empty: restore into a new folder, or add --force to replace its data`)
  if (target.databaseUrl && (await countPostgresTables(target.databaseUrl)) > 0)
    throw new Error(
      'the database of DATABASE_URL is not empty: restore into a new database (createdb), or add --force to replace it',
    )
}

/**
 * Brings a backup back: the database (a SQLite file in DATA_DIR, or pg_restore into DATABASE_URL)
 * and the files of DATA_DIR. Run it while no server uses the target. Returns the backup's manifest.
 */
export async function restoreBackup(source: string, target: RestoreTarget): Promise<BackupManifest> {
  const folder = path.resolve(source)
  const dataDir = path.resolve(target.dataDir)
  const manifest = readManifest(folder)
  checkBackup(folder, manifest, target)
  await checkTarget(target, dataDir)
  fs.mkdirSync(dataDir, { recursive: true })
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, path.join(folder, POSTGRES_BACKUP_FILE), target.force === true)
  } else {
    const databaseFile = path.join(dataDir, 'oabat.sqlite')
    // The old WAL would be replayed onto the restored file: it goes with the file it belongs to.
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${databaseFile}${suffix}`, { force: true })
    fs.copyFileSync(path.join(folder, SQLITE_BACKUP_FILE), databaseFile)
  }
  copyDataFiles(path.join(folder, FILES_FOLDER), dataDir, target.force === true)
  return manifest
}
