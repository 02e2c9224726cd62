import { ApiRequestError, type AppliedSearchV2Filters, NEARBY_SLUG } from '@oabat/core'
import { type Place, PlaceNotFoundError, resolvePlace } from '../../job-list/resolve-place.ts'
import type { ReadCall } from '../widget-api.ts'
import type { PlaceInput } from './use-paged-search.ts'

/**
 * Where a list searches, without a request of its own for a location slug: the search takes the
 * slug (`location`) and answers the place with the results, so the first page needs one request.
 * `nearby` and bare coordinates resolve as before (resolvePlace).
 */
export function placeToSearch(call: ReadCall, input: PlaceInput, signal: AbortSignal): Promise<Place> {
  if (input.location && input.location !== NEARBY_SLUG) return Promise.resolve({ name: null, slug: input.location })
  return resolvePlace(call, input, signal)
}

/** The search's query parameters for a place and radius: its slug, its coordinates, or none. */
export function placeQuery(place: Place, radius: number) {
  if (place.slug) return { location: place.slug, distance: radius }
  if (place.latitude !== undefined && place.longitude !== undefined) {
    return { latitude: place.latitude, longitude: place.longitude, distance: radius }
  }
  return {}
}

/** Whether the search sorts by distance: it has a place to measure from. */
export function searchesNear(place: Place): boolean {
  return place.slug !== undefined || place.latitude !== undefined
}

/** The place with the name and coordinates the search looked up for its slug. */
export function answeredPlace(place: Place, filters: AppliedSearchV2Filters): Place {
  const found = filters.location
  return found ? { name: found.name, slug: place.slug, latitude: found.latitude, longitude: found.longitude } : place
}

/** A search refusing the slug (422 on `location`) is an unknown place, as the lookup's 404 was. */
export function unknownPlaceOf(error: unknown, place: Place | undefined): unknown {
  if (place?.slug && error instanceof ApiRequestError && error.status === 422 && error.fieldErrors.location) {
    return new PlaceNotFoundError(place.slug)
  }
  return error
}
