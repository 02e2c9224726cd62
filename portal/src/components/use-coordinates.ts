import { NEARBY_SLUG } from '@oabat/core'
import { GeolocationUnavailableError, resolvePlace } from '@oabat/widgets'
import { useEffect, useState } from 'react'
import { api } from '../api/api-client.ts'

export type Coordinates =
  | { status: 'loading' }
  | { status: 'ready'; latitude: number; longitude: number }
  | { status: 'unavailable'; reason: GeolocationUnavailableError['reason'] }
  | { status: 'error' }

/** Coordinates of a place slug; `nearby` asks the browser for the visitor's position ("Umgebung"). */
export function useCoordinates(locationSlug: string, known?: { latitude: number; longitude: number }): Coordinates {
  const [state, setState] = useState<Coordinates>(known ? { status: 'ready', ...known } : { status: 'loading' })
  const knownLatitude = known?.latitude
  const knownLongitude = known?.longitude
  useEffect(() => {
    if (knownLatitude !== undefined && knownLongitude !== undefined) {
      setState({ status: 'ready', latitude: knownLatitude, longitude: knownLongitude })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    resolvePlace(api, { location: locationSlug === NEARBY_SLUG ? NEARBY_SLUG : locationSlug }, controller.signal)
      .then((place) => {
        if (place.latitude !== undefined && place.longitude !== undefined) {
          setState({ status: 'ready', latitude: place.latitude, longitude: place.longitude })
        } else setState({ status: 'error' })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setState(
          error instanceof GeolocationUnavailableError
            ? { status: 'unavailable', reason: error.reason }
            : { status: 'error' },
        )
      })
    return () => controller.abort()
  }, [locationSlug, knownLatitude, knownLongitude])
  return state
}
