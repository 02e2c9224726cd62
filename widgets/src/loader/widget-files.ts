/** Which file defines which element; the loader imports a file only when its tag is on the page. */
export const WIDGET_FILES: Readonly<Record<string, string>> = {
  'oabat-job-list': 'job-list.js',
  'oabat-job-card': 'job-card.js',
  'oabat-search': 'search.js',
  'oabat-consent': 'consent.js',
  'oabat-chat': 'chat.js',
  'oabat-business-list': 'business-list.js',
  'oabat-livestream': 'livestream.js',
}

declare const __WIDGET_CHUNKS__: Readonly<Record<string, readonly string[]>>

/**
 * The chunks each entry file imports statically (transitively), baked in by build.mjs from the
 * build's import graph: the loader preloads them together with the entry.
 */
export const WIDGET_CHUNKS = __WIDGET_CHUNKS__
