/**
 * Gzipped sizes of the built widgets, as a browser downloads them: each file gzipped on its own
 * (the server compresses per response), an entry counted with every chunk it imports statically.
 * Used by `pnpm bench` and the budget test.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface WidgetSizes {
  /** dist/oabat.js, the classic loader script. */
  loader: number
  /** dist/job-list.js and its chunks (without the loader). */
  jobList: number
  /** dist/job-card.js and its chunks (without the loader). */
  jobCard: number
  /** dist/search.js and its chunks (without the loader). */
  search: number
  /** dist/consent.js and its chunks (without the loader). */
  consent: number
  /** dist/search.js and what it loads beyond the shared runtime (the preact and shared chunks). */
  searchOwn: number
  /** dist/consent.js and what it loads beyond the shared runtime. */
  consentOwn: number
  /** dist/business-list.js and its chunks (without the loader). */
  businessList: number
  /** dist/business-list.js and what it loads beyond the shared runtime. */
  businessListOwn: number
  /** dist/chat.js and its static chunks (without the loader); pusher-js is not among them. */
  chat: number
  /** dist/chat.js and what it loads beyond the shared runtime, before the chat is opened. */
  chatOwn: number
  /** The pusher-js chunk chat.js imports dynamically when the chat is first opened (beyond chat.js). */
  chatRealtime: number
  /** What `ratings` adds to a page that shows `<oabat-job-list>`: ratings.js and the chunks the list did not load. */
  jobListRatings: number
  /** dist/livestream.js and its static chunks (without the loader); hls.js and pusher-js are not among them. */
  livestream: number
  /** dist/livestream.js and what it loads beyond the shared runtime, before the stream shows. */
  livestreamOwn: number
}

/** The pusher-js chunk (loaded by `import()` only when a chat opens). */
export function pusherChunk(distDir: string): string {
  const name = readdirSync(join(distDir, 'chunks')).find((file) => /^pusher-[^/]+\.js$/.test(file))
  if (!name) throw new Error(`no pusher chunk in ${distDir}/chunks`)
  return join(distDir, 'chunks', name)
}

/** The hls.js chunk (loaded by `import()` only where the browser cannot play HLS itself). */
export function hlsChunk(distDir: string): string {
  const name = readdirSync(join(distDir, 'chunks')).find((file) => /^hls[^/]*\.js$/.test(file))
  if (!name) throw new Error(`no hls.js chunk in ${distDir}/chunks`)
  return join(distDir, 'chunks', name)
}

/** The runtime chunks: preact and the `shared-*` chunks of code two or more widgets share. */
export function isSharedRuntime(file: string): boolean {
  return /[\\/]chunks[\\/](?:preact|shared)-[^/\\]+\.js$/.test(file)
}

// Static imports and re-exports of relative files in minified ES output; `import(` is not matched.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g

/** Every file an entry loads before it runs: the entry and its static imports, transitively. */
export function staticImportGraph(entryPath: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      visit(resolve(dirname(file), match[1] as string))
    }
  }
  visit(resolve(entryPath))
  return [...seen]
}

/** Gzipped bytes of one file (level 9, as a static server would pre-compress it). */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

function graphSize(entry: string, skip: (file: string) => boolean = () => false): number {
  return staticImportGraph(entry)
    .filter((file) => !skip(file))
    .reduce((sum, file) => sum + gzipSize(file), 0)
}

/** What an entry loads on top of another one already loaded (a dynamic import's own files). */
function extraSize(entry: string, loadedEntry: string): number {
  const loaded = new Set(staticImportGraph(loadedEntry))
  return staticImportGraph(entry)
    .filter((file) => !loaded.has(file))
    .reduce((sum, file) => sum + gzipSize(file), 0)
}

/** The gzipped byte counts of the loader and of each widget entry with its static chunks. */
export function measureWidgetSizes(distDir: string): WidgetSizes {
  return {
    loader: gzipSize(join(distDir, 'oabat.js')),
    jobList: graphSize(join(distDir, 'job-list.js')),
    jobCard: graphSize(join(distDir, 'job-card.js')),
    search: graphSize(join(distDir, 'search.js')),
    consent: graphSize(join(distDir, 'consent.js')),
    searchOwn: graphSize(join(distDir, 'search.js'), isSharedRuntime),
    consentOwn: graphSize(join(distDir, 'consent.js'), isSharedRuntime),
    businessList: graphSize(join(distDir, 'business-list.js')),
    businessListOwn: graphSize(join(distDir, 'business-list.js'), isSharedRuntime),
    chat: graphSize(join(distDir, 'chat.js')),
    chatOwn: graphSize(join(distDir, 'chat.js'), isSharedRuntime),
    chatRealtime: extraSize(pusherChunk(distDir), join(distDir, 'chat.js')),
    jobListRatings: extraSize(join(distDir, 'ratings.js'), join(distDir, 'job-list.js')),
    livestream: graphSize(join(distDir, 'livestream.js')),
    livestreamOwn: graphSize(join(distDir, 'livestream.js'), isSharedRuntime),
  }
}
