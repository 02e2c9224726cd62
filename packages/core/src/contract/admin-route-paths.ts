import type { RouteRef } from './define-route.ts'

/** The admin area's own calls (issue 17, docs/admin.md): company and school lists, a region's v2 flag, channels, impersonation log, job list contents, cache. */
export const adminRoutePaths = {
  adminBusinesses: { method: 'GET', path: '/api/v2/admin/business' },
  setBusinessVisibility: { method: 'PUT', path: '/api/v2/admin/business/{id}/visibility' },
  channels: { method: 'GET', path: '/api/channels' },
  impersonations: { method: 'GET', path: '/api/admin/impersonations' },
  adminJobListJobs: { method: 'GET', path: '/api/admin/job_lists/{id}/jobs' },
  clearCache: { method: 'POST', path: '/api/admin/cache/clear' },
  adminSchools: { method: 'GET', path: '/api/v2/admin/schools' },
  setRegionV2: { method: 'PUT', path: '/api/v2/admin/regions/{id}/v2' },
} as const satisfies Record<string, RouteRef>
