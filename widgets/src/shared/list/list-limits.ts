import { SEARCH_PER_PAGE, SEARCH_RADIUS_KM } from '@oabat/core'

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** The radius a list searches with: the attribute's value kept within SPEC's 1–200 km. */
export function listRadius(radius: number | undefined, fallback: number): number {
  return clamp(radius ?? fallback, SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max)
}

/** Cards per page: a whole number within SPEC's 1–50. */
export function listPageSize(pageSize: number | undefined): number {
  return Math.round(clamp(pageSize ?? SEARCH_PER_PAGE.default, SEARCH_PER_PAGE.min, SEARCH_PER_PAGE.max))
}
