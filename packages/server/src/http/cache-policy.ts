import type { Route } from '@oabat/core/contract'
import { contract } from '@oabat/core/contract'

/** How long shared caches (CDN, reverse proxy) and browsers may keep a guest's answer. */
export interface PublicCachePolicy {
  /** Seconds the answer counts as fresh. */
  maxAge: number
  /** Seconds after that in which a cache may still answer with it while it fetches a fresh one. */
  staleWhileRevalidate: number
}

/** Search answers and public pages: a new or edited job shows within a minute. */
const LISTINGS: PublicCachePolicy = { maxAge: 60, staleWhileRevalidate: 300 }
/** Places and postal codes change only with a data import. */
const REFERENCE: PublicCachePolicy = { maxAge: 3600, staleWhileRevalidate: 86_400 }

/**
 * The contract's GET routes whose guest answer is the same for every guest, by group. Every other
 * API answer is `no-store` unless its handler sets Cache-Control itself (media bytes, video files).
 * Not listed on purpose: activate (a write behind a GET), social login redirects, the realtime
 * settings, images, videos and material files (their handlers decide, private media included).
 */
const GROUPS: ReadonlyArray<readonly [PublicCachePolicy, readonly Route[]]> = [
  [
    LISTINGS,
    [
      contract.search,
      contract.searchV2,
      contract.searchV2Meta,
      contract.searchV2Suggest,
      contract.searchSchool,
      contract.searchSchoolbase,
      contract.cities,
      contract.nearbyCities,
      contract.popularCities,
      contract.jobCategories,
      contract.systemJobs,
      contract.jobAttributes,
      contract.jobAdvantages,
      contract.job,
      contract.jobV2,
      contract.jobById,
      contract.jobsByBusinessId,
      contract.jobsOfBusiness,
      contract.business,
      contract.businessSite,
      contract.school,
      contract.regions,
      contract.region,
      contract.posts,
      contract.post,
      contract.events,
      contract.event,
      contract.jobFairs,
      contract.jobFair,
      contract.jobLists,
      contract.jobListDetail,
      contract.materials,
      contract.material,
      contract.socialProviders,
    ],
  ],
  [REFERENCE, [contract.locationByZip, contract.location, contract.addressForLocation]],
]

const byRoute = new Map<Route, PublicCachePolicy>(GROUPS.flatMap(([policy, routes]) => routes.map((r) => [r, policy])))

/** The public cache policy of a contract route, or null when its answers must not be shared. */
export function publicCachePolicyOf(route: Route | undefined): PublicCachePolicy | null {
  if (route?.method !== 'GET' || route.access !== 'public') return null
  return byRoute.get(route) ?? null
}
