import type { RouteRef } from './define-route.ts'

/**
 * Content-managed pages (issue 18, docs/content-pages.md): the published page by its path for
 * everyone, and the admin's (or region's) writes: pages, drafts, publishing, versions, restore.
 */
export const contentPageRoutePaths = {
  contentPage: { method: 'GET', path: '/api/content-pages' },
  adminContentPages: { method: 'GET', path: '/api/admin/content-pages' },
  createContentPage: { method: 'POST', path: '/api/admin/content-pages' },
  adminContentPage: { method: 'GET', path: '/api/admin/content-pages/{id}' },
  updateContentPage: { method: 'PUT', path: '/api/admin/content-pages/{id}' },
  deleteContentPage: { method: 'DELETE', path: '/api/admin/content-pages/{id}' },
  publishContentPage: { method: 'POST', path: '/api/admin/content-pages/{id}/publish' },
  contentPageVersions: { method: 'GET', path: '/api/admin/content-pages/{id}/versions' },
  restoreContentPageVersion: { method: 'POST', path: '/api/admin/content-pages/{id}/versions/{version}/restore' },
} as const satisfies Record<string, RouteRef>
