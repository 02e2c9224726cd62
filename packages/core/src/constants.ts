/** Constants of SPEC §1 and §9 that more than one package needs. */

export const BRAND = 'oabat'
export const DEFAULT_PAGE_TITLE = 'Ausbildungsplätze und Schülerpraktika in Deiner Region'
/** SPEC §1: the brand suffix is added only to titles of at most this length. */
export const TITLE_SUFFIX_MAX_LENGTH = 55

export const DEFAULT_SEARCH_CHANNEL = 'oabat'
export const DEFAULT_SEARCH_SCOPE = 'Ausbildung'
/** SPEC §9: the default search holds at most 1000 pages. */
export const MAX_SEARCH_PAGES = 1000

export const SEARCH_RADIUS_KM = { min: 1, max: 200, default: 50 } as const
export const SEARCH_PER_PAGE = { min: 1, max: 50, default: 12 } as const

export const BREAKPOINTS = { sm: 960, md: 1264, lg: 1904 } as const
export const DIALOG_MAX_WIDTH_PX = 443

/** SPEC §3 Job.type_id. */
export const JOB_TYPES = { apprenticeship: 1, traineeship: 2, job: 3 } as const
export type JobTypeId = (typeof JOB_TYPES)[keyof typeof JOB_TYPES]
export const JOB_TYPE_LABELS: Record<JobTypeId, string> = { 1: 'Ausbildung', 2: 'Praktikum', 3: 'Job' }

/** SPEC §2 tab labels of the search. */
export const SEARCH_CATEGORIES = ['Alles', 'Ausbildung', 'Praktikum', 'Unternehmen'] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

/** SPEC §3 Trainee craft options; they are the job categories. */
export const CRAFTS = ['it', 'craft', 'office', 'social', 'sales', 'art'] as const
export type Craft = (typeof CRAFTS)[number]
export const CRAFT_LABELS: Record<Craft, string> = {
  it: 'IT & Technik',
  craft: 'Handwerk',
  office: 'Büro & Verwaltung',
  social: 'Soziales & Gesundheit',
  sales: 'Handel & Verkauf',
  art: 'Kreatives & Gestaltung',
}

/** SPEC §2 fixed regions with their own pages. */
export const FIXED_REGIONS = [
  'altmuehlfranken',
  'freyung-grafenau',
  'hauzenberg',
  'inn-salzach',
  'passau',
  'lernen-vor-ort-muhldorf-speeddating',
  'lkr-r',
] as const

export const NOT_FOUND_MESSAGE = 'This page could not be found'
export const ERROR_DEFAULT_TEXT = 'Es scheint, als wäre etwas schief gelaufen.'

/** SPEC §7 GET /api/v2/search/{type}: what a v2 search lists. */
export const SEARCH_V2_TYPES = ['jobs', 'apprenticeships', 'internships', 'businesses', 'posts'] as const
export type SearchV2Type = (typeof SEARCH_V2_TYPES)[number]
/** A search term longer than this is refused (422), never searched. */
export const MAX_SEARCH_TERM_LENGTH = 200
/** How many suggestions GET /api/v2/search/{type}/suggest returns at most. */
export const SUGGEST_LIMIT = { default: 8, max: 20 } as const

/** SPEC §3 Trainee graduation options, lowest first. */
export const GRADUATIONS = ['none', 'main', 'quali', 'mittel', 'fos', 'abi', 'bachelor', 'master', 'diploma'] as const
export type Graduation = (typeof GRADUATIONS)[number]
export const GRADUATION_LABELS: Record<Graduation, string> = {
  none: 'Kein Abschluss',
  main: 'Mittelschulabschluss',
  quali: 'Qualifizierender Abschluss',
  mittel: 'Mittlere Reife',
  fos: 'Fachabitur',
  abi: 'Abitur',
  bachelor: 'Bachelor',
  master: 'Master',
  diploma: 'Diplom',
}

/** Answer-time thresholds (hours) of the avg_response_time filter, as the facet offers them. */
export const RESPONSE_TIME_HOURS = [24, 48, 72, 168] as const

/** SPEC §3 analytics record entity types. */
export const ANALYTICS_ENTITY_TYPES = ['page_visit', 'event', 'impression'] as const
export type AnalyticsEntityType = (typeof ANALYTICS_ENTITY_TYPES)[number]
/** Records per POST /api/oabalytics at most; the client sends in batches below it. */
export const ANALYTICS_MAX_RECORDS = 100

/** Post author kinds (SPEC §7 author_type). */
export const AUTHOR_TYPES = ['business', 'school', 'region'] as const
export type AuthorType = (typeof AUTHOR_TYPES)[number]

/**
 * SPEC §3 local storage keys of search, consent and analytics (the account keys, "auth token"
 * among them, are in stores/storage-keys.ts).
 */
export const TRACKING_STORAGE_KEYS = {
  /** The analytics id of this browser (oabalytics_user_id). */
  sessionId: 'oabat:session-id',
  /** campaign, source and medium of the visit, from the landing URL (session storage). */
  campaign: 'oabat:campaign',
  previousSearchRoute: 'oabat:previous-search-route',
  cookieConsent: 'oabat:cookie-consent',
} as const
