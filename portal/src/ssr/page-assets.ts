import { readFileSync } from 'node:fs'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

/**
 * The lazy page module a server-rendered URL shows (routes.tsx): its chunk and CSS must be in the
 * HTML, or the page would paint unstyled until the browser had loaded it.
 */
const PAGE_MODULES: Array<[RegExp, string]> = [
  [/^\/$/, 'src/pages/home-page.tsx'],
  [/^\/betriebe\/[^/]+\/jobs\/[^/]+\/?$/, 'src/pages/job-page.tsx'],
  [/^\/betriebe\/[^/]+\/?$/, 'src/pages/business-page.tsx'],
  // The server renders /betriebe/{slug}/{siteslug} only for a site (never a reserved segment).
  [/^\/betriebe\/[^/]+\/[^/]+\/?$/, 'src/business-sites/site-page.tsx'],
  [/^\/schule\/[^/]+\/(schwarzes-brett|minibat)\/?$/, 'src/schools/school-board-page.tsx'],
  [/^\/schule\/[^/]+\/einladung\/?$/, 'src/schools/school-invitation-page.tsx'],
  // The server renders /schule/{slug} only for a school; /schule/registrierung and the like are account pages.
  [/^\/schule\/[^/]+\/?$/, 'src/schools/school-page.tsx'],
]
const LISTING_MODULE = 'src/pages/listing-page.tsx'
const CONTENT_PAGE_MODULE = 'src/content-pages/content-page.tsx'

function readManifest(): Record<string, ManifestChunk> {
  try {
    // Next to dist/server/ lies the browser build's manifest (vite.config.ts `manifest`).
    return JSON.parse(readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8'))
  } catch {
    return {}
  }
}

const manifest = readManifest()

/**
 * The chunks index.html loads already: the entry and what it imports statically (Vite writes their
 * modulepreloads into index.html). A page's chunk imports most of them too; linked again they
 * would be preloaded twice.
 */
function entryChunks(): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) return []
  return [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file ?? key)]
}

/**
 * Stylesheet and modulepreload tags for the page at `path`, beside what index.html links already.
 * A content page (docs/content-pages.md) has no pattern of its own: the server says so.
 */
export function pageAssetTags(path: string, contentPage = false): string {
  const source = contentPage
    ? CONTENT_PAGE_MODULE
    : (PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1] ?? LISTING_MODULE)
  const css = new Set<string>()
  const scripts = new Set<string>()
  const linked = new Set(entryChunks())
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || linked.has(chunk.file) || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(source)
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n    ')
}
