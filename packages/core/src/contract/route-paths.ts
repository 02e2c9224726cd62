import { accountRoutePaths } from './account-route-paths.ts'
import { adminOpsRoutePaths } from './admin-ops-route-paths.ts'
import { adminRoutePaths } from './admin-route-paths.ts'
import { apiConnectionRoutePaths } from './api-connection-route-paths.ts'
import { articleRoutePaths } from './article-route-paths.ts'
import { campaignRoutePaths } from './campaign-route-paths.ts'
import { chatRoutePaths } from './chat-route-paths.ts'
import { companyPageRoutePaths } from './company-pages-route-paths.ts'
import { contactRoutePaths } from './contact-route-paths.ts'
import { contentPageRoutePaths } from './content-page-route-paths.ts'
import { customDomainRoutePaths } from './custom-domain-route-paths.ts'
import type { RouteRef } from './define-route.ts'
import { einblickRoutePaths } from './einblick-route-paths.ts'
import { embedReachRoutePaths } from './embed-reach-route-paths.ts'
import { employerRoutePaths } from './employer-route-paths.ts'
import { internRoutePaths } from './intern-route-paths.ts'
import { listingRoutePaths } from './listing-route-paths.ts'
import { livestreamAdminRoutePaths } from './livestream-admin-route-paths.ts'
import { livestreamRoutePaths } from './livestream-route-paths.ts'
import { placeAndJobRoutePaths } from './places-and-jobs-route-paths.ts'
import { pushRoutePaths } from './push-route-paths.ts'
import { ratingRoutePaths } from './rating-route-paths.ts'
import { regionRoutePaths } from './region-route-paths.ts'
import { schoolAreaRoutePaths, signupSlotRoutePaths } from './school-area-route-paths.ts'
import { schoolNetworkRoutePaths } from './school-network-route-paths.ts'
import { searchV2RoutePaths } from './search-v2-route-paths.ts'
import { sessionRoutePaths } from './session-route-paths.ts'
import { statisticsRoutePaths } from './statistics-route-paths.ts'
import { storeRoutePaths } from './store-route-paths.ts'
import { traineeRoutePaths } from './trainee-route-paths.ts'

/**
 * Method and path of every call, without schemas, so that browser bundles can call the API
 * through the contract without carrying zod. contract/index.ts adds the schemas to each entry.
 * The groups are separate modules so a widget bundles only the groups it calls
 * (`createPathClient`); the portal takes them all.
 */
export const routePaths = {
  ...placeAndJobRoutePaths,
  ...sessionRoutePaths,
  ...accountRoutePaths,
  ...searchV2RoutePaths,
  ...listingRoutePaths,
  ...employerRoutePaths,
  ...chatRoutePaths,
  ...internRoutePaths,
  ...livestreamRoutePaths,
  ...livestreamAdminRoutePaths,
  ...adminRoutePaths,
  ...contactRoutePaths,
  ...pushRoutePaths,
  ...ratingRoutePaths,
  ...traineeRoutePaths,
  ...contentPageRoutePaths,
  ...schoolAreaRoutePaths,
  ...signupSlotRoutePaths,
  ...einblickRoutePaths,
  ...regionRoutePaths,
  ...storeRoutePaths,
  ...schoolNetworkRoutePaths,
  ...articleRoutePaths,
  ...apiConnectionRoutePaths,
  ...customDomainRoutePaths,
  ...adminOpsRoutePaths,
  ...campaignRoutePaths,
  ...companyPageRoutePaths,
  ...embedReachRoutePaths,
  ...statisticsRoutePaths,
} as const satisfies Record<string, RouteRef>

export type RouteKey = keyof typeof routePaths
