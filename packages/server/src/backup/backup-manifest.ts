import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** The file in a backup folder that says what the folder holds. */
export const MANIFEST_FILE = 'manifest.json'
/** The SQLite copy in a backup folder. */
export const SQLITE_BACKUP_FILE = 'database.sqlite'
/** The pg_dump archive (custom format) in a backup folder. */
export const POSTGRES_BACKUP_FILE = 'database.pgdump'
/** The copy of DATA_DIR's files (uploads, outbox) in a backup folder. */
export const FILES_FOLDER = 'files'

export const BackupManifest = z.object({
  format: z.literal('oabat-backup-1'),
  /** When the database copy was taken (ISO 8601): writes acknowledged before it are in the backup. */
  created_at: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The schema migrations applied to the database, in the order they ran. */
  migrations: z.array(z.string()),
  /** The files copied from DATA_DIR (every file except the database itself). */
  files: z.number().int().min(0),
  bytes: z.number().int().min(0),
})
export type BackupManifest = z.infer<typeof BackupManifest>

export function writeManifest(folder: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Reads and checks a backup's manifest; throws a plain message when the folder is no backup. */
export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE)
  if (!fs.existsSync(file)) throw new Error(`${folder} is no oabat backup: ${MANIFEST_FILE} is missing`)
  let json: unknown
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`${file} is no valid JSON`)
  }
  const parsed = BackupManifest.safeParse(json)
  if (!parsed.success) throw new Error(`${file} is no oabat backup manifest: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}
