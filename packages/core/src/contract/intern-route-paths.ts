import type { RouteRef } from './define-route.ts'

/**
 * The internal tools of the instance (docs/security.md): the admin's view of the outbox, and the
 * RTMP streams organisers publish (docs/live-video.md).
 */
export const internRoutePaths = {
  internMails: { method: 'GET', path: '/api/intern/mails' },
  liveVideoStreams: { method: 'GET', path: '/api/intern/live_video_streams' },
  createLiveVideoStream: { method: 'POST', path: '/api/intern/live_video_streams' },
} as const satisfies Record<string, RouteRef>
