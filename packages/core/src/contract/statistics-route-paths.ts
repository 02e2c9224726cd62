import type { RouteRef } from './define-route.ts'

/** oabalytics read back (issue 17 item 4, docs/oabalytics.md): the admin's figures and the public headline numbers. */
export const statisticsRoutePaths = {
  statistics: { method: 'GET', path: '/api/statistics' },
  statisticsVisitors: { method: 'GET', path: '/api/statistics/visitors' },
  statisticsVisitor: { method: 'GET', path: '/api/statistics/visitors/{id}' },
  statisticsVisitorRecords: { method: 'GET', path: '/api/statistics/visitors/{id}/records' },
  platformStatistics: { method: 'GET', path: '/api/statistics/platform' },
} as const satisfies Record<string, RouteRef>
