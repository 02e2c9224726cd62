import fs from 'node:fs'
import path from 'node:path'

/** The SQLite database and its WAL/shared-memory files: copied through the online backup, never as files. */
const SQLITE_FILE = /^oabat\.sqlite(-wal|-shm|-journal)?$/
/** Lock and pid files belong to the process that holds them, not to the data. */
const PROCESS_FILE = /\.(lock|pid)(-journal)?$/

export interface CopiedFiles {
  files: number
  bytes: number
}

/** True for the files of a running process (the SQLite process lock with its journal, pid files), which are not data. */
export function isProcessFile(name: string): boolean {
  return PROCESS_FILE.test(name)
}

function isData(relative: string): boolean {
  const name = path.basename(relative)
  if (isProcessFile(name)) return false
  return !(relative === name && SQLITE_FILE.test(name))
}

/** Every regular file below dir (relative paths), without the database and lock files. */
export function listDataFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? path.join(prefix, entry.name) : entry.name
    if (entry.isDirectory()) found.push(...listDataFiles(path.join(dir, entry.name), relative))
    else if (entry.isFile() && isData(relative)) found.push(relative)
  }
  return found
}

/**
 * Copies the data files of one folder into another, keeping their relative paths. A file removed
 * while the copy runs (a deleted upload) is left out. Refuses to overwrite unless overwrite is set.
 */
export function copyDataFiles(from: string, to: string, overwrite = false): CopiedFiles {
  const copied: CopiedFiles = { files: 0, bytes: 0 }
  for (const relative of listDataFiles(from)) {
    const target = path.join(to, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.copyFileSync(path.join(from, relative), target, overwrite ? 0 : fs.constants.COPYFILE_EXCL)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    copied.files++
    copied.bytes += fs.statSync(target).size
  }
  return copied
}
