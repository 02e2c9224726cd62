import { DEFAULT_SEARCH_CHANNEL, MAX_SEARCH_PAGES } from '../constants.ts'

/** FNV-1a over a string, as 8 hex digits: short, stable, no crypto needed. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** Filters in a fixed key order, empty values left out, so equal searches hash equally. */
function canonical(filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(entries)
}

/** SPEC §3 Search record id: a hash of channel, category and filters. */
export function searchRecordId(channel: string, category: string, filters: Record<string, unknown>): string {
  return fnv1a(`${channel || DEFAULT_SEARCH_CHANNEL}|${category}|${canonical(filters)}`)
}

/**
 * SPEC §4: a next page is fetched while more pages remain; SPEC §9: a search holds at most 1000
 * pages. The page to fetch after `currentPage`, or null when there is none.
 */
export function nextSearchPage(currentPage: number, lastPage: number): number | null {
  const last = Math.min(lastPage, MAX_SEARCH_PAGES)
  return currentPage < last ? currentPage + 1 : null
}
