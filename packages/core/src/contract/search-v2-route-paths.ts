import type { RouteRef } from './define-route.ts'

/** Search v2 with its meta data and suggestions (issue 6). */
export const searchV2RoutePaths = {
  searchV2: { method: 'GET', path: '/api/v2/search/{type}' },
  searchV2Meta: { method: 'GET', path: '/api/v2/search/{type}/meta' },
  searchV2Suggest: { method: 'GET', path: '/api/v2/search/{type}/suggest' },
} as const satisfies Record<string, RouteRef>
