import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const SERVER_MAIN = path.join(REPO_ROOT, 'packages', 'server', 'dist', 'main.js')
