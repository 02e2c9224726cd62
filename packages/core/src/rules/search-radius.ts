import { SEARCH_RADIUS_KM } from '../constants.ts'

/** A radius from the query, within the API's limits; the default when missing or invalid. */
export function radiusFromQuery(value: string | null): number {
  const km = Number(value)
  if (!value || !Number.isFinite(km)) return SEARCH_RADIUS_KM.default
  return Math.min(SEARCH_RADIUS_KM.max, Math.max(SEARCH_RADIUS_KM.min, Math.round(km)))
}
