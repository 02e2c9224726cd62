/** Tables of the employer area (migration 0004-employer-jobs). Timestamps are ISO-8601 UTC strings. */

/** SPEC §3 Job review: one row per request to publish; approval publishes the job. */
export interface JobReviewsTable {
  id: import('kysely').Generated<number>
  job_id: number
  business_id: number
  status: 'pending' | 'approved' | 'rejected'
  comment: string | null
  requested_by: number | null
  reviewed_by: number | null
  created_at: string
  updated_at: string
}

/** Views of a job page per platform and UTC day (GET /api/v2/jobs/{id}/statistics). */
export interface JobViewDaysTable {
  job_id: number
  platform: string
  /** YYYY-MM-DD */
  day: string
  views: number
}

/** SPEC §3 Job interest: a trainee's interest in a job, with an optional message and files. */
export interface JobInterestsTable {
  id: import('kysely').Generated<number>
  job_id: number
  trainee_user_id: number
  message: string | null
  /** JSON array of file ids */
  file_ids: string
  created_at: string
}

/** SPEC §3 Image: variants (JSON) list size, format and pixel size of each encoded file. */
export interface ImagesTable {
  id: import('kysely').Generated<number>
  uuid: string
  owner_user_id: number
  file_name: string
  is_private: number
  width: number
  height: number
  variants: string
  placeholder: string
  created_at: string
}

/** SPEC §3 File: owner_user_id is null for a guest's upload until it is claimed with its uuid. */
export interface FilesTable {
  id: import('kysely').Generated<number>
  uuid: string
  owner_user_id: number | null
  mime_type: string
  original_filename: string
  size: number
  created_at: string
}

export interface BusinessImagesTable {
  business_id: number
  image_id: number
  kind: 'main' | 'gallery'
  position: number
}

export interface ContactPersonsTable {
  id: import('kysely').Generated<number>
  business_id: number
  firstname: string
  lastname: string
  gender: string
  position: string | null
  email: string | null
  phone_number: string | null
  image_id: number | null
  is_public: number
  created_at: string
}

export interface BusinessActivitiesTable {
  business_id: number
  activity: string
}

/** SPEC §3 Video: a tus upload (upload_id) and its state (SPEC §4: pending, error, cancel, success). */
export interface VideosTable {
  id: import('kysely').Generated<number>
  upload_id: string
  owner_user_id: number
  title: string
  description: string | null
  status: 'pending' | 'error' | 'cancel' | 'success'
  mime_type: string
  size: number
  created_at: string
}

export interface VideoChannelsTable {
  video_id: number
  channel_id: number
}

/** SPEC §3 Material: a file shown in a school's or region's channel. */
export interface MaterialsTable {
  id: import('kysely').Generated<number>
  file_id: number
  channel_id: number
  author_user_id: number | null
  title: string
  description: string | null
  created_at: string
  updated_at: string
}

export interface EmployerTables {
  materials: MaterialsTable
  video_channels: VideoChannelsTable
  videos: VideosTable
  business_images: BusinessImagesTable
  contact_persons: ContactPersonsTable
  business_activities: BusinessActivitiesTable
  images: ImagesTable
  files: FilesTable
  job_reviews: JobReviewsTable
  job_view_days: JobViewDaysTable
  job_interests: JobInterestsTable
}
