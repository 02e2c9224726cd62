import fs from 'node:fs'
import path from 'node:path'
import {
  type BackupManifest,
  FILES_FOLDER,
  POSTGRES_BACKUP_FILE,
  SQLITE_BACKUP_FILE,
  writeManifest,
} from './backup-manifest.ts'
import { copyDataFiles } from './data-files.ts'
import { dumpPostgres, postgresMigrations } from './postgres-tools.ts'
import { backupSqlite } from './sqlite-backup.ts'

export interface BackupSource {
  /** DATA_DIR of the server: the SQLite file (without DATABASE_URL), uploads and the outbox. */
  dataDir: string
  databaseUrl?: string | undefined
}

/** Where a backup goes when no folder is named: backups/oabat-2026-05-01T03-00-00Z in the working folder. */
export function defaultBackupFolder(at: Date = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
  return path.resolve('backups', `oabat-${stamp}`)
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** A new folder for the backup; refuses an existing, non-empty one and one inside DATA_DIR. */
function prepareTarget(target: string, dataDir: string): void {
  if (isInside(target, dataDir))
    throw new Error(`the backup folder ${target} must not lie inside DATA_DIR (${dataDir})`)
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new Error(`the backup folder ${target} exists and is not empty: name a new folder`)
  fs.mkdirSync(target, { recursive: true })
}

/**
 * Takes a consistent copy of the database (SQLite's online backup, or pg_dump) while the server
 * runs, then copies every other file of DATA_DIR (uploads, outbox). The database goes first: a file
 * that a stored row refers to was written before the row, so it exists when the files are copied.
 * The manifest is written last; a folder without one is an unfinished backup.
 */
export async function createBackup(source: BackupSource, target: string): Promise<BackupManifest> {
  const dataDir = path.resolve(source.dataDir)
  const folder = path.resolve(target)
  prepareTarget(folder, dataDir)
  const createdAt = new Date().toISOString()
  let migrations: string[]
  if (source.databaseUrl) {
    await dumpPostgres(source.databaseUrl, path.join(folder, POSTGRES_BACKUP_FILE))
    migrations = await postgresMigrations(source.databaseUrl)
  } else {
    const databaseFile = path.join(dataDir, 'oabat.sqlite')
    if (!fs.existsSync(databaseFile)) throw new Error(`there is no database at ${databaseFile}: is DATA_DIR right?`)
    migrations = await backupSqlite(databaseFile, path.join(folder, SQLITE_BACKUP_FILE))
  }
  const files = copyDataFiles(dataDir, path.join(folder, FILES_FOLDER))
  const manifest: BackupManifest = {
    format: 'oabat-backup-1',
    created_at: createdAt,
    dialect: source.databaseUrl ? 'postgres' : 'sqlite',
    migrations,
    files: files.files,
    bytes: files.bytes,
  }
  writeManifest(folder, manifest)
  return manifest
}
