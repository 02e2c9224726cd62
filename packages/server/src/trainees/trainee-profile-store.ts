import {
  type ApplicantProfile,
  type Trainee,
  type TraineeDocument,
  type TraineeInterest,
  traineeCompleteness,
} from '@oabat/core'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/http-error.ts'
import { toImage } from '../media/media-store.ts'
import type { MediaUrlSigner } from '../media/signed-media-url.ts'
import type { TraineeProfilesTable } from './trainee-schema.ts'

type Db = Kysely<Database>
type ProfileRow = Selectable<TraineeProfilesTable>

const TRAINEE_NOT_FOUND = 'Dieses Profil gibt es nicht.'
const flag = (value: number) => value === 1

/** The profile row, or the empty profile a trainee has before saving anything. */
export async function profileRow(db: Db, userId: number): Promise<ProfileRow> {
  const row = await db.selectFrom('trainee_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
  return (
    row ?? {
      user_id: userId,
      city: null,
      postal_code: null,
      lat: null,
      lng: null,
      school_base: null,
      highest_graduation: null,
      interest: null,
      about_me: null,
      experience: null,
      profile_picture_image_id: null,
      number_trialwork: 0,
      number_trialwork_missing: 0,
      referal_code: null,
      updated_at: '',
    }
  )
}

export async function interestsOf(db: Db, userId: number): Promise<TraineeInterest[]> {
  return db.selectFrom('trainee_interests').select(['id', 'name']).where('user_id', '=', userId).orderBy('id').execute()
}

/** The trainee's documents, oldest first, each with the own interests it is attached to. */
export async function documentsOf(db: Db, userId: number): Promise<TraineeDocument[]> {
  const [rows, interests] = await Promise.all([
    db
      .selectFrom('trainee_documents as d')
      .innerJoin('files as f', 'f.id', 'd.file_id')
      .select(['f.id', 'd.kind', 'f.original_filename', 'f.mime_type', 'f.size', 'd.created_at'])
      .where('d.user_id', '=', userId)
      .orderBy('d.created_at')
      .orderBy('f.id')
      .execute(),
    db.selectFrom('job_interests').select(['id', 'file_ids']).where('trainee_user_id', '=', userId).execute(),
  ])
  const attached = interests.map((i) => ({ id: i.id, fileIds: JSON.parse(i.file_ids) as number[] }))
  return rows.map((row) => ({
    ...row,
    job_interest_ids: attached.filter((i) => i.fileIds.includes(row.id)).map((i) => i.id),
  }))
}

async function pictureOf(db: Db, imageId: number | null, signer: MediaUrlSigner) {
  if (imageId === null) return null
  const image = await db.selectFrom('images').selectAll().where('id', '=', imageId).executeTakeFirst()
  return image ? toImage(image, signer) : null
}

function address(row: ProfileRow): Trainee['primary_address'] {
  if (row.city === null && row.postal_code === null) return null
  return { city: row.city, postal_code: row.postal_code, lat: row.lat, lng: row.lng }
}

/** GET /api/trainee/{id}: everything the trainee area holds about one trainee, with its completeness. */
export async function loadTrainee(db: Db, userId: number, signer: MediaUrlSigner): Promise<Trainee> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()
  if (!user) throw notFound(TRAINEE_NOT_FOUND)
  const row = await profileRow(db, userId)
  const [interests, profile_picture] = await Promise.all([
    interestsOf(db, userId),
    pictureOf(db, row.profile_picture_image_id, signer),
  ])
  const sections = {
    primary_address: address(row),
    school_base: row.school_base,
    highest_graduation: row.highest_graduation as Trainee['highest_graduation'],
    interest: row.interest as Trainee['interest'],
    about_me: row.about_me,
    experience: row.experience,
    profile_picture,
    interests,
    number_trialwork: row.number_trialwork,
  }
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    gender: user.gender,
    birthdate: user.birthdate,
    phone_number: user.phone_number,
    ...sections,
    onboarding_completed: flag(user.onboarding_completed),
    number_trialwork_missing: row.number_trialwork_missing,
    referal_code: row.referal_code,
    allows_chat_notification: flag(user.allows_chat_notification),
    allows_newsletter: flag(user.allows_newsletter),
    allows_application_notification: flag(user.allows_application_notification),
    allows_recommendations: flag(user.allows_recommendations),
    temp_email: user.temp_email,
    completeness: traineeCompleteness(sections),
  }
}

/** What a company sees of an applicant: the profile sections and documents, no birthdate, phone or settings. */
export async function loadApplicant(db: Db, userId: number, signer: MediaUrlSigner): Promise<ApplicantProfile> {
  const trainee = await loadTrainee(db, userId, signer)
  const documents = await documentsOf(db, userId)
  return {
    id: trainee.id,
    firstname: trainee.firstname,
    lastname: trainee.lastname,
    primary_address: trainee.primary_address,
    school_base: trainee.school_base,
    highest_graduation: trainee.highest_graduation,
    interest: trainee.interest,
    about_me: trainee.about_me,
    experience: trainee.experience,
    number_trialwork: trainee.number_trialwork,
    profile_picture: trainee.profile_picture,
    interests: trainee.interests,
    documents: documents.map(({ job_interest_ids: _, ...document }) => document),
  }
}
