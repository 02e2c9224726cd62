import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { launchChromium } from '../support/chromium.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'
import { startServer } from '../support/server.ts'
import { demoPages } from './demo-pages.ts'

/** Bytes of entry files and how many of them never ran. */
export interface CoverageBytes {
  files: number
  bytes: number
  /** Bytes of functions that never ran: the granularity of Lighthouse's "unused JavaScript". */
  unusedFunctionBytes: number
  /** Bytes of blocks that never ran (branches not taken inside functions that ran, too). */
  unusedBlockBytes: number
}

/** How much of the portal's entry JavaScript one page ran by the time it had loaded and settled. */
export interface EntryCoverage {
  page: string
  path: string
  all: CoverageBytes
  /** The `react` chunk alone (vite.config.ts): React's share, which no chunking of ours changes. */
  react: CoverageBytes
}

const REACT_CHUNK = /^\/assets\/react-[\w-]+\.js$/

const noBytes = (): CoverageBytes => ({ files: 0, bytes: 0, unusedFunctionBytes: 0, unusedBlockBytes: 0 })

type Range = Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>[number]['functions'][number]['ranges'][number]

/** The entry script and the modules index.html preloads with it: what every page loads first. */
export function portalEntryFiles(portalDist = path.join(REPO_ROOT, 'portal', 'dist')): string[] {
  const html = fs.readFileSync(path.join(portalDist, 'index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => `/${match[1]}`)
}

/**
 * Bytes of `source` whose innermost coverage range has count 0. V8 nests ranges (a function inside
 * the script, a block inside its function); applied outermost first, each character ends up with
 * the count of the innermost range around it.
 */
export function unusedBytes(source: string, ranges: Range[]): number {
  const counts = new Uint32Array(source.length).fill(1)
  const ordered = [...ranges].sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset)
  for (const range of ordered) counts.fill(range.count, range.startOffset, Math.min(range.endOffset, source.length))
  let unused = 0
  let runStart = -1
  for (let index = 0; index <= source.length; index++) {
    const isUnused = index < source.length && counts[index] === 0
    if (isUnused && runStart < 0) runStart = index
    if (!isUnused && runStart >= 0) {
      unused += Buffer.byteLength(source.slice(runStart, index))
      runStart = -1
    }
  }
  return unused
}

const SETTLE_MS = 1_500

/**
 * `pnpm bench coverage`: each demo page of the built product opened in Debian's Chromium with V8's
 * precise coverage on (a fresh context, so nothing comes from a cache or an earlier page), waited
 * for until the network is idle and a moment longer, then the unused share of the entry files.
 */
export async function measureEntryCoverage(): Promise<EntryCoverage[]> {
  const entryFiles = portalEntryFiles()
  const server = await startServer()
  const browser = await launchChromium()
  try {
    const figures: EntryCoverage[] = []
    for (const [page, pagePath] of await demoPages(server.url)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const tab = await context.newPage()
      await tab.coverage.startJSCoverage()
      await tab.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' })
      await tab.waitForTimeout(SETTLE_MS)
      const entries = await tab.coverage.stopJSCoverage()
      await context.close()
      const measured: EntryCoverage = { page, path: pagePath, all: noBytes(), react: noBytes() }
      for (const entry of entries) {
        const file = new URL(entry.url).pathname
        if (!entry.source || !entryFiles.includes(file)) continue
        const counted = {
          files: 1,
          bytes: Buffer.byteLength(entry.source),
          unusedFunctionBytes: unusedBytes(
            entry.source,
            entry.functions.map((fn) => fn.ranges[0]).filter((range) => range !== undefined),
          ),
          unusedBlockBytes: unusedBytes(
            entry.source,
            entry.functions.flatMap((fn) => fn.ranges),
          ),
        }
        for (const sum of REACT_CHUNK.test(file) ? [measured.all, measured.react] : [measured.all]) {
          for (const key of Object.keys(counted) as Array<keyof CoverageBytes>) sum[key] += counted[key]
        }
      }
      if (measured.all.files !== entryFiles.length) {
        throw new Error(`${pagePath} ran ${measured.all.files} of the ${entryFiles.length} entry files`)
      }
      figures.push(measured)
    }
    return figures
  } finally {
    await browser.close()
    await server.stop()
  }
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`

const share = (f: CoverageBytes) =>
  `${f.bytes} B in ${f.files} ${f.files === 1 ? 'file' : 'files'}, unused ${f.unusedFunctionBytes} B = ${percent(f.unusedFunctionBytes, f.bytes)} by function, ` +
  `${percent(f.unusedBlockBytes, f.bytes)} by block`

/** One line per page, as `pnpm bench coverage` prints it: all entry files, React's chunk, the rest. */
export function entryCoverageLine({ page, path, all, react }: EntryCoverage): string {
  const own: CoverageBytes = {
    files: all.files - react.files,
    bytes: all.bytes - react.bytes,
    unusedFunctionBytes: all.unusedFunctionBytes - react.unusedFunctionBytes,
    unusedBlockBytes: all.unusedBlockBytes - react.unusedBlockBytes,
  }
  return (
    `portal entry coverage ${page} (${path}): entry ${share(all)} (target < 10 % by function); ` +
    `react chunk ${share(react)}; the portal's own ${share(own)}`
  )
}
