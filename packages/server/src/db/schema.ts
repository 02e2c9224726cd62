import type { ColumnType, Generated } from 'kysely'

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
}

export interface Database {
  locations: LocationsTable
  postal_codes: PostalCodesTable
  channels: ChannelsTable
  regions: RegionsTable
  job_categories: JobCategoriesTable
  businesses: BusinessesTable
  business_sites: BusinessSitesTable
  business_site_channels: BusinessSiteChannelsTable
  jobs: JobsTable
  schools: SchoolsTable
  users: UsersTable
}

export type { ColumnType }
