import type { RouteRef } from './define-route.ts'

/**
 * The admin's calls for fairs and livestreams (docs/livestreams.md, "Decisions where SPEC is
 * silent"): fair writes beside SPEC's GET /api/jobfairs, the livestream list, and the fair's whole
 * company list (the admin business search is in admin-route-paths.ts).
 */
export const livestreamAdminRoutePaths = {
  livestreams: { method: 'GET', path: '/api/livestreams' },
  createJobFair: { method: 'POST', path: '/api/jobfairs' },
  updateJobFair: { method: 'PUT', path: '/api/jobfairs/{id}' },
  adminJobFair: { method: 'GET', path: '/api/admin/jobfairs/{id}' },
} as const satisfies Record<string, RouteRef>
