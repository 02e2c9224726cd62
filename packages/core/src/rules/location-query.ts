import { parseLocationSlug } from './location-slug.ts'

/** SPEC §2 /auswahl/{jobListSlug?} takes its place as JSON in the query `location`. */
export type LocationQuery =
  | { kind: 'slug'; slug: string }
  | { kind: 'point'; latitude: number; longitude: number; name: string | null }

/**
 * Reads `?location=`: `{"slug":"passau-2855328"}` or `{"latitude":48.57,"longitude":13.43,"name":"Passau"}`.
 * null when absent; 'invalid' for anything else (garbage JSON, wrong fields, out-of-range numbers).
 */
export function parseLocationQuery(text: string | null): LocationQuery | 'invalid' | null {
  if (text === null || text.trim() === '') return null
  if (text.length > 500) return 'invalid'
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'invalid'
  }
  if (typeof value !== 'object' || value === null) return 'invalid'
  const record = value as Record<string, unknown>
  if (typeof record.slug === 'string')
    return parseLocationSlug(record.slug) ? { kind: 'slug', slug: record.slug } : 'invalid'
  const { latitude, longitude, name } = record
  if (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  ) {
    return { kind: 'point', latitude, longitude, name: typeof name === 'string' && name.length <= 100 ? name : null }
  }
  return 'invalid'
}
