import * as account from './account.ts'
import * as auth from './auth.ts'
import type { Route } from './define-route.ts'
import * as employerJobs from './employer-jobs.ts'
import * as jobs from './jobs.ts'
import * as listings from './listings.ts'
import * as locations from './locations.ts'
import * as media from './media.ts'
import * as registration from './registration.ts'
import type { RouteKey, routePaths } from './route-paths.ts'
import * as search from './search.ts'
import * as searchV2 from './search-v2.ts'

/** Every call of the API: one route object per call of SPEC §7. */
export const contract = {
  locationByZip: locations.locationByZip,
  location: locations.location,
  addressForLocation: locations.addressForLocation,
  popularCities: locations.popularCities,
  cities: locations.cities,
  nearbyCities: locations.nearbyCities,
  autocompleteCity: locations.autocompleteCity,
  jobCategories: search.jobCategories,
  search: search.search,
  job: jobs.job,
  jobV2: jobs.jobV2,
  business: jobs.business,
  businessSite: jobs.businessSite,
  authLogin: auth.authLogin,
  login: auth.login,
  authLogout: auth.authLogout,
  authUser: auth.authUser,
  temporaryLogin: auth.temporaryLogin,
  authCheck: auth.authCheck,
  sendOtp: auth.sendOtp,
  verifyOtp: auth.verifyOtp,
  verifyAccount: auth.verifyAccount,
  resendVerification: auth.resendVerification,
  socialRedirect: auth.socialRedirect,
  registerTrainee: registration.registerTrainee,
  register: registration.register,
  activate: registration.activate,
  registerBusiness: registration.registerBusiness,
  registerSchool: registration.registerSchool,
  registerRegion: registration.registerRegion,
  updateUser: account.updateUser,
  passwordChange: account.passwordChange,
  passwordRequest: account.passwordRequest,
  passwordReset: account.passwordReset,
  requestEmailChange: account.requestEmailChange,
  emailChange: account.emailChange,
  requestDeactivation: account.requestDeactivation,
  notificationSettings: account.notificationSettings,
  updateNotificationSettings: account.updateNotificationSettings,
  userAlias: account.userAlias,
  updateUserAlias: account.updateUserAlias,
  addTutorialStep: account.addTutorialStep,
  tutorialSteps: account.tutorialSteps,
  removeTutorialStep: account.removeTutorialStep,
  searchV2: searchV2.searchV2,
  searchV2Meta: searchV2.searchV2Meta,
  searchV2Suggest: searchV2.searchV2Suggest,
  searchSchool: searchV2.searchSchool,
  searchSchoolbase: searchV2.searchSchoolbase,
  posts: listings.posts,
  post: listings.post,
  events: listings.events,
  event: listings.event,
  jobFairs: listings.jobFairs,
  jobFair: listings.jobFair,
  jobLists: listings.jobLists,
  jobListDetail: listings.jobListDetail,
  createJobList: listings.createJobList,
  updateJobList: listings.updateJobList,
  deleteJobList: listings.deleteJobList,
  regions: listings.regions,
  region: listings.region,
  analytics: listings.analytics,
  createJob: employerJobs.createJob,
  createJobV2: employerJobs.createJobV2,
  updateJob: employerJobs.updateJob,
  updateJobV2: employerJobs.updateJobV2,
  deleteJob: employerJobs.deleteJob,
  deleteJobV2: employerJobs.deleteJobV2,
  jobsOfBusiness: employerJobs.jobsOfBusiness,
  jobById: employerJobs.jobById,
  jobsByBusinessId: employerJobs.jobsByBusinessId,
  ownJobs: employerJobs.ownJobs,
  jobCheckLimit: employerJobs.jobCheckLimit,
  jobFeatures: employerJobs.jobFeatures,
  jobStatistics: employerJobs.jobStatistics,
  recordJobView: employerJobs.recordJobView,
  systemJobs: employerJobs.systemJobs,
  jobAttributes: employerJobs.jobAttributes,
  jobAdvantages: employerJobs.jobAdvantages,
  applicationsByBusiness: employerJobs.applicationsByBusiness,
  jobReviews: employerJobs.jobReviews,
  jobReview: employerJobs.jobReview,
  updateJobReview: employerJobs.updateJobReview,
  createJobInterest: employerJobs.createJobInterest,
  jobInterests: employerJobs.jobInterests,
  uploadImage: media.uploadImage,
  image: media.image,
  updateImage: media.updateImage,
  deleteImage: media.deleteImage,
  uploadFile: media.uploadFile,
  fileBlob: media.fileBlob,
  fileInfo: media.fileInfo,
  updateFile: media.updateFile,
  deleteFile: media.deleteFile,
  claimFile: media.claimFile,
} as const satisfies { [K in RouteKey]: Route & (typeof routePaths)[K] }

export type Contract = typeof contract
export type { HttpMethod, Route, RouteRef } from './define-route.ts'
export { defineRoute } from './define-route.ts'
export { type RouteKey, routePaths } from './route-paths.ts'
export { SearchQuery } from './search.ts'
export { SearchV2Query } from './search-v2.ts'
