import type { RouteRef } from './define-route.ts'

/** Campaigns (issue 17 item 3, docs/admin.md „Kampagnen“): the admin's campaigns and their public teaser. */
export const campaignRoutePaths = {
  campaigns: { method: 'GET', path: '/api/admin/campaigns' },
  createCampaign: { method: 'POST', path: '/api/admin/campaigns' },
  campaign: { method: 'GET', path: '/api/admin/campaigns/{id}' },
  updateCampaign: { method: 'PUT', path: '/api/admin/campaigns/{id}' },
  deleteCampaign: { method: 'DELETE', path: '/api/admin/campaigns/{id}' },
  campaignBroadcastRecipients: { method: 'GET', path: '/api/admin/campaigns/{id}/broadcast/recipients' },
  broadcastCampaign: { method: 'POST', path: '/api/admin/campaigns/{id}/broadcast' },
  campaignTeaser: { method: 'GET', path: '/api/campaigns/{slug}/teaser' },
} as const satisfies Record<string, RouteRef>
