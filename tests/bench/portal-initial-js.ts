import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a portal page loads before it can render: the entry script and every module
 * index.html preloads (route pages come later, on demand), gzip level 9 as a server would send it.
 */
export function measurePortalInitialJs(portalDist: string): { bytes: number; files: number } {
  const html = fs.readFileSync(path.join(portalDist, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string)
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(portalDist, file)), { level: 9 }).length,
    0,
  )
  return { bytes, files: files.length }
}
