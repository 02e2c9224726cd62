import type { RouteRef } from './define-route.ts'

/** Places, the first search, jobs and businesses: what a visitor reads (SPEC §7 Locations, Search, Jobs, Business). */
export const placeAndJobRoutePaths = {
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
