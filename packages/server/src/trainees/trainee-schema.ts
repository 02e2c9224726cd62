import type { Generated } from 'kysely'

/**
 * Migration 0018 (docs/trainee-profile.md). The trainee's stored data, for an export: the `users`
 * row (names, gender, birthdate, phone, onboarding flag, allows_* settings, temp_email), and the
 * three tables below, all keyed by the trainee's user id. Documents' bytes are `files` rows owned
 * by the trainee; the picture is an `images` row owned by the trainee.
 */
export interface TraineeProfilesTable {
  user_id: number
  city: string | null
  postal_code: string | null
  lat: number | null
  lng: number | null
  school_base: string | null
  highest_graduation: string | null
  /** SPEC §3 interest: one of the craft options. */
  interest: string | null
  about_me: string | null
  experience: string | null
  profile_picture_image_id: number | null
  number_trialwork: number
  number_trialwork_missing: number
  referal_code: string | null
  updated_at: string
}

/** Hobbies and interests the trainee lists (POST /api/interests/{traineeId}). */
export interface TraineeInterestsTable {
  id: Generated<number>
  user_id: number
  name: string
  created_at: string
}

/** A file of the trainee's that is a document of /i/dokumente: CV or certificate. */
export interface TraineeDocumentsTable {
  file_id: number
  user_id: number
  kind: 'cv' | 'certificate'
  created_at: string
}

export interface TraineeTables {
  trainee_profiles: TraineeProfilesTable
  trainee_interests: TraineeInterestsTable
  trainee_documents: TraineeDocumentsTable
}
