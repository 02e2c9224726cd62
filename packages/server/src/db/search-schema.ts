import type { Generated } from 'kysely'

/** Tables of migration 0003 (search and listings); schema.ts joins them into Database. */

/** Job titles and company names offered as suggestions; folded = foldGerman(label). */
export interface SearchSuggestionsTable {
  id: Generated<number>
  kind: 'job' | 'business'
  label: string
  folded: string
  slug: string | null
  /** Published jobs behind the suggestion. */
  weight: number
}

export interface PostsTable {
  id: Generated<number>
  slug: string
  title: string
  teaser: string
  body: string
  author_type: 'business' | 'school' | 'region'
  business_id: number | null
  school_id: number | null
  region_id: number | null
  channel_id: number
  city: string | null
  latitude: number | null
  longitude: number | null
  published_at: string
  created_at: string
}

export interface EventsTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  start_at: string
  end_at: string | null
  city: string | null
  channel_id: number
  created_at: string
}

export interface JobFairsTable {
  id: Generated<number>
  slug: string
  name: string
  title: string
  description: string
  logo_file_path: string | null
  channel_id: number
  location_slug: string
  city: string
  latitude: number
  longitude: number
  start_at: string
  end_at: string
}

export interface JobFairBusinessesTable {
  job_fair_id: number
  business_id: number
  is_published: number
}

export interface JobListsTable {
  id: Generated<number>
  slug: string
  name: string
  description: string | null
  created_at: string
  updated_at: string
}

export interface JobListJobsTable {
  job_list_id: number
  job_id: number
}

export interface AnalyticsRecordsTable {
  id: Generated<number>
  oabalytics_user_id: string
  ab_group: 'a' | 'b'
  screen_width: number | null
  screen_height: number | null
  route: string
  entity_type: string
  event: string | null
  tracked_entity_type: string | null
  tracked_entity_id: string | null
  payload: string | null
  campaign_id: string | null
  source: string | null
  medium: string | null
  created_at: string
}

export interface SearchTables {
  search_suggestions: SearchSuggestionsTable
  posts: PostsTable
  events: EventsTable
  job_fairs: JobFairsTable
  job_fair_businesses: JobFairBusinessesTable
  job_lists: JobListsTable
  job_list_jobs: JobListJobsTable
  analytics_records: AnalyticsRecordsTable
}
