import type { RouteRef } from './define-route.ts'

/**
 * Where a company's embeds run and its channels (issue #15 items 3 and 4; docs/einblick.md,
 * docs/regions.md): the origins counted from the widgets' requests, the channels of the company's
 * sites, its requests to join one, and the region's answers to them.
 */
export const embedReachRoutePaths = {
  embedOrigins: { method: 'GET', path: '/api/v2/embed_origins' },
  businessChannels: { method: 'GET', path: '/api/v2/business_channels' },
  createChannelRequest: { method: 'POST', path: '/api/v2/business_channel_requests' },
  leaveChannel: { method: 'DELETE', path: '/api/v2/business_channels/{channel}/sites/{id}' },
  regionMemberRequests: { method: 'GET', path: '/api/v2/region/member_requests' },
  acceptMemberRequest: { method: 'POST', path: '/api/v2/region/member_requests/{id}/accept' },
  declineMemberRequest: { method: 'POST', path: '/api/v2/region/member_requests/{id}/decline' },
  embedLivestreams: { method: 'GET', path: '/api/v2/embed_livestreams' },
} as const satisfies Record<string, RouteRef>
