import { createRequire } from 'node:module'

// hyphen is CommonJS with directory entries ("hyphen/de"), which ESM imports cannot name; required at
// run time from node_modules, so its 750 KB of patterns stay out of the server bundle.
const german = createRequire(import.meta.url)('hyphen/de') as typeof import('hyphen/de')

/** Words shorter than this fit a card line anyway and stay as they are. */
const MIN_WORD_LENGTH = 12
/** Job titles repeat across searches; their hyphenation is kept, up to this many. */
const CACHE_LIMIT = 5000
const cache = new Map<string, string>()

/**
 * A job title with soft hyphens (U+00AD) at the German syllable breaks of its long words
 * („Rechts­an­walts­fach­an­ge­stell­ter“), for narrow cards: browsers break a line at a soft hyphen
 * and show a hyphen there, whether or not they have a hyphenation dictionary of their own
 * (`hyphens: auto` does nothing in Chromium without one). Done on the server, where the 750 KB of
 * patterns cost nothing on the wire (widgets/PROTOCOL.md „Hyphenation“).
 */
export function hyphenateTitle(title: string): string {
  const known = cache.get(title)
  if (known !== undefined) return known
  const hyphenated = german.hyphenateSync(title, { minWordLength: MIN_WORD_LENGTH })
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(title, hyphenated)
  return hyphenated
}
