import type { ColumnType, Generated } from 'kysely'
import type { AnalyticsTables } from '../analytics/analytics-schema.ts'
import type { CampaignTables } from '../campaigns/campaign-schema.ts'
import type { ChatTables } from '../chat/chat-schema.ts'
import type { CompanyPageTables } from '../company-pages/company-pages-schema.ts'
import type { LiveVideoTables } from '../live-video/live-video-schema.ts'
import type { LivestreamTables } from '../livestreams/livestream-schema.ts'
import type { ProfileVisitTables } from '../profile-visits/profile-visit-schema.ts'
import type { PushTables } from '../push/push-schema.ts'
import type { RatingTables } from '../ratings/rating-schema.ts'
import type { StoreTables } from '../store/store-schema.ts'
import type { TraineeTables } from '../trainees/trainee-schema.ts'
import type { EmployerTables } from './employer-schema.ts'
import type { SearchTables } from './search-schema.ts'

/** Flags are 0/1 integers so one migration set serves SQLite and PostgreSQL alike. */
type Flag = number
/** Timestamps are ISO-8601 strings in UTC, sortable as text in both dialects. */
type Timestamp = string

export interface LocationsTable {
  id: number
  name: string
  slug: string
  name_search: string
  state: string | null
  district_code: string | null
  population: number | null
  latitude: number
  longitude: number
  geo_cell: number
}

export interface PostalCodesTable {
  id: Generated<number>
  zip: string
  place: string
  state: string | null
  state_code: string | null
  district: string | null
  district_code: string | null
  latitude: number
  longitude: number
  location_id: number | null
}

export interface ChannelsTable {
  id: Generated<number>
  slug: string
  name: string
}

export interface RegionsTable {
  id: Generated<number>
  slug: string
  name: string
  description: string | null
  channel_id: number
  is_v2: Flag
  latitude: number
  longitude: number
  radius_km: number
  /** Migration 0028-region-area: the longer text of the public region page („Mein Channel“). */
  about: string | null
}

/** Migration 0028-region-area: the schools a region manages (Schulverwaltung). */
export interface RegionSchoolsTable {
  region_id: number
  school_id: number
  created_at: Timestamp
}

export interface JobCategoriesTable {
  id: Generated<number>
  slug: string
  name: string
  sort_order: number
}

export interface BusinessesTable {
  id: Generated<number>
  slug: string
  name: string
  motto: string | null
  about_us: string | null
  website: string | null
  employees: number | null
  logo_url: string | null
  is_visible: Flag
  is_job_fair_participant: Flag
  has_pro_portal: Flag
  contact_firstname: string | null
  contact_lastname: string | null
  contact_gender: string
  created_at: Timestamp
  updated_at: Timestamp
  /** The product slug the employer registration came with (query of /arbeitgeber/registrierung). */
  registration_product: string | null
  /** Company size as chosen on the registration (query size). */
  size: string | null
  /** Average hours until the business answers a message (v2 search filter avg_response_time). */
  avg_response_hours: number | null
  /** Migration 0004-employer-profile: the logo image and the company video. */
  logo_image_id: number | null
  video_id: number | null
}

export interface BusinessSitesTable {
  id: Generated<number>
  business_id: number
  slug: string
  name: string
  street: string | null
  postal_code: string | null
  city: string
  location_id: number | null
  latitude: number
  longitude: number
  geo_cell: number
  is_main: Flag
}

export interface BusinessSiteChannelsTable {
  business_site_id: number
  channel_id: number
  is_active: Flag
}

export interface JobsTable {
  id: Generated<number>
  slug: string
  business_id: number
  business_site_id: number
  type_id: 1 | 2 | 3
  category_id: number | null
  name: string
  description: string
  tasks: string
  requirements: string
  benefits: string
  content_blocks: string
  duration_months: number | null
  positions: number
  graduation: string | null
  version: number
  status: 'draft' | 'pending' | 'published' | 'archived'
  start_date: string | null
  city: string
  postal_code: string | null
  latitude: number
  longitude: number
  geo_cell: number
  published_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
  /** Monthly gross pay in euros (first year for apprenticeships). */
  salary: number | null
}

export interface SchoolsTable {
  id: Generated<number>
  slug: string
  name: string
  type: string
  city: string
  location_id: number | null
  latitude: number
  longitude: number
  about_us: string | null
  channel_id: number | null
  is_minibat_unlocked: Flag
  created_at: Timestamp
  /** Migration 0006-school-profile. */
  main_image_id: number | null
  /** Migration 0023-school-profile-media. */
  logo_image_id: number | null
  video_id: number | null
}

/** Migration 0026-school-bases: schools without an account that pupils and regions name (docs/schools.md). */
export interface SchoolBasesTable {
  id: Generated<number>
  name: string
  /** foldGerman of the name: one name per region. */
  folded: string
  region_id: number | null
  created_by_user_id: number | null
  created_at: Timestamp
}

/** Migration 0027-signup-slots: a region's time slot with one of its companies (docs/speeddating.md). */
export interface SignupSlotsTable {
  id: Generated<number>
  region_id: number
  business_id: number
  starts_at: Timestamp
  duration_minutes: number
  place: string | null
  created_at: Timestamp
}

/** Migration 0027-signup-slots: a pupil's booking of a slot; one per slot (unique slot_id). */
export interface SignupBookingsTable {
  id: Generated<number>
  slot_id: number
  user_id: number
  created_at: Timestamp
}

/** Migration 0023-school-profile-media: the school profile's gallery, in order. */
export interface SchoolImagesTable {
  school_id: number
  image_id: number
  position: number
}

/**
 * Migration 0025-school-network: a request between a school and a company's site (SPEC §3 Business
 * site network request). accepted: null open, 1 accepted, 0 declined.
 */
export interface SchoolNetworkRequestsTable {
  id: Generated<number>
  school_id: number
  business_site_id: number
  accepted: Flag | null
  message: string | null
  sent_by_type: 'school' | 'business'
  sent_by_user_id: number | null
  answered_by_user_id: number | null
  created_at: Timestamp
  answered_at: Timestamp | null
}

export interface UsersTable {
  id: Generated<number>
  email: string
  password_hash: string
  firstname: string | null
  lastname: string | null
  business_id: number | null
  school_id: number | null
  region_id: number | null
  is_trainee: Flag
  email_verified_at: Timestamp | null
  created_at: Timestamp
  gender: string | null
  /** YYYY-MM-DD */
  birthdate: string | null
  /** International form, +49… */
  phone_number: string | null
  phone_verified_at: Timestamp | null
  one_signal_id: string | null
  newsletter_confirmed: Generated<Flag>
  ever_liked_job: Generated<Flag>
  onboarding_completed: Generated<Flag>
  allows_chat_notification: Generated<Flag>
  allows_newsletter: Generated<Flag>
  allows_application_notification: Generated<Flag>
  allows_recommendations: Generated<Flag>
  /** A new e-mail address waiting for its confirmation code. */
  temp_email: string | null
  /** SHA-256 of the activation link's token (POST /api/register). */
  activation_token_hash: string | null
  activation_expires_at: Timestamp | null
  deactivation_requested_at: Timestamp | null
  /** Migration 0006-business-invitations: when a company invited this account. */
  invited_at: Timestamp | null
  /** Migration 0021: when the personal data was deleted, the deletion period after deactivation over (docs/your-data.md). */
  personal_data_deleted_at: Timestamp | null
  /** Migration 0023-school-profile-media: the school whose trainee invitation link the pupil registered through. */
  invited_by_school_id: number | null
}

/** Bearer tokens, stored only as SHA-256 hashes; impersonator_id marks an admin's temporary login. */
export interface AuthTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  impersonator_id: number | null
  created_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

/** Audit of SPEC §4 impersonation: which admin logged in as whom, when, from where. */
export interface ImpersonationsTable {
  id: Generated<number>
  admin_user_id: number
  target_user_id: number
  token_id: number | null
  ip: string | null
  created_at: Timestamp
  /** Migration 0031: when the admin returned to the own account or logged out (SPEC §4); null otherwise. */
  ended_at: Timestamp | null
}

/** 6-digit one-time codes (registration, account verification, e-mail change), stored hashed. */
export interface OneTimeCodesTable {
  id: Generated<number>
  purpose: 'register' | 'verify' | 'email_change'
  channel: 'email' | 'phone'
  identifier: string
  user_id: number | null
  code_hash: string
  attempts: Generated<number>
  created_at: Timestamp
  expires_at: Timestamp
  consumed_at: Timestamp | null
}

export interface PasswordResetsTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: Timestamp
  expires_at: Timestamp
  used_at: Timestamp | null
}

export interface SocialAccountsTable {
  id: Generated<number>
  user_id: number
  provider: string
  subject: string
  email: string | null
  created_at: Timestamp
}

/** The PKCE verifier and nonce of a social login between redirect and callback. */
export interface OidcLoginStatesTable {
  state: string
  provider: string
  code_verifier: string
  nonce: string
  created_at: Timestamp
  expires_at: Timestamp
}

export interface TutorialStepsTable {
  user_id: number
  step: string
  created_at: Timestamp
}

export interface UserAliasesTable {
  user_id: number
  is_unread_messages_mail_active: Flag
  is_job_interest_mail_active: Flag
  updated_at: Timestamp
}

export interface DeactivationRequestsTable {
  id: Generated<number>
  user_id: number
  reason: string
  created_at: Timestamp
}

export interface BusinessPermissionsTable {
  business_id: number
  permission: string
}

export interface BusinessSubscriptionTypesTable {
  business_id: number
  subscription_type_id: number
}

export type {
  AnalyticsRecordsTable,
  EventsTable,
  JobFairBusinessesTable,
  JobFairsTable,
  JobListJobsTable,
  JobListsTable,
  PostsTable,
  SearchSuggestionsTable,
} from './search-schema.ts'

/** One rate-limit key's current fixed window (docs/abuse-limits.md); times in clock milliseconds. */
export interface RateLimitsTable {
  key: string
  count: number
  reset_at: number
}

/** A content-managed page (docs/content-pages.md); draft and versions hold ContentPageContent as JSON. */
export interface ContentPagesTable {
  id: Generated<number>
  path: string
  kind: string
  region_id: number | null
  owner_business_id: number | null
  draft: string
  published_version: number | null
  created_by: number | null
  created_at: string
  updated_at: string
}

/** Articles (docs/articles.md); `body` is sanitised HTML. */
export interface ArticlesTable {
  id: Generated<number>
  slug: string
  title: string
  teaser: string
  image_url: string | null
  body: string
  /** draft, requested, published */
  status: string
  /** business, region, admin */
  author_kind: string
  author_user_id: number | null
  business_id: number | null
  region_id: number | null
  request_message_id: number | null
  published_at: string | null
  published_by: number | null
  created_at: string
  updated_at: string
}

/** Custom domains (migration 0044, docs/custom-domain.md): served only once verified_at is set. */
export interface CustomDomainsTable {
  id: Generated<number>
  domain: string
  business_id: number | null
  region_id: number | null
  token: string
  verified_at: string | null
  last_checked_at: string | null
  last_error: string | null
  created_at: string
  updated_at: string
}

export interface ContentPageVersionsTable {
  id: Generated<number>
  page_id: number
  version: number
  content: string
  published_by: number | null
  published_at: string
}

/** Widget themes (migration 0032, docs/einblick.md); theme is the checked values as JSON. */
export interface ThemesTable {
  id: Generated<number>
  business_id: number
  name: string
  type: 'light' | 'dark'
  theme: string
  created_at: string
  updated_at: string
}

/** The Einblick builder's embeds (migration 0033, docs/einblick.md); settings as JSON. */
export interface EmbedsTable {
  id: Generated<number>
  business_id: number
  name: string
  kind: 'job-list' | 'job-card' | 'chat' | 'business-card' | 'livestream'
  theme_id: number | null
  settings: string
  created_at: string
  updated_at: string
}

/** Migration 0037-mail-failures: mails SMTP refused, kept for the admin to see and send again (docs/admin.md). */
export interface MailFailuresTable {
  id: Generated<number>
  to_address: string
  subject: string
  text: string
  html: string
  reply_to: string | null
  error: string
  attempts: number
  created_at: string
  last_attempt_at: string
  /** When a retry got it through; null while it is still failed. */
  sent_at: string | null
}

/** Where a company's embeds run, per origin and day (migration 0039, docs/einblick.md). */
export interface EmbedOriginDaysTable {
  business_id: number
  origin: string
  day: string
  loads: ColumnType<number, number | undefined, number>
  job_views: ColumnType<number, number | undefined, number>
  interests: ColumnType<number, number | undefined, number>
  first_seen: string
  last_seen: string
}

/** A site's request to join a region's channel (migration 0039, docs/regions.md). */
export interface ChannelRequestsTable {
  id: Generated<number>
  business_site_id: number
  channel_id: number
  requested_by: number | null
  status: 'open' | 'accepted' | 'declined'
  created_at: string
  decided_at: string | null
}

export interface Database
  extends SearchTables,
    AnalyticsTables,
    CampaignTables,
    EmployerTables,
    ChatTables,
    CompanyPageTables,
    LiveVideoTables,
    LivestreamTables,
    ProfileVisitTables,
    PushTables,
    RatingTables,
    StoreTables,
    TraineeTables {
  locations: LocationsTable
  postal_codes: PostalCodesTable
  channels: ChannelsTable
  regions: RegionsTable
  custom_domains: CustomDomainsTable
  region_schools: RegionSchoolsTable
  job_categories: JobCategoriesTable
  businesses: BusinessesTable
  business_sites: BusinessSitesTable
  business_site_channels: BusinessSiteChannelsTable
  jobs: JobsTable
  schools: SchoolsTable
  school_images: SchoolImagesTable
  school_bases: SchoolBasesTable
  signup_slots: SignupSlotsTable
  signup_bookings: SignupBookingsTable
  school_network_requests: SchoolNetworkRequestsTable
  users: UsersTable
  auth_tokens: AuthTokensTable
  impersonations: ImpersonationsTable
  one_time_codes: OneTimeCodesTable
  password_resets: PasswordResetsTable
  social_accounts: SocialAccountsTable
  oidc_login_states: OidcLoginStatesTable
  tutorial_steps: TutorialStepsTable
  user_aliases: UserAliasesTable
  deactivation_requests: DeactivationRequestsTable
  business_permissions: BusinessPermissionsTable
  business_subscription_types: BusinessSubscriptionTypesTable
  rate_limits: RateLimitsTable
  content_pages: ContentPagesTable
  articles: ArticlesTable
  content_page_versions: ContentPageVersionsTable
  themes: ThemesTable
  embeds: EmbedsTable
  mail_failures: MailFailuresTable
  embed_origin_days: EmbedOriginDaysTable
  channel_requests: ChannelRequestsTable
}

export type { ColumnType }
