import type { Route } from './define-route.ts'
import * as jobs from './jobs.ts'
import * as locations from './locations.ts'
import type { RouteKey, routePaths } from './route-paths.ts'
import * as search from './search.ts'

/** Every call of the API: one route object per call of SPEC §7. */
export const contract = {
  locationByZip: locations.locationByZip,
  location: locations.location,
  addressForLocation: locations.addressForLocation,
  popularCities: locations.popularCities,
  cities: locations.cities,
  nearbyCities: locations.nearbyCities,
  autocompleteCity: locations.autocompleteCity,
  jobCategories: search.jobCategories,
  search: search.search,
  job: jobs.job,
  jobV2: jobs.jobV2,
  business: jobs.business,
  businessSite: jobs.businessSite,
} as const satisfies { [K in RouteKey]: Route & (typeof routePaths)[K] }

export type Contract = typeof contract
export type { HttpMethod, Route, RouteRef } from './define-route.ts'
export { defineRoute } from './define-route.ts'
export { type RouteKey, routePaths } from './route-paths.ts'
export { SearchQuery } from './search.ts'
