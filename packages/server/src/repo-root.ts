import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The workspace root (the folder holding pnpm-workspace.yaml), found from this module's location. */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  while (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`)
    dir = parent
  }
  return dir
}
