import { BRAND, DEFAULT_PAGE_TITLE, TITLE_SUFFIX_MAX_LENGTH } from '../constants.ts'

/**
 * The document title of a page (SPEC §1): "{title} | {brand}" when the title has at most
 * 55 characters, the bare title when it is longer, the default title when there is none.
 */
export function pageTitle(title?: string | null): string {
  const base = title?.trim() || DEFAULT_PAGE_TITLE
  return base.length <= TITLE_SUFFIX_MAX_LENGTH ? `${base} | ${BRAND}` : base
}
