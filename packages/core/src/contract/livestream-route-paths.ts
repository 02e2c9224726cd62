import type { RouteRef } from './define-route.ts'

/** Method and path of the livestream calls, exactly as SPEC §7 Livestreams writes them. */
export const livestreamRoutePaths = {
  livestream: { method: 'GET', path: '/api/livestreams/{id}' },
  livestreamEmojis: { method: 'GET', path: '/api/livestream/emojis' },
  createLivestream: { method: 'POST', path: '/api/livestreams' },
  updateLivestream: { method: 'PUT', path: '/api/livestreams/{id}' },
  sendLivestreamMessage: { method: 'POST', path: '/api/livestreams/{id}/messages' },
  sendLivestreamEvent: { method: 'POST', path: '/api/livestreams/{id}/events' },
  deleteLivestreamMessage: { method: 'DELETE', path: '/api/livestreams/{id}/messages/{messageId}' },
  deleteLivestreamUserMessages: { method: 'DELETE', path: '/api/livestreams/{id}/messages/user/{userId}' },
  blockLivestreamUser: { method: 'POST', path: '/api/livestreams/{id}/blocks/' },
  verifyLivestreamPassword: { method: 'POST', path: '/api/livestreams/{id}/verify' },
  activateLivestreamChannel: { method: 'POST', path: '/api/livestreams/{id}/channel/{channel}' },
  createLivestreamPoll: { method: 'POST', path: '/api/livestream_polls/' },
  updateLivestreamPoll: { method: 'PUT', path: '/api/livestream_polls/{id}' },
  deleteLivestreamPoll: { method: 'DELETE', path: '/api/livestream_polls/{id}' },
  createLivestreamPollOption: { method: 'POST', path: '/api/livestream_poll_options/' },
  updateLivestreamPollOption: { method: 'PUT', path: '/api/livestream_poll_options/{id}' },
  deleteLivestreamPollOption: { method: 'DELETE', path: '/api/livestream_poll_options/{id}' },
  voteLivestreamPoll: { method: 'POST', path: '/api/livestream_poll_option_votes/' },
  uploadLivestreamSchedule: { method: 'POST', path: '/api/livestream/upload_schedule' },
  // SPEC names only the PUT; the create and the moderators' list are ours (docs/livestreams.md).
  createLivestreamPollProposal: { method: 'POST', path: '/api/livestream_poll_proposal/' },
  livestreamPollProposals: { method: 'GET', path: '/api/livestream_poll_proposal/' },
  updateLivestreamPollProposal: { method: 'PUT', path: '/api/livestream_poll_proposal/{id}' },
  // „Profilbesucher“ (SPEC §2 side menu): a profile opened from a fair, and the company's list of them.
  recordProfileVisit: { method: 'POST', path: '/api/business/{businessId}/profile_visits' },
  profileVisitors: { method: 'GET', path: '/api/business/{businessId}/profile_visits' },
} as const satisfies Record<string, RouteRef>
