import type { PersonalDataSection } from '../your-data/personal-data-section.ts'

/**
 * The trainee profile of migration 0018 (docs/trainee-profile.md) in „Deine Daten“: the profile
 * row, the hobbies and which uploaded files are documents of /i/dokumente. The picture and the
 * documents' bytes are images and files, exported and removed by the uploads section.
 */
export const traineeProfileSection: PersonalDataSection = {
  name: 'trainee_profile',
  title: 'Dein Azubi-Profil, Deine Hobbys und Dokumente',
  rows: async (db, userId) => {
    const [profile, interests, documents] = await Promise.all([
      db.selectFrom('trainee_profiles').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('trainee_interests').select(['id', 'name', 'created_at']).where('user_id', '=', userId).execute(),
      db
        .selectFrom('trainee_documents')
        .select(['file_id', 'kind', 'created_at'])
        .where('user_id', '=', userId)
        .execute(),
    ])
    return [
      ...profile.map(({ user_id: _, ...row }) => ({ entry: 'profile', ...row })),
      ...interests.map((row) => ({ entry: 'hobby', ...row })),
      ...documents.map((row) => ({ entry: 'document', ...row })),
    ]
  },
  erase: async (trx, userId) => {
    await trx.deleteFrom('trainee_documents').where('user_id', '=', userId).execute()
    await trx.deleteFrom('trainee_interests').where('user_id', '=', userId).execute()
    await trx.deleteFrom('trainee_profiles').where('user_id', '=', userId).execute()
    return []
  },
}
