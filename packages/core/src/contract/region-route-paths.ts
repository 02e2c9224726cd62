import type { RouteRef } from './define-route.ts'

/**
 * The region area (issue #14 item 5, docs/regions.md): the region's page texts, its member
 * companies (sites in its channel), its schools, and every event as an iCalendar file.
 */
export const regionRoutePaths = {
  updateRegion: { method: 'PUT', path: '/api/regions/{id}' },
  regionMembers: { method: 'GET', path: '/api/v2/region/members' },
  regionMemberCandidates: { method: 'GET', path: '/api/v2/region/member_candidates' },
  regionSchools: { method: 'GET', path: '/api/v2/region/schools' },
  setBusinessSiteChannel: { method: 'POST', path: '/api/business_site/{id}/channel/{channel}' },
  removeBusinessSiteChannel: { method: 'DELETE', path: '/api/business_site/{id}/channel/{channel}' },
  addSchoolToRegion: { method: 'POST', path: '/api/v2/school/{id}/region/{region}' },
  removeSchoolFromRegion: { method: 'DELETE', path: '/api/v2/school/{id}/region/{region}' },
  eventCalendar: { method: 'GET', path: '/api/events/{eventId}/ics' },
} as const satisfies Record<string, RouteRef>
