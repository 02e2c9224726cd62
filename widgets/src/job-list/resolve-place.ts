import { ApiRequestError, NEARBY_SLUG } from '@oabat/core'
import type { ReadCall } from '../shared/widget-api.ts'

/** Where the list searches: coordinates (or none: newest jobs everywhere) and a name for the summary. */
export interface Place {
  /** "Passau"; "Deinen Standort" for nearby; null when only coordinates were given. */
  name: string | null
  /** A location slug the search looks up itself; name and coordinates come with its answer. */
  slug?: string
  latitude?: number
  longitude?: number
}

/** The location slug is unknown to the API (404) or malformed (422). */
export class PlaceNotFoundError extends Error {
  constructor(readonly slug: string) {
    super(`Unbekannter Ort: ${slug}`)
    this.name = 'PlaceNotFoundError'
  }
}

/** The visitor refused (or the browser cannot provide) their position for `nearby`. */
export class GeolocationUnavailableError extends Error {
  constructor(readonly reason: 'denied' | 'unsupported' | 'failed') {
    super(`Standort nicht verfügbar (${reason})`)
    this.name = 'GeolocationUnavailableError'
  }
}

const GEOLOCATION_TIMEOUT_MS = 15_000

function currentPosition(signal: AbortSignal): Promise<Place> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new GeolocationUnavailableError('unsupported'))
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (signal.aborted) return
        resolve({ name: 'Deinen Standort', latitude: position.coords.latitude, longitude: position.coords.longitude })
      },
      (error) => {
        if (signal.aborted) return
        reject(new GeolocationUnavailableError(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'))
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    )
  })
}

/**
 * Turns the list's location input into a place: a slug through GET /api/v2/locations/{slug},
 * `nearby` through the browser's geolocation, bare coordinates as they are.
 */
export async function resolvePlace(
  call: ReadCall,
  input: { location?: string; latitude?: number; longitude?: number },
  signal: AbortSignal,
): Promise<Place> {
  if (input.location === NEARBY_SLUG) return currentPosition(signal)
  if (input.location) {
    try {
      const { data } = await call('location', { params: { idOrSlug: input.location } }, { signal })
      return { name: data.name, latitude: data.latitude, longitude: data.longitude }
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
        throw new PlaceNotFoundError(input.location)
      }
      throw error
    }
  }
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return { name: null, latitude: input.latitude, longitude: input.longitude }
  }
  return { name: null }
}
