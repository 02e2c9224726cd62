import type { RouteRef } from './define-route.ts'

/**
 * The admin's calls for fairs and livestreams (docs/livestreams.md, "Decisions where SPEC is
 * silent"): fair writes beside SPEC's GET /api/jobfairs, the livestream list, the fair's whole
 * company list and SPEC §7's admin business search.
 */
export const livestreamAdminRoutePaths = {
  livestreams: { method: 'GET', path: '/api/livestreams' },
  createJobFair: { method: 'POST', path: '/api/jobfairs' },
  updateJobFair: { method: 'PUT', path: '/api/jobfairs/{id}' },
  adminJobFair: { method: 'GET', path: '/api/admin/jobfairs/{id}' },
  adminBusinesses: { method: 'GET', path: '/api/v2/admin/business' },
} as const satisfies Record<string, RouteRef>
