/**
 * Whether the server shows the internal pages (OABAT_INTERN_PAGES=1, docs/intern-pages.md): it then
 * writes `<meta name="oabat-intern-pages" content="1">` into every page. A runtime switch, so the
 * one production build serves a development instance with the style guide and a live site without.
 * The hide-in-production guard (SPEC §6) reads it: without the switch the pages count as production.
 */
export function internPagesShown(): boolean {
  if (typeof document === 'undefined') return false
  return document.querySelector('meta[name="oabat-intern-pages"]')?.getAttribute('content') === '1'
}
