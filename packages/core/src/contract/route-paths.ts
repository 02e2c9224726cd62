import { chatRoutePaths } from './chat-route-paths.ts'
import type { RouteRef } from './define-route.ts'
import { employerRoutePaths } from './employer-route-paths.ts'

/**
 * Method and path of every call, without schemas, so that browser bundles can call the API
 * through the contract without carrying zod. contract/index.ts adds the schemas to each entry.
 */
export const routePaths = {
  locationByZip: { method: 'GET', path: '/api/v2/locations/zip/{zip}' },
  location: { method: 'GET', path: '/api/v2/locations/{idOrSlug}' },
  addressForLocation: { method: 'GET', path: '/api/location/address_for_location' },
  jobCategories: { method: 'GET', path: '/api/job_categories' },
  search: { method: 'GET', path: '/api/search' },
  popularCities: { method: 'GET', path: '/api/search/popular_cities' },
  cities: { method: 'GET', path: '/api/search/cities' },
  nearbyCities: { method: 'GET', path: '/api/search/nearby' },
  autocompleteCity: { method: 'POST', path: '/api/search/autocomplete_city' },
  job: { method: 'GET', path: '/api/jobs/{slug}' },
  jobV2: { method: 'GET', path: '/api/v2/jobs/{slug}' },
  business: { method: 'GET', path: '/api/v2/business/{idOrSlug}' },
  businessSite: { method: 'GET', path: '/api/business_sites/{slug}' },
  // Auth and account (SPEC §7).
  authLogin: { method: 'POST', path: '/api/auth/login' },
  login: { method: 'POST', path: '/api/login' },
  authLogout: { method: 'POST', path: '/api/auth/logout' },
  authUser: { method: 'GET', path: '/api/auth/user' },
  temporaryLogin: { method: 'POST', path: '/api/auth/temporary_login' },
  authCheck: { method: 'POST', path: '/api/auth/check' },
  sendOtp: { method: 'POST', path: '/api/auth/verify/send-otp' },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp' },
  verifyAccount: { method: 'POST', path: '/api/auth/verify' },
  resendVerification: { method: 'POST', path: '/api/auth/verify/resend' },
  registerTrainee: { method: 'POST', path: '/api/auth/register/trainee' },
  register: { method: 'POST', path: '/api/register' },
  activate: { method: 'GET', path: '/api/activate/{token}' },
  registerBusiness: { method: 'POST', path: '/api/businesses' },
  registerSchool: { method: 'POST', path: '/api/schools/register' },
  registerRegion: { method: 'POST', path: '/api/regions/register' },
  socialRedirect: { method: 'GET', path: '/api/auth/social/{provider}' },
  updateUser: { method: 'PUT', path: '/api/users/{id}' },
  passwordChange: { method: 'POST', path: '/api/password_change' },
  passwordRequest: { method: 'POST', path: '/api/password_request' },
  passwordReset: { method: 'POST', path: '/api/password_reset' },
  requestEmailChange: { method: 'PUT', path: '/api/v2/auth/request_email_change' },
  emailChange: { method: 'POST', path: '/api/v2/auth/email_change' },
  requestDeactivation: { method: 'POST', path: '/api/user/request-deactivation' },
  notificationSettings: { method: 'GET', path: '/api/settings/notifications/' },
  updateNotificationSettings: { method: 'PUT', path: '/api/settings/notifications/' },
  userAlias: { method: 'GET', path: '/api/v2/user_aliases/{id}' },
  updateUserAlias: { method: 'PUT', path: '/api/v2/user_aliases/{id}' },
  addTutorialStep: { method: 'POST', path: '/api/user/{id}/tutorials' },
  tutorialSteps: { method: 'GET', path: '/api/user/{id}/tutorials' },
  removeTutorialStep: { method: 'DELETE', path: '/api/user/{id}/tutorials' },
  // Search v2, listings, regions, analytics (issue 6).
  searchV2: { method: 'GET', path: '/api/v2/search/{type}' },
  searchV2Meta: { method: 'GET', path: '/api/v2/search/{type}/meta' },
  searchV2Suggest: { method: 'GET', path: '/api/v2/search/{type}/suggest' },
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
  // Employer area: jobs, reviews, interests (issue 5).
  ...employerRoutePaths,
  // Chat (issue 4).
  ...chatRoutePaths,
} as const satisfies Record<string, RouteRef>

export type RouteKey = keyof typeof routePaths
