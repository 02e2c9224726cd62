/** The id of the `<script type="application/json">` in which the server hands a page's API answers to the portal. */
export const PAGE_DATA_ELEMENT_ID = 'oabat-data'

/** API answers loaded for a page on the server, by `pageDataKey` of the call. */
export type PageData = Record<string, unknown>

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/**
 * The key of one API call (route key and input) in the page data. Object keys are sorted, so the
 * server's loader and the portal's hook find the same answer however each built its input.
 */
export function pageDataKey(key: string, input: unknown): string {
  return JSON.stringify([key, sorted(input ?? {})])
}
