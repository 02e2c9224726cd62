import type { RouteRef } from './define-route.ts'

/** The admin's operations (issue 17 items 2, 3, 5; docs/admin.md): group broadcasts, surveys, failed mails. */
export const adminOpsRoutePaths = {
  adminBroadcastRecipients: { method: 'GET', path: '/api/admin/chat/broadcast/recipients' },
  adminBroadcast: { method: 'POST', path: '/api/admin/chat/broadcast' },
  adminSurveys: { method: 'GET', path: '/api/admin/surveys' },
  failedMails: { method: 'GET', path: '/api/admin/mails/failed' },
  retryFailedMail: { method: 'POST', path: '/api/admin/mails/failed/{id}/retry' },
} as const satisfies Record<string, RouteRef>
