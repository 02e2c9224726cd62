import type { RouteRef } from './define-route.ts'

/** Schools, posts, events, job fairs, job lists, regions and analytics (issue 6). */
export const listingRoutePaths = {
  searchSchool: { method: 'GET', path: '/api/search/school' },
  searchSchoolbase: { method: 'GET', path: '/api/search/schoolbase' },
  posts: { method: 'GET', path: '/api/posts' },
  post: { method: 'GET', path: '/api/posts/{slug}' },
  events: { method: 'GET', path: '/api/events' },
  event: { method: 'GET', path: '/api/events/{id}' },
  jobFairs: { method: 'GET', path: '/api/jobfairs' },
  jobFair: { method: 'GET', path: '/api/jobfairs/{id}' },
  jobLists: { method: 'GET', path: '/api/job_lists' },
  jobListDetail: { method: 'GET', path: '/api/job_lists/{id}' },
  createJobList: { method: 'POST', path: '/api/job_lists' },
  updateJobList: { method: 'PUT', path: '/api/job_lists/{id}' },
  deleteJobList: { method: 'DELETE', path: '/api/job_lists/{id}' },
  regions: { method: 'GET', path: '/api/regions/' },
  region: { method: 'GET', path: '/api/regions/{id}' },
  analytics: { method: 'POST', path: '/api/oabalytics' },
} as const satisfies Record<string, RouteRef>
