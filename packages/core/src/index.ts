/**
 * @module @oabat/core — schemas, the API contract, the typed client and the pure domain rules
 * shared by server, widgets and portal. Browser code imports only what it needs from here; the
 * schemas (zod) stay out of browser bundles unless a module imports them.
 */

export * from './analytics/tracker.ts'
export * from './client/api-client.ts'
export * from './client/api-error.ts'
export * from './client/page-data.ts'
export * from './constants.ts'
export { articleRoutePaths } from './contract/article-route-paths.ts'
export { chatRoutePaths } from './contract/chat-route-paths.ts'
export { contentPageRoutePaths } from './contract/content-page-route-paths.ts'
export type { Contract } from './contract/index.ts'
export { livestreamRoutePaths } from './contract/livestream-route-paths.ts'
export { placeAndJobRoutePaths } from './contract/places-and-jobs-route-paths.ts'
export { ratingRoutePaths } from './contract/rating-route-paths.ts'
export { type RouteKey, routePaths } from './contract/route-paths.ts'
export { searchV2RoutePaths } from './contract/search-v2-route-paths.ts'
export { sessionRoutePaths } from './contract/session-route-paths.ts'
export { storeRoutePaths } from './contract/store-route-paths.ts'
export * from './rules/ab-group.ts'
export * from './rules/account-pages.ts'
export * from './rules/azubis.ts'
export * from './rules/berlin-time.ts'
export * from './rules/business-activities.ts'
export * from './rules/business-completeness.ts'
export * from './rules/campaigns.ts'
export * from './rules/capabilities.ts'
export * from './rules/chat-access.ts'
export * from './rules/chat-hints.ts'
export * from './rules/chat-preview.ts'
export * from './rules/chat-text.ts'
export * from './rules/consent.ts'
export * from './rules/contact-form.ts'
export * from './rules/contact-person-title.ts'
export * from './rules/content-page-paths.ts'
export * from './rules/current-company.ts'
export * from './rules/custom-domain.ts'
export * from './rules/embed-snippet.ts'
export * from './rules/geo.ts'
export * from './rules/german-fold.ts'
export * from './rules/guards.ts'
export * from './rules/home-link.ts'
export * from './rules/icalendar.ts'
export * from './rules/image-variants.ts'
export * from './rules/internship-weeks.ts'
export * from './rules/job-links.ts'
export * from './rules/job-permissions.ts'
export * from './rules/listing-routes.ts'
export * from './rules/listing-texts.ts'
export * from './rules/livestream-paths.ts'
export * from './rules/location-query.ts'
export * from './rules/location-slug.ts'
export * from './rules/page-texts.ts'
export * from './rules/page-title.ts'
export * from './rules/password-rule.ts'
export * from './rules/personal-data.ts'
export * from './rules/phone-number.ts'
export * from './rules/ratings.ts'
export * from './rules/redirect-path.ts'
export * from './rules/region-texts.ts'
export * from './rules/request-state.ts'
export * from './rules/roles.ts'
export * from './rules/route-access.ts'
export * from './rules/school-board.ts'
export * from './rules/school-limits.ts'
export * from './rules/school-network.ts'
export * from './rules/school-paths.ts'
export * from './rules/search-radius.ts'
export * from './rules/search-record.ts'
export * from './rules/shown-text.ts'
export * from './rules/site-heading.ts'
export * from './rules/slugify.ts'
export * from './rules/statistic-metrics.ts'
export * from './rules/store.ts'
export * from './rules/survey.ts'
export * from './rules/text-help.ts'
export * from './rules/theme.ts'
export * from './rules/trainee-completeness.ts'
export * from './rules/trainee-location.ts'
export * from './rules/trainee-options.ts'
export * from './rules/tutorial-steps.ts'
export * from './rules/video-upload.ts'
export type {
  AdminBusinessRow,
  AdminJobListJob,
  AdminSchoolRow,
  Channel,
  ImpersonationRecord,
} from './schemas/admin.ts'
export type { AnalyticsEntry, AnalyticsRecord } from './schemas/analytics.ts'
export * from './schemas/articles.ts'
export type { Business, BusinessRef, BusinessSite } from './schemas/business.ts'
export type {
  ChatConversation,
  ChatFile,
  ChatMessage,
  ChatMessageType,
  ChatParticipant,
  ChatTyping,
} from './schemas/chat.ts'
export type { AppLinkBody, ContactBody, ContactContext } from './schemas/contact.ts'
export type {
  AdminContentPage,
  ContentPageBlock,
  ContentPageBlockType,
  ContentPageContent,
  ContentPageVersion,
  PublishedContentPage,
} from './schemas/content-pages.ts'
export type {
  BusinessSeo,
  Embed,
  EmbedBody,
  EmbedKind,
  EmbedSettings,
  Theme,
  ThemeBody,
} from './schemas/einblick.ts'
export {
  type BusinessChannel,
  type BusinessChannels,
  CHANNEL_REQUEST_STATUSES,
  type ChannelRequest,
  type ChannelRequestBody,
  EMBED_ORIGIN_DAYS,
  EMBED_ORIGINS_PER_DAY,
  type EmbedLivestream,
  type EmbedOrigin,
} from './schemas/embed-reach.ts'
export type {
  JobInput,
  JobInterest,
  JobReview,
  JobUpdate,
  JobV2Input,
  JobV2Update,
  OwnJob,
} from './schemas/employer-job.ts'
export type { ApiError } from './schemas/envelopes.ts'
export type { ContentBlock, Job, JobCategory, JobSummary, JobV2 } from './schemas/job.ts'
export type { CreatedLiveVideoStream, LiveVideoStream } from './schemas/live-video.ts'
export type {
  Livestream,
  LivestreamAgendaItem,
  LivestreamAppearance,
  LivestreamMessage,
  LivestreamPoll,
  LivestreamPollProposal,
  LivestreamReaction,
  LivestreamSummary,
} from './schemas/livestreams.ts'
export type { Address, CityItem, Location } from './schemas/location.ts'
export type { Image, StoredFile } from './schemas/media.ts'
export type { OutboxEntry } from './schemas/outbox.ts'
export type { AdminJobFair, EventItem, JobFair, Post } from './schemas/posts-and-events.ts'
export type { ProfileVisitor, ProfileVisitors } from './schemas/profile-visitors.ts'
export type { PushNotificationPayload, PushPublicKey, PushSubscriptionState } from './schemas/push.ts'
export type { BusinessLike, JobRating, LikedBusiness, PlatformReview } from './schemas/ratings.ts'
export type { RegionMember, RegionMemberCandidate, RegionSchool, RegionUpdateBody } from './schemas/region-area.ts'
export type { JobList as JobListInfo, Region, SchoolBase, SchoolSummary } from './schemas/regions-and-lists.ts'
export type { School, SchoolNetworkSite } from './schemas/school.ts'
export type { NetworkRequest } from './schemas/school-network.ts'
export type { AppliedSearchFilters, BusinessSummary, SearchItem, SearchResponse } from './schemas/search.ts'
export type {
  AppliedSearchV2Filters,
  FacetValue,
  PostSummary,
  SearchMeta,
  SearchV2Item,
  SearchV2Response,
  Suggestion,
} from './schemas/search-v2.ts'
export type {
  PlatformStatistics,
  StatisticBreakdownRow,
  StatisticDay,
  Statistics,
  StatisticTotals,
  StatisticVisitor,
  StatisticVisitorJourney,
  StatisticVisitorRecord,
} from './schemas/statistics.ts'
export type { ApplicantProfile, Trainee, TraineeDocument, TraineeInterest, TraineeUpdate } from './schemas/trainee.ts'
export type {
  AuthToken,
  Confirmation,
  NotificationSettings,
  User,
  UserAlias,
  UserBusiness,
  UserRegion,
  UserSchool,
  UserTrainee,
} from './schemas/user.ts'
export type { Video } from './schemas/video.ts'
export type { YourDataExport, YourDataSection } from './schemas/your-data.ts'
export * from './stores/auth-dialog-store.ts'
export * from './stores/auth-preselect-store.ts'
export * from './stores/auth-store.ts'
export * from './stores/chat-realtime.ts'
export * from './stores/consent-store.ts'
export * from './stores/floating-livestream-store.ts'
export * from './stores/impersonation-store.ts'
export * from './stores/intended-path-store.ts'
export * from './stores/livestream-realtime.ts'
export * from './stores/loading-bar-store.ts'
export * from './stores/logout-reset.ts'
export * from './stores/menu-store.ts'
export * from './stores/rating-dialog-store.ts'
export { ratingsApiOf } from './stores/ratings-api.ts'
export * from './stores/ratings-store.ts'
export * from './stores/registration-school-store.ts'
export * from './stores/search-store.ts'
export * from './stores/snackbar-store.ts'
export * from './stores/storage.ts'
export * from './stores/storage-keys.ts'
