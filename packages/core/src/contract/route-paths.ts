import type { RouteRef } from './define-route.ts'

/**
 * Method and path of every call, without schemas, so that browser bundles can call the API
 * through the contract without carrying zod. contract/index.ts adds the schemas to each entry.
 */
export const routePaths = {
  locationByZip: { method: 'GET', path: '/api/v2/locations/zip/{zip}' },
  location: { method: 'GET', path: '/api/v2/locations/{idOrSlug}' },
  addressForLocation: { method: 'GET', path: '/api/location/address_for_location' },
  jobCategories: { method: 'GET', path: '/api/job_categories' },
  search: { method: 'GET', path: '/api/search' },
  popularCities: { method: 'GET', path: '/api/search/popular_cities' },
  cities: { method: 'GET', path: '/api/search/cities' },
  nearbyCities: { method: 'GET', path: '/api/search/nearby' },
  autocompleteCity: { method: 'POST', path: '/api/search/autocomplete_city' },
  job: { method: 'GET', path: '/api/jobs/{slug}' },
  jobV2: { method: 'GET', path: '/api/v2/jobs/{slug}' },
  business: { method: 'GET', path: '/api/v2/business/{idOrSlug}' },
  businessSite: { method: 'GET', path: '/api/business_sites/{slug}' },
} as const satisfies Record<string, RouteRef>

export type RouteKey = keyof typeof routePaths
