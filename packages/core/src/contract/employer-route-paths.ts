import type { RouteRef } from './define-route.ts'

/**
 * Method and path of the employer calls (issue 5, SPEC §7 Jobs and Business). Path parameters
 * carry distinct names (jobId, businessId, reviewId) where SPEC writes {id}; the paths are the same.
 */
export const employerRoutePaths = {
  createJob: { method: 'POST', path: '/api/jobs/' },
  createJobV2: { method: 'POST', path: '/api/v2/jobs/' },
  updateJob: { method: 'PUT', path: '/api/jobs/{jobId}' },
  updateJobV2: { method: 'PUT', path: '/api/v2/jobs/{jobId}' },
  deleteJob: { method: 'DELETE', path: '/api/jobs/{slug}' },
  deleteJobV2: { method: 'DELETE', path: '/api/v2/jobs/{jobId}' },
  jobsOfBusiness: { method: 'GET', path: '/api/jobs' },
  jobById: { method: 'GET', path: '/api/job/{jobId}' },
  jobsByBusinessId: { method: 'GET', path: '/api/job/getbybusiness/{businessId}' },
  ownJobs: { method: 'GET', path: '/api/v2/jobs' },
  jobCheckLimit: { method: 'GET', path: '/api/v2/jobs/check_limit' },
  jobFeatures: { method: 'GET', path: '/api/v2/jobs/features' },
  jobStatistics: { method: 'GET', path: '/api/v2/jobs/{jobId}/statistics' },
  recordJobView: { method: 'POST', path: '/api/v2/jobs/{jobId}/views' },
  systemJobs: { method: 'GET', path: '/api/system_jobs' },
  jobAttributes: { method: 'GET', path: '/api/jobattributes' },
  jobAdvantages: { method: 'GET', path: '/api/jobadvantages' },
  applicationsByBusiness: { method: 'GET', path: '/api/application/getbybusiness/{businessId}' },
  jobReviews: { method: 'GET', path: '/api/v2/job_reviews' },
  jobReview: { method: 'GET', path: '/api/v2/job_reviews/{reviewId}' },
  updateJobReview: { method: 'PUT', path: '/api/v2/job_reviews/{reviewId}' },
  createJobInterest: { method: 'POST', path: '/api/job_interests' },
  jobInterests: { method: 'GET', path: '/api/job_interests' },
  // Business profile (SPEC §7 Business).
  updateBusiness: { method: 'PUT', path: '/api/business/{idOrSlug}' },
  createContactPerson: { method: 'POST', path: '/api/contactpersons' },
  updateContactPerson: { method: 'PUT', path: '/api/contactpersons/{contactId}' },
  businessActivities: { method: 'POST', path: '/api/business/{businessId}/activities' },
  ownBusinessSites: { method: 'GET', path: '/api/business/{businessId}/business_sites' },
  createBusinessSite: { method: 'POST', path: '/api/business/{businessId}/business_sites' },
  updateBusinessSite: { method: 'PUT', path: '/api/business/{businessId}/business_sites' },
  businessUsers: { method: 'GET', path: '/api/business/{businessId}/users' },
  businessesAround: { method: 'POST', path: '/api/business/{businessId}/getBusinessesAround/' },
  // Posts and events writes (SPEC §7 Posts, events).
  createPost: { method: 'POST', path: '/api/posts' },
  updatePost: { method: 'PUT', path: '/api/posts/{slug}' },
  deletePost: { method: 'DELETE', path: '/api/posts/{slug}' },
  createEvent: { method: 'POST', path: '/api/events' },
  updateEvent: { method: 'PUT', path: '/api/events/{eventId}' },
  // Media (SPEC §7 Media).
  uploadImage: { method: 'POST', path: '/api/images' },
  image: { method: 'GET', path: '/api/images/{imageId}' },
  updateImage: { method: 'PUT', path: '/api/images/{imageId}' },
  deleteImage: { method: 'DELETE', path: '/api/images/{imageId}' },
  uploadFile: { method: 'POST', path: '/api/file' },
  fileBlob: { method: 'GET', path: '/api/file/{fileId}' },
  fileInfo: { method: 'GET', path: '/api/files_info/{fileId}' },
  updateFile: { method: 'PUT', path: '/api/files/{fileId}' },
  deleteFile: { method: 'DELETE', path: '/api/files/{fileId}' },
  claimFile: { method: 'POST', path: '/api/claim_file/{fileId}' },
} as const satisfies Record<string, RouteRef>
