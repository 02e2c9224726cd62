import { ApiRequestError } from '@oabat/core'
import { GeolocationUnavailableError, PlaceNotFoundError } from '../../job-list/resolve-place.ts'
import type { ListSearchFailure } from './list-search-state.ts'

/** Query parameters of the search whose attribute has another name. */
const QUERY_ATTRIBUTES: Record<string, string> = {
  distance: 'radius',
  per_page: 'page-size',
  business_slug: 'business',
}

/**
 * The attribute a refusal of the search names: a 422 names its field (an unknown channel); a 404
 * names `notFoundAttribute` when the list has one that the search looks up (a job list), else any
 * other 404 (an `api` pointing elsewhere) stays a loading failure.
 */
function refusedAttribute(error: ApiRequestError, notFoundAttribute: string | undefined) {
  if (error.status === 404 && notFoundAttribute) return { attribute: notFoundAttribute, message: error.message }
  if (error.status !== 422) return undefined
  const [field = '', messages = []] = Object.entries(error.fieldErrors)[0] ?? []
  const name = field.split('.')[0] ?? ''
  return { attribute: QUERY_ATTRIBUTES[name] ?? name, message: messages[0] ?? error.message }
}

/**
 * Why a list search failed, for the list and for oabat:error. `noun` is the plural the texts
 * name ("Stellen", "Unternehmen").
 */
export function describeSearchFailure(error: unknown, noun: string, notFoundAttribute?: string): ListSearchFailure {
  if (error instanceof PlaceNotFoundError) {
    return {
      state: { status: 'not-found', slug: error.slug },
      report: { kind: 'location', message: `Ort nicht gefunden: ${error.slug}`, status: 404 },
    }
  }
  if (error instanceof GeolocationUnavailableError) {
    return {
      state: { status: 'geolocation', reason: error.reason },
      report: { kind: 'geolocation', message: 'Standort nicht verfügbar' },
    }
  }
  const status = error instanceof ApiRequestError ? error.status : 0
  const refused = error instanceof ApiRequestError ? refusedAttribute(error, notFoundAttribute) : undefined
  if (refused) {
    // Trying again changes nothing: name the attribute with the server's German reason instead.
    return {
      state: { status: 'refused', ...refused },
      report: {
        kind: 'attribute',
        message: `Ungültiges Attribut ${refused.attribute}: ${refused.message}`,
        status,
        attribute: refused.attribute,
        reason: refused.message,
      },
    }
  }
  return {
    state: { status: 'error' },
    report: { kind: 'network', message: `Die ${noun} konnten nicht geladen werden.`, status },
  }
}
