import type { RouteRef } from './define-route.ts'

/** The company network between schools and companies' sites (SPEC §7 Schools and Business; issue 14 item 3). */
export const schoolNetworkRoutePaths = {
  networkRequest: { method: 'GET', path: '/api/schools/{schoolId}/business_site/{site}' },
  createNetworkRequest: { method: 'POST', path: '/api/schools/{schoolId}/business_site/{site}' },
  answerNetworkRequest: { method: 'PUT', path: '/api/schools/{schoolId}/business_site/{site}' },
  schoolNetwork: { method: 'GET', path: '/api/schools/{schoolId}/business_sites' },
  businessSchools: { method: 'GET', path: '/api/business/{businessId}/schools' },
} as const satisfies Record<string, RouteRef>
